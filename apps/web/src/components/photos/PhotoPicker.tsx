import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMERA_QUALITY,
  IMAGE_RESIZE_MAX,
  IMAGE_RESIZE_QUALITY,
  MESSAGES,
  PHOTO_THUMB_WIDTH,
  PHOTOS_MAX,
} from '@verge/domain';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { useIsMobileDevice } from '../../base/useMobile';

/** The offered files a record takes (images, up to 8 with those it holds) and why each other one was refused. */
export function offeredPhotos(
  files: readonly File[],
  current: number,
): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) refused.push(`${file.name} is not an image`);
    else if (current + accepted.length >= PHOTOS_MAX)
      refused.push(`${file.name} was not added: ${PHOTOS_MAX} Photo Maximum`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The JPEG quality a photo is saved at: camera captures at 60 (spec 1), uploaded images at 0.8. */
export function photoQuality(fromCamera: boolean): number {
  return fromCamera ? CAMERA_QUALITY / 100 : IMAGE_RESIZE_QUALITY;
}

/** Resize to at most 4096×4096 at the given quality (browser-image-compression, loaded on first use). */
export async function resizePhoto(file: File, quality: number): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: IMAGE_RESIZE_MAX,
    initialQuality: quality,
    useWebWorker: true,
    fileType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
  });
}

export interface PhotoPickerProps {
  /** New photos picked in this form. */
  photos: readonly Blob[];
  onChange: (photos: Blob[]) => void;
  /** Photos the record already holds (an edit); they count towards the 8. */
  saved?: number;
}

/**
 * Photos of a record: image files only (a refused file is named, with the reason), at most 8 with those it already
 * holds ('n / 8'; Add Photos reads '8 Photo Maximum' at the limit), each resized to 4096 px. On a mobile device Take
 * Photo opens the camera (saved at quality 60); Add Photos chooses existing photos, several at once (at 0.8).
 */
export function PhotoPicker({ photos, onChange, saved = 0 }: PhotoPickerProps) {
  const notify = useNotify();
  const mobile = useIsMobileDevice();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const urls = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  const count = saved + photos.length;
  const full = count >= PHOTOS_MAX;

  const add = async (files: File[], fromCamera: boolean) => {
    const { accepted: images, refused: notAdded } = offeredPhotos(files, count);
    setRefused(notAdded);
    if (images.length === 0) return;
    setBusy(true);
    const added: Blob[] = [];
    try {
      for (const image of images) added.push(await resizePhoto(image, photoQuality(fromCamera)));
    } catch (error) {
      console.error('Photo processing failed', error);
      notify(MESSAGES.photoLoadError, 'error');
    } finally {
      setBusy(false);
    }
    if (added.length > 0) onChange([...photos, ...added]);
  };
  const picked = (fromCamera: boolean) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so the same file chosen again is offered again.
    event.target.value = '';
    void add(files, fromCamera);
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {/* A desktop browser has no camera to offer: its file chooser would open instead. */}
        {mobile && !full && (
          <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={busy}>
            Take Photo
            <input
              hidden
              type="file"
              accept="image/*"
              capture="environment"
              onChange={picked(true)}
              data-testid="camera-input"
            />
          </Button>
        )}
        <Button component="label" variant="outlined" startIcon={<PhotoLibraryIcon />} disabled={full || busy}>
          {full ? `${PHOTOS_MAX} Photo Maximum` : 'Add Photos'}
          <input
            hidden
            type="file"
            accept="image/*"
            multiple
            onChange={picked(false)}
            data-testid="photo-input"
          />
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="photo-count">
          {count} / {PHOTOS_MAX}
        </Typography>
      </Stack>
      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])} sx={{ mb: 1 }} data-testid="photos-refused">
          {refused.map((reason) => (
            <div key={reason}>{reason}</div>
          ))}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {urls.map((url, index) => (
          <Box key={url} sx={{ position: 'relative', width: PHOTO_THUMB_WIDTH }}>
            <Box
              component="img"
              src={url}
              alt={`Photo ${index + 1}`}
              sx={{ width: PHOTO_THUMB_WIDTH, borderRadius: 1, display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onChange(photos.filter((_p, i) => i !== index))}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(0,0,0,0.6)' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
