import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSelectedAssetId } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useAssets } from '../../core/assets';
import { useDeviceStorage } from '../../core/device';
import {
  type OfflineMapManifest,
  offlineMapSources,
  offlineMapsSupported,
  removeOfflineMap,
  useOfflineMaps,
} from '../../core/offlineMaps';
import { OfflineMapProgressPanel } from './OfflineMapProgressPanel';
import { OFFLINE_MAP_TEXT } from './offlineMapText';
import { PrepareOfflineMap } from './PrepareOfflineMap';
import { StoredOfflineMap } from './StoredOfflineMap';

/**
 * Offline maps: prepare an asset's corridor (account menu, or the overview's prompt with `?assetId=`), follow its
 * download, and manage the maps on the device. Offered only where the deployment's imagery allows offline use.
 */
export default function OfflineMapsPage() {
  const [params] = useSearchParams();
  const selectedAssetId = useSelectedAssetId();
  const assets = useAssets();
  const notify = useNotify();
  const { storage, askToKeep, reread } = useDeviceStorage();
  const maps = useOfflineMaps((state) => state.maps);
  const runningAssetId = useOfflineMaps((state) => state.running?.assetId ?? null);
  const failure = useOfflineMaps((state) => state.failure);
  const ended = useOfflineMaps((state) => state.ended);
  const [deleting, setDeleting] = useState<OfflineMapManifest | null>(null);
  const offered = offlineMapSources().offered;
  const supported = offlineMapsSupported();

  // The storage left, read again as maps come and go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: maps is the cue to read the device's storage again
  useEffect(() => {
    void reread();
  }, [maps, reread]);
  // A download that completes while the screen is open says so, once.
  const announced = useRef(ended);
  useEffect(() => {
    if (!ended || ended === announced.current) return;
    announced.current = ended;
    const map = maps?.find((m) => m.assetId === ended.assetId);
    if (ended.outcome === 'complete' && map) notify(OFFLINE_MAP_TEXT.ready(map.assetName), 'success');
  }, [ended, maps, notify]);

  const asked = Number(params.get('assetId'));
  const initialAssetId = assets?.some((a) => a.id === asked) ? asked : selectedAssetId;
  const totalBytes = (maps ?? []).reduce((sum, map) => sum + map.bytes, 0);
  const runningName =
    runningAssetId === null
      ? null
      : (assets?.find((a) => a.id === runningAssetId)?.asset_name ?? `asset ${runningAssetId}`);

  const remove = async (map: OfflineMapManifest) => {
    setDeleting(null);
    try {
      notify(OFFLINE_MAP_TEXT.deleted(map.assetName, await removeOfflineMap(map.assetId)), 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The offline map could not be deleted', 'error');
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography color="text.secondary">{OFFLINE_MAP_TEXT.intro}</Typography>
      {!supported && <Alert severity="warning">{OFFLINE_MAP_TEXT.notSupported}</Alert>}
      {supported && !offered && <Alert severity="info">{OFFLINE_MAP_TEXT.notOffered}</Alert>}
      {failure && <Alert severity="error">{failure.message}</Alert>}
      {runningName && <OfflineMapProgressPanel assetName={runningName} />}
      {supported && offered && assets && assets.length > 0 && (
        <PrepareOfflineMap
          key={initialAssetId ?? 'none'}
          assets={assets}
          initialAssetId={initialAssetId}
          storage={storage}
          askToKeep={askToKeep}
        />
      )}
      {supported && (
        <Paper variant="outlined" component="section" aria-labelledby="stored-offline-maps" sx={{ p: 2 }}>
          <Typography id="stored-offline-maps" variant="subtitle1" component="h2">
            On this device
          </Typography>
          {maps !== null && maps.length === 0 && (
            <Typography color="text.secondary" sx={{ pt: 1 }}>
              No offline maps yet.
            </Typography>
          )}
          {maps !== null && maps.length > 0 && (
            <>
              <List dense>
                {maps.map((map) => (
                  <StoredOfflineMap
                    key={map.assetId}
                    map={map}
                    running={runningAssetId === map.assetId}
                    busy={runningAssetId !== null}
                    onDelete={setDeleting}
                  />
                ))}
              </List>
              <Typography variant="body2" data-testid="offline-maps-total">
                {OFFLINE_MAP_TEXT.total(totalBytes, maps.length)}
              </Typography>
            </>
          )}
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={OFFLINE_MAP_TEXT.deleteTitle}
        message={deleting ? OFFLINE_MAP_TEXT.deleteMessage(deleting) : ''}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
