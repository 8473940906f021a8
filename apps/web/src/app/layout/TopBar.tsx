import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import PendingIcon from '@mui/icons-material/PendingActions';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES, megabytes, TOP_BAR_HEIGHT } from '@verge/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeFor } from '../../base/paths';
import { useSession } from '../../base/session';
import { safeArea } from '../../base/theme';
import { selectAsset, useAssets } from '../../core/assets';
import { hasUnsynced, type UnsyncedCount } from '../../core/outbox';
import { setSetting } from '../../core/settings';
import type { PushProgress } from '../../core/sync';
import { requestSync, useSyncState } from '../../core/sync';
import { AvatarMenu } from './AvatarMenu';
import { ExitButton } from './ExitButton';
import { DRAWER_CSS_WIDTH } from './SideNav';

export const TOP_BAR_CSS_HEIGHT = safeArea('top', TOP_BAR_HEIGHT);

function AssetSelector() {
  const session = useSession();
  const stored = useAssets();
  const assets = useMemo(
    () =>
      stored &&
      [...stored].sort((a, b) => a.asset_name.localeCompare(b.asset_name, undefined, { numeric: true })),
    [stored],
  );
  if (!assets || assets.length === 0) return null;
  const selected = session.settings.selectedAssetId;
  return (
    <TextField
      select
      size="small"
      label="Asset"
      value={selected ?? ''}
      onChange={(event) => {
        const id = Number(event.target.value);
        if (!Number.isFinite(id) || id === selected) return;
        void selectAsset(id).then(() => requestSync({ reason: 'asset', push: false }));
      }}
      // On a phone it takes nearly all the bar's free room (the spacer after it grows a hundredth as fast), so an
      // asset name shows whole where it fits.
      sx={{
        minWidth: { xs: 120, sm: 200 },
        maxWidth: { xs: 'none', sm: 280 },
        flex: { xs: '100 1 0', sm: '0 1 auto' },
      }}
      slotProps={{ htmlInput: { 'aria-label': 'Asset', 'data-testid': 'asset-selector' } }}
    >
      {assets.map((asset) => (
        <MenuItem key={asset.id} value={asset.id}>
          {asset.asset_name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** '3 of 12', with photo megabytes when photos are on their way. */
function progressText(progress: PushProgress): string {
  const count = `${Math.min(progress.done + 1, progress.total)} of ${progress.total}`;
  return progress.bytesTotal > 0
    ? `${count} (${megabytes(progress.bytesDone)} of ${megabytes(progress.bytesTotal)} MB)`
    : count;
}

export function TopBar({
  permanentNav,
  onMenu,
  unsynced,
  mobile,
}: {
  permanentNav: boolean;
  onMenu: () => void;
  unsynced: UnsyncedCount;
  mobile: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const meta = routeFor(location.pathname);
  const sync = useSyncState();
  const showToggle = meta?.mapToggle === 'always' || (meta?.mapToggle === 'small' && !permanentNav);
  return (
    <AppBar
      position="fixed"
      color="default"
      sx={{
        height: TOP_BAR_CSS_HEIGHT,
        width: permanentNav ? `calc(100% - ${DRAWER_CSS_WIDTH})` : '100%',
        ml: permanentNav ? DRAWER_CSS_WIDTH : 0,
        // The theme pads the bar clear of the notch; beside the permanent drawer, the drawer covers that edge.
        pl: permanentNav ? 0 : undefined,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, gap: 1, px: { xs: 1, sm: 2 } }}>
        {!permanentNav && (
          <IconButton edge="start" aria-label="Open navigation" onClick={onMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <AssetSelector />
        <Box sx={{ flex: 1 }} />
        {sync.syncing && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status" aria-live="polite">
            {/* Named, as the words beside it are hidden on small screens. */}
            <CircularProgress size={20} aria-label={MESSAGES.syncingData} />
            <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' } }}>
              {MESSAGES.syncingData}
              {sync.progress && sync.progress.total > 1 ? ` ${progressText(sync.progress)}` : ''}
            </Typography>
          </Box>
        )}
        {showToggle && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={session.settings.mapView ? 'map' : 'list'}
            onChange={(_e, value: 'map' | 'list' | null) => {
              if (value) void setSetting('mapView', value === 'map');
            }}
            aria-label="Map or list"
          >
            <ToggleButton value="map" aria-label="Map View" title="Map View">
              <MapIcon fontSize="small" sx={{ display: { sm: 'none' } }} />
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                Map View
              </Box>
            </ToggleButton>
            <ToggleButton value="list" aria-label="List View" title="List View">
              <ListIcon fontSize="small" sx={{ display: { sm: 'none' } }} />
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                List View
              </Box>
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        {meta?.exitTo && <ExitButton to={meta.exitTo} />}
        {!mobile && hasUnsynced(unsynced) && (
          <Button
            variant="contained"
            color="warning"
            startIcon={<CloudUploadIcon />}
            disabled={sync.syncing}
            onClick={() => void requestSync({ reason: 'button' })}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Sync Unsynced Data ({unsynced})
          </Button>
        )}
        {hasUnsynced(unsynced) && (
          <Tooltip title="Pending changes">
            <IconButton
              aria-label={`Pending changes: ${unsynced}`}
              onClick={() => navigate('/pending-changes')}
            >
              <Badge badgeContent={unsynced === 'unknown' ? '?' : unsynced} color="warning" max={999}>
                <PendingIcon />
              </Badge>
            </IconButton>
          </Tooltip>
        )}
        <AvatarMenu unsynced={unsynced} />
      </Toolbar>
    </AppBar>
  );
}
