import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { assetLoading } from '@verge/domain';
import { useSyncState } from '../../core/sync';
import { TOP_BAR_CSS_HEIGHT } from './TopBar';

/**
 * A slim bar under the top bar while the asset's full pull runs: rows stored of the total and the percent. The
 * pages stay usable meanwhile and list the rows as they land.
 */
export function AssetLoadBar() {
  const { assetLoad } = useSyncState();
  if (!assetLoad) return null;
  const text = assetLoading(assetLoad.loaded, assetLoad.total);
  const percent = assetLoad.total ? Math.min(100, (assetLoad.loaded / assetLoad.total) * 100) : undefined;
  return (
    <Box
      role="status"
      sx={{
        position: 'sticky',
        top: TOP_BAR_CSS_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label="Sync progress"
        aria-valuetext={text}
      />
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ px: { xs: 1.5, sm: 3 }, py: 0.25 }}
      >
        {text}
      </Typography>
    </Box>
  );
}
