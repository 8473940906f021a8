import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session';
import { LazyMap } from '../../components/map/LazyMap';
import { useAssets } from '../../local/queries';
import { setSetting } from '../../local/settings';

/** Two maps side by side, without and with the LSD grid, and the switch that shows the grid on all maps. */
export default function LsdGridPage() {
  const session = useSession();
  const assets = useAssets();
  const asset = assets?.find((a) => a.id === session.settings.selectedAssetId);
  const home = asset ? { longitude: asset.longitude, latitude: asset.latitude } : null;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={session.settings.showLsdGrid}
            onChange={(e) => void setSetting('showLsdGrid', e.target.checked)}
          />
        }
        label="Show LSD Grid on All Maps"
        sx={{ mb: 2 }}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            Without LSD Grid
          </Typography>
          <LazyMap home={home} lsdGrid={false} controls={false} shareView={false} height="60vh" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            With LSD Grid
          </Typography>
          <LazyMap home={home} lsdGrid controls={false} shareView={false} height="60vh" />
        </Grid>
      </Grid>
    </>
  );
}
