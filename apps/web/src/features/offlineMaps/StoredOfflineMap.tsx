import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bytesText, formatDateTime } from '@verge/domain';
import { type OfflineMapManifest, offlineMapPlan, startOfflineMap } from '../../core/offlineMaps';
import { useSyncState } from '../../core/sync';
import { OFFLINE_MAP_TEXT } from './offlineMapText';
import { useOfflineMapEstimate } from './useOfflineMapEstimate';

/**
 * One offline map on the device: its zooms, size, date and state, whether the asset's work has grown beyond it,
 * the tiles that failed, with Resume or Refresh (fetching only what is missing or stale) and Delete.
 */
export function StoredOfflineMap({
  map,
  running,
  busy,
  onDelete,
}: {
  map: OfflineMapManifest;
  /** This map is downloading now. */
  running: boolean;
  /** Another map is downloading. */
  busy: boolean;
  onDelete: (map: OfflineMapManifest) => void;
}) {
  const choice = {
    assetId: map.assetId,
    bufferMetres: map.bufferMetres,
    zooms: map.zooms,
    withLsd: map.layers.includes('lsd'),
  };
  // Worked out again when the map changes and after each sync, which may bring work beyond the corridor.
  const { syncing } = useSyncState();
  const { estimate } = useOfflineMapEstimate(running ? null : choice, `${map.updatedAt} ${syncing}`);
  const missing = estimate ? estimate.tiles - estimate.stored : 0;
  const grown = estimate !== null && estimate.tiles > map.tileCount && missing > 0;
  const stopped = map.state === 'paused' || map.state === 'downloading';

  const fetchAgain = (refresh: boolean) => {
    const plan = offlineMapPlan(choice.assetId, choice.bufferMetres, choice.zooms, choice.withLsd);
    if (plan) startOfflineMap({ ...plan, assetName: map.assetName, companyId: map.companyId, refresh });
  };

  return (
    <ListItem divider disableGutters data-testid={`offline-map-${map.assetId}`} sx={{ display: 'block' }}>
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 500 }}>{map.assetName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {OFFLINE_MAP_TEXT.state(map, running)} · {OFFLINE_MAP_TEXT.zooms(map)} · {bytesText(map.bytes)} ·{' '}
          {formatDateTime(map.completedAt ?? map.updatedAt)}
        </Typography>
        {grown && !running && (
          <Typography variant="body2" color="warning.main">
            {OFFLINE_MAP_TEXT.grown(missing)}
          </Typography>
        )}
        {map.failed.length > 0 && !running && (
          <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
            {OFFLINE_MAP_TEXT.failedTiles(map.failed)}
          </Typography>
        )}
        {!running && (
          <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
            <Button size="small" variant="outlined" disabled={busy} onClick={() => fetchAgain(!stopped)}>
              {stopped ? 'Resume' : 'Refresh'}
            </Button>
            <Button size="small" color="error" onClick={() => onDelete(map)}>
              Delete
            </Button>
          </Stack>
        )}
      </Stack>
    </ListItem>
  );
}
