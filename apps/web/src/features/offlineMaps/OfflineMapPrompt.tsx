import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { offlineMapSources, offlineMapsSupported, useOfflineMaps } from '../../core/offlineMaps';
import { OFFLINE_MAP_TEXT } from './offlineMapText';

/** On an asset's overview: the asset has no offline map yet, and the deployment offers them. */
export function OfflineMapPrompt({ assetId }: { assetId: number }) {
  const maps = useOfflineMaps((state) => state.maps);
  const downloading = useOfflineMaps((state) => state.running?.assetId === assetId);
  if (!offlineMapsSupported() || !offlineMapSources().offered || maps === null) return null;
  if (downloading || maps.some((map) => map.assetId === assetId)) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={`/offline-maps?assetId=${assetId}`}>
          {OFFLINE_MAP_TEXT.promptAction}
        </Button>
      }
    >
      {OFFLINE_MAP_TEXT.prompt}
    </Alert>
  );
}
