import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeviceStorage } from '../../core/device';
import { DEVICE_STORAGE_TEXT } from './deviceStorageText';

/** Whether this device keeps the local store (navigator.storage.persisted) and what it uses, with a way to ask. */
export function DeviceStoragePanel() {
  const { storage, askToKeep } = useDeviceStorage();
  if (!storage) return null;
  const usage = DEVICE_STORAGE_TEXT.usage(storage);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="device-storage-title" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography id="device-storage-title" variant="subtitle1" component="h2">
          {DEVICE_STORAGE_TEXT.title}
        </Typography>
        <Typography data-testid="device-storage-kept">
          {storage.kept === true
            ? DEVICE_STORAGE_TEXT.kept
            : storage.kept === false
              ? DEVICE_STORAGE_TEXT.notKept
              : DEVICE_STORAGE_TEXT.unknown}
        </Typography>
        {usage && (
          <Typography variant="body2" color="text.secondary">
            {usage}
          </Typography>
        )}
        {storage.kept === false && (
          <div>
            <Button variant="outlined" size="small" onClick={() => void askToKeep()}>
              {DEVICE_STORAGE_TEXT.keep}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
