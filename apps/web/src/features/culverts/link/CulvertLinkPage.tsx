import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { CULVERT_LABEL_TEXT, culvertLinkTarget } from '@verge/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CULVERT_HOME } from '../../../base/paths';
import { chooseTool, useSession } from '../../../base/session';
import { useNotify } from '../../../base/snackbar';
import { selectAsset, useAssets } from '../../../core/assets';
import { requestSync } from '../../../core/sync';

/** The culvert list opening one culvert's card (the list reads the site id once and drops it). */
export function openCulvertPath(siteCulvertId: string): string {
  return `${CULVERT_HOME}?siteCulvertId=${encodeURIComponent(siteCulvertId)}`;
}

/**
 * A culvert link (`/culverts?asset=…&siteCulvertId=…`, a label's QR code): switches to the culvert tool and, when
 * the link names another of the user's assets, to that asset (online only: switching drops the stored asset, and
 * offline its culverts could not be loaded), then opens the culvert's card on the culvert list.
 */
export default function CulvertLinkPage() {
  const [search] = useSearchParams();
  const session = useSession();
  const assets = useAssets();
  const navigate = useNavigate();
  const notify = useNotify();
  const followed = useRef(false);

  useEffect(() => {
    if (followed.current || assets === undefined) return;
    followed.current = true;
    const target = culvertLinkTarget(search);
    const leave = (message: string) => {
      notify(message, 'warning');
      navigate(CULVERT_HOME, { replace: true });
    };
    void (async () => {
      if (session.tool !== 'culvert') await chooseTool('culvert');
      // Plain `/culverts` is the culvert list; a link naming a culvert badly says so.
      if (!search.has('siteCulvertId') && !search.has('asset'))
        return navigate(CULVERT_HOME, { replace: true });
      if (!target) return leave(CULVERT_LABEL_TEXT.badLink);
      if (target.assetId !== null && target.assetId !== session.settings.selectedAssetId) {
        if (!assets.some((asset) => asset.id === target.assetId))
          return leave(CULVERT_LABEL_TEXT.notYourAsset);
        if (!navigator.onLine) return leave(CULVERT_LABEL_TEXT.otherAssetOffline);
        await selectAsset(target.assetId);
        requestSync({ reason: 'asset', push: false });
      }
      navigate(openCulvertPath(target.siteCulvertId), { replace: true });
    })();
  }, [assets, search, session, navigate, notify]);

  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label="Opening the culvert" />
    </Stack>
  );
}
