import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { API_PREFIX, ISSUE_DETAIL_EMPTY, PHOTO_THUMB_WIDTH } from '@verge/domain';
import { useEffect, useState } from 'react';
import { environment, photoBlob, useQueuedPhotoCommands } from '../../core/photos';

/** The address of a stored photo: its 150-wide thumbnail or the full file. */
export function photoUrl(variant: 'thumb' | 'file', key: string): string {
  return `${environment.baseUrl}${API_PREFIX}/photos/${variant}/${encodeURIComponent(key)}`;
}

interface ShownPhoto {
  key: string;
  thumb: string;
  full: string;
  queued: boolean;
}

/** Photos of this record still waiting in the outbox (taken offline), as object URLs while shown. */
function useQueuedPhotos(parentUuid: string): ShownPhoto[] {
  const commands = useQueuedPhotoCommands(parentUuid);
  const [photos, setPhotos] = useState<ShownPhoto[]>([]);
  useEffect(() => {
    const shown = (commands ?? []).flatMap((item) => {
      if (!item.photo) return [];
      const url = URL.createObjectURL(photoBlob(item.photo));
      return [{ key: item.uuid, thumb: url, full: url, queued: true }];
    });
    setPhotos(shown);
    return () => {
      for (const photo of shown) URL.revokeObjectURL(photo.full);
    };
  }, [commands]);
  return photos;
}

/**
 * Thumbnails 150 wide of a record's photos (an issue's or an inspection's, by the record's uuid); a click shows the
 * full photo. Queued ones say 'Awaiting Sync'.
 */
export function RecordPhotos({ uuid, keys }: { uuid: string; keys: readonly string[] }) {
  const queued = useQueuedPhotos(uuid);
  const [open, setOpen] = useState<ShownPhoto | null>(null);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const photos: ShownPhoto[] = [
    ...keys.map((key) => ({
      key,
      thumb: photoUrl('thumb', key),
      full: photoUrl('file', key),
      queued: false,
    })),
    ...queued,
  ];
  if (photos.length === 0) return <Typography>{ISSUE_DETAIL_EMPTY.photos}</Typography>;
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="record-photos">
        {photos.map((photo, index) => (
          <Stack key={photo.key} spacing={0.5} sx={{ width: PHOTO_THUMB_WIDTH }}>
            <ButtonBase
              onClick={() => setOpen(photo)}
              aria-label={`Open photo ${index + 1}`}
              sx={{ borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={photo.thumb}
                alt={`Photo ${index + 1}`}
                loading="lazy"
                sx={{ width: PHOTO_THUMB_WIDTH, display: 'block' }}
              />
            </ButtonBase>
            {photo.queued && (
              <Typography variant="caption" color="warning.main">
                Awaiting Sync
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg" fullScreen={small}>
        <DialogTitle sx={{ pr: 6 }}>
          Photo
          <IconButton
            aria-label="Close photo"
            onClick={() => setOpen(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        {open && (
          <Box
            component="img"
            src={open.full}
            alt="Full photo"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: small ? 'none' : '80vh', mx: 'auto' }}
          />
        )}
      </Dialog>
    </>
  );
}
