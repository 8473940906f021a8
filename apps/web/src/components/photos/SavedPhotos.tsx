import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { API_PREFIX, PHOTO_THUMB_WIDTH } from '@verge/domain';

/** The photos a record already holds on the server (edit), each with a remove button. */
export function SavedPhotos({
  keys,
  onRemove,
}: {
  keys: readonly string[];
  onRemove: (key: string) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {keys.map((key, index) => (
        <Box key={key} sx={{ position: 'relative', width: PHOTO_THUMB_WIDTH }}>
          <Box
            component="img"
            src={`${API_PREFIX}/photos/thumb/${encodeURIComponent(key)}`}
            alt={`Saved photo ${index + 1}`}
            sx={{ width: PHOTO_THUMB_WIDTH, borderRadius: 1, display: 'block' }}
          />
          <IconButton
            size="small"
            aria-label={`Remove saved photo ${index + 1}`}
            onClick={() => onRemove(key)}
            sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(0,0,0,0.6)' }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Stack>
  );
}
