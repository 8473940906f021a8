import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSelectedAssetId, useSession } from '../../base/session';
import { assetMapHome } from '../../components/map/assetHome';
import { LazyMap } from '../../components/map/LazyMap';
import { ViewLink } from '../../components/map/viewLink';
import { useSelectedAsset } from '../../core/assets';
import { setSetting } from '../../core/settings';

/**
 * Two maps side by side, without and with the LSD grid, and the switch that shows the grid on all maps. The maps
 * show one view, so the grid can be compared with the ground beneath it: moving either moves both. On a phone
 * they stack, each short enough that both fit on the screen.
 */
export default function LsdGridPage() {
  const session = useSession();
  const assetId = useSelectedAssetId();
  const selectedAsset = useSelectedAsset(assetId);
  const [viewLink] = useState(() => new ViewLink());
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const height = stacked ? '34vh' : '60vh';
  const maps = [
    { title: 'Without LSD Grid', lsdGrid: false },
    { title: 'With LSD Grid', lsdGrid: true },
  ];
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
        {maps.map(({ title, lsdGrid }) => (
          <Grid key={title} size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <LazyMap
              {...assetMapHome(selectedAsset)}
              lsdGrid={lsdGrid}
              controls={false}
              shareView={false}
              viewLink={viewLink}
              height={height}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
