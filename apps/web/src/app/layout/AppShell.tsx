import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MESSAGES } from '@verge/domain';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageTitleContext } from '../../base/pageTitle';
import { routeFor } from '../../base/paths';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { safeArea } from '../../base/theme';
import { useIsMobileDevice } from '../../base/useMobile';
import { useAssetCount } from '../../core/assets';
import { useUnsyncedCount } from '../../core/outbox';
import { onSyncMessage, startSyncTriggers, syncOnEntry, useSyncState } from '../../core/sync';
import { whenIdle } from '../idle';
import { AssetLoadBar } from './AssetLoadBar';
import { PageLoading } from './PageLoading';
import { SideNav } from './SideNav';
import { TOP_BAR_CSS_HEIGHT, TopBar } from './TopBar';

function Footer({ companyName }: { companyName: string | undefined }) {
  return (
    <Box
      component="footer"
      sx={{
        display: { xs: 'none', sm: 'block' },
        py: 1.5,
        pb: safeArea('bottom', 12),
        // From md up the permanent drawer covers the left edge.
        pl: { sm: safeArea('left', 24), md: 3 },
        pr: safeArea('right', 24),
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption">
        {companyName ? `${companyName} · ` : ''}© {new Date().getFullYear()}
      </Typography>
    </Box>
  );
}

/** The logged-in frame: side navigation, top bar, page, footer; starts sync on entry. */
export default function AppShell() {
  const session = useSession();
  const location = useLocation();
  const notify = useNotify();
  const permanentNav = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const mobile = useIsMobileDevice();
  const [navOpen, setNavOpen] = useState(false);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const unsynced = useUnsyncedCount();
  const sync = useSyncState();
  const assetCount = useAssetCount();
  const meta = routeFor(location.pathname);

  useEffect(() => {
    const stopTriggers = startSyncTriggers();
    const stopMessages = onSyncMessage((message) =>
      notify(message.text, message.severity, undefined, { background: true }),
    );
    void syncOnEntry();
    // Only the map screens use the deployment's map sources; the request layer loads after the first screen.
    const stopRefresh = whenIdle(
      () => void import('../../core/refreshMapSources').then(({ refreshMapSources }) => refreshMapSources()),
    );
    return () => {
      stopTriggers();
      stopMessages();
      stopRefresh();
    };
  }, [notify]);

  const noAsset = meta?.needsAsset && session.settings.selectedAssetId === null;
  let content = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  if (noAsset) {
    content =
      sync.syncing || assetCount === undefined ? (
        <PageLoading />
      ) : (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {MESSAGES.companyNoAssets}
        </Typography>
      );
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar
        permanentNav={permanentNav}
        onMenu={() => setNavOpen(true)}
        unsynced={unsynced}
        mobile={mobile}
      />
      <SideNav permanent={permanentNav} open={navOpen} onClose={() => setNavOpen(false)} />
      <Box
        component="main"
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pt: TOP_BAR_CSS_HEIGHT }}
      >
        <AssetLoadBar />
        <Box
          sx={{
            flex: 1,
            // Clear of a notch on either side (a phone on its side) and, with no footer below, of the home
            // indicator; from md up the permanent drawer covers the left edge.
            pt: { xs: 1.5, sm: 2, md: 3 },
            pl: { xs: safeArea('left', 12), sm: safeArea('left', 16), md: 3 },
            pr: { xs: safeArea('right', 12), sm: safeArea('right', 16), md: safeArea('right', 24) },
            pb: { xs: safeArea('bottom', 12), sm: 2, md: 3 },
          }}
        >
          {meta && (
            <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {pageTitle ?? meta.title}
            </Typography>
          )}
          <PageTitleContext.Provider value={setPageTitle}>{content}</PageTitleContext.Provider>
        </Box>
        <Footer companyName={session.company?.company_name} />
      </Box>
    </Box>
  );
}
