import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cancelOfflineMap, pauseOfflineMap, useOfflineMaps } from '../../core/offlineMaps';
import { OFFLINE_MAP_TEXT } from './offlineMapText';

/** The download under way: tiles, megabytes, time left, with Pause and Cancel. The one part drawn at each report. */
export function OfflineMapProgressPanel({ assetName }: { assetName: string }) {
  const progress = useOfflineMaps((state) => state.running?.progress ?? null);
  const stopping = useOfflineMaps((state) => state.running?.stopping ?? null);
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  const timeLeft = progress ? OFFLINE_MAP_TEXT.timeLeft(progress) : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="offline-map-progress" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="offline-map-progress" variant="subtitle1" component="h2">
          Downloading {assetName}
        </Typography>
        <LinearProgress
          variant={progress ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={`Offline map of ${assetName}`}
        />
        <Typography data-testid="offline-map-progress">
          {progress ? OFFLINE_MAP_TEXT.progress(progress) : OFFLINE_MAP_TEXT.estimating}
        </Typography>
        {timeLeft && (
          <Typography variant="body2" color="text.secondary">
            {timeLeft}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={stopping !== null} onClick={pauseOfflineMap}>
            {stopping === 'pause' ? 'Pausing…' : 'Pause'}
          </Button>
          <Button color="error" disabled={stopping !== null} onClick={cancelOfflineMap}>
            {stopping === 'cancel' ? 'Cancelling…' : 'Cancel'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
