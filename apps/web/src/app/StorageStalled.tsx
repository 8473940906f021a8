import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { theme } from '../base/theme';
import { STORAGE_STALLED } from './storageStalledMessages';

/**
 * Shown instead of an endless splash when the local database has not answered the boot within STORAGE_ANSWER_MS:
 * what happened, what to do, and whether unsynced work may be on the device (counted outside IndexedDB).
 */
export function StorageStalled({ unsynced }: { unsynced: number | null }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box
        component="main"
        sx={{ maxWidth: 560, mx: 'auto', p: 3, pt: 'max(24px, env(safe-area-inset-top))' }}
      >
        <Typography variant="h5" component="h1" gutterBottom>
          {STORAGE_STALLED.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>{STORAGE_STALLED.body}</Typography>
        <Typography sx={{ mb: 2 }}>{STORAGE_STALLED.nextStep}</Typography>
        <Alert severity={unsynced === 0 ? 'info' : 'warning'} sx={{ mb: 3 }}>
          {STORAGE_STALLED.unsynced(unsynced)}
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {STORAGE_STALLED.tryAgain}
        </Button>
      </Box>
    </ThemeProvider>
  );
}
