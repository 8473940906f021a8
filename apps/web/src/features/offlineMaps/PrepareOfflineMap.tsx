import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Asset, OFFLINE_MAP, offlineZoomRange } from '@verge/domain';
import { useState } from 'react';
import { useSession } from '../../base/session';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import type { DeviceStorage } from '../../core/device';
import { offlineMapPlan, offlineMapSources, startOfflineMap, useOfflineMaps } from '../../core/offlineMaps';
import { OFFLINE_MAP_TEXT } from './offlineMapText';
import { useOfflineMapEstimate } from './useOfflineMapEstimate';

const ZOOM_OPTIONS = Array.from({ length: OFFLINE_MAP.deepestZoom + 1 }, (_, z) => ({
  value: String(z),
  label: String(z),
}));

/** The buffer as typed, or null when it is not a number of metres the corridor may take. */
function bufferOf(text: string): number | null {
  const metres = Number(text);
  return text.trim() !== '' && Number.isFinite(metres) && metres >= 0 && metres <= OFFLINE_MAP.bufferMetresMax
    ? metres
    : null;
}

/**
 * The choice of an offline map: the asset, the buffer around its work, the zooms and the LSD grid, with the tiles and
 * megabytes it takes against the storage left, and Download (after asking the browser to keep the data).
 */
export function PrepareOfflineMap({
  assets,
  initialAssetId,
  storage,
  askToKeep,
}: {
  assets: Asset[];
  initialAssetId: number | null;
  storage: DeviceStorage | null;
  askToKeep: () => Promise<void>;
}) {
  const session = useSession();
  const maps = useOfflineMaps((state) => state.maps);
  const busy = useOfflineMaps((state) => state.running !== null);
  const lsdAllowed = offlineMapSources().lsd;
  const [assetId, setAssetId] = useState(String(initialAssetId ?? assets[0]?.id ?? ''));
  const [buffer, setBuffer] = useState(String(OFFLINE_MAP.bufferMetres));
  const [minZoom, setMinZoom] = useState(String(OFFLINE_MAP.minZoom));
  const [maxZoom, setMaxZoom] = useState(String(OFFLINE_MAP.maxZoom));
  const [withLsd, setWithLsd] = useState(lsdAllowed);
  const asset = assets.find((a) => String(a.id) === assetId);
  const bufferMetres = bufferOf(buffer);
  const zooms = offlineZoomRange(Number(minZoom), Number(maxZoom));
  const choice =
    asset && bufferMetres !== null
      ? { assetId: asset.id, bufferMetres, zooms, withLsd: withLsd && lsdAllowed }
      : null;
  const { estimate, error } = useOfflineMapEstimate(choice, maps);
  const free =
    storage?.quotaBytes != null && storage.usageBytes != null
      ? storage.quotaBytes - storage.usageBytes
      : null;
  const tooBig = estimate !== null && free !== null && estimate.estimatedBytes > free;

  const download = () => {
    if (!choice || !asset) return;
    const plan = offlineMapPlan(choice.assetId, choice.bufferMetres, choice.zooms, choice.withLsd);
    if (!plan) return;
    // Asked before the first tile (a browser that may evict the data would take the map with it), not waited for:
    // Firefox asks the user, and its question stays open while the download goes on.
    void askToKeep();
    startOfflineMap({
      ...plan,
      assetName: asset.asset_name,
      companyId: session.company?.id ?? null,
      refresh: false,
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="prepare-offline-map" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="prepare-offline-map" variant="subtitle1" component="h2">
          Prepare an offline map
        </Typography>
        <SelectInput
          label="Asset"
          value={assetId}
          onChange={setAssetId}
          options={assets.map((a) => ({ value: String(a.id), label: a.asset_name }))}
        />
        <TextInput
          label="Buffer around the work (m)"
          type="number"
          value={buffer}
          onChange={setBuffer}
          slotProps={{ htmlInput: { min: 0, max: OFFLINE_MAP.bufferMetresMax, step: 50 } }}
          error={
            bufferMetres === null
              ? `Enter a buffer from 0 to ${OFFLINE_MAP.bufferMetresMax.toLocaleString('en-US')} m`
              : undefined
          }
          helperText="Imagery is stored this far around the asset's management areas, issues and culverts."
        />
        <Stack direction="row" spacing={2}>
          <SelectInput label="From zoom" value={minZoom} onChange={setMinZoom} options={ZOOM_OPTIONS} />
          <SelectInput label="To zoom" value={maxZoom} onChange={setMaxZoom} options={ZOOM_OPTIONS} />
        </Stack>
        {lsdAllowed && (
          <FormControlLabel
            control={<Checkbox checked={withLsd} onChange={(event) => setWithLsd(event.target.checked)} />}
            label="Include the LSD grid"
          />
        )}
        <Typography data-testid="offline-map-estimate" aria-live="polite">
          {error ??
            (estimate ? OFFLINE_MAP_TEXT.estimate(estimate) : choice ? OFFLINE_MAP_TEXT.estimating : '')}
        </Typography>
        {free !== null && (
          <Typography variant="body2" color="text.secondary">
            {OFFLINE_MAP_TEXT.free(free)}
          </Typography>
        )}
        {estimate?.tooMany && <Alert severity="error">{OFFLINE_MAP_TEXT.tooMany(estimate)}</Alert>}
        {tooBig && !estimate?.tooMany && <Alert severity="warning">{OFFLINE_MAP_TEXT.notEnoughRoom}</Alert>}
        <div>
          <Button variant="contained" disabled={!estimate || estimate.tooMany || busy} onClick={download}>
            Download
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
