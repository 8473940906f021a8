import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Asset, type GeoPolygon, type ManagementArea, MESSAGES } from '@verge/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { DetailDialog } from '../../components/dialogs/DetailDialog';
import { LazyMap } from '../../components/map/LazyMap';
import { assetAreas, createArea, importAreas } from '../../core/admin';

/** The format of an area file, from its name: .kml is KML, anything else GeoJSON. */
export function importFormat(fileName: string): 'kml' | 'geojson' {
  return fileName.toLowerCase().endsWith('.kml') ? 'kml' : 'geojson';
}

/** Management areas of one asset: see them on the map, draw a new one, or import a GeoJSON/KML file. */
export function AreasDialog({ asset, open, onClose }: { asset: Asset; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [areas, setAreas] = useState<ManagementArea[]>([]);
  const [drawn, setDrawn] = useState<GeoPolygon | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [drawKey, setDrawKey] = useState(0);

  const load = useCallback(async () => {
    try {
      setAreas(await assetAreas(asset.id));
    } catch (error) {
      console.error('Loading areas failed', error);
      notify(MESSAGES.retrieveError, 'error');
    }
  }, [asset.id, notify]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const save = async () => {
    if (!drawn || !name.trim()) return;
    setBusy(true);
    try {
      await createArea({ assetId: asset.id, name: name.trim(), shape: drawn });
      setDrawn(null);
      setName('');
      setDrawKey((k) => k + 1);
      await load();
    } catch (error) {
      console.error('Creating the area failed', error);
      notify(MESSAGES.saveError, 'error');
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File) => {
    setBusy(true);
    try {
      const content = await file.text();
      const result = await importAreas({
        assetId: asset.id,
        format: importFormat(file.name),
        content,
      });
      notify(`${result.ids.length} area(s) imported.`, 'success');
      await load();
    } catch (error) {
      console.error('Importing areas failed', error);
      notify(MESSAGES.saveError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailDialog open={open} onClose={onClose} title={`Management Areas: ${asset.asset_name}`} maxWidth="lg">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {areas.map((area) => (
            <Chip key={area.id} label={area.name} size="small" />
          ))}
          {areas.length === 0 && <Typography color="text.secondary">No management areas yet.</Typography>}
        </Stack>
        <LazyMap
          key={drawKey}
          areas={areas.map((a) => ({ id: a.id, name: a.name, shape: a.shape, risk: null }))}
          home={{ longitude: asset.longitude, latitude: asset.latitude }}
          fitAreas
          shareView={false}
          controls={false}
          drawMode={drawn ? null : 'polygon'}
          onDrawPolygon={setDrawn}
          height="50vh"
        />
        <Typography variant="body2" color="text.secondary">
          {drawn
            ? 'Polygon drawn. Name it and save, or discard it.'
            : 'Click on the map to draw the area’s corners; click the first corner again to close it.'}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            label="Area Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={!drawn}
          />
          <Button variant="contained" onClick={() => void save()} disabled={!drawn || !name.trim() || busy}>
            Save Area
          </Button>
          <Button
            color="inherit"
            disabled={!drawn}
            onClick={() => {
              setDrawn(null);
              setDrawKey((k) => k + 1);
            }}
          >
            Discard
          </Button>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            Import GeoJSON or KML
            <input
              hidden
              type="file"
              accept=".geojson,.json,.kml,application/geo+json,application/vnd.google-earth.kml+xml"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </Button>
        </Stack>
      </Stack>
    </DetailDialog>
  );
}
