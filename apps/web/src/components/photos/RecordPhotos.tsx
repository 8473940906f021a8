import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { API_PREFIX, ISSUE_DETAIL_EMPTY, PHOTO_THUMB_WIDTH } from '@verge/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { pendingChangePath } from '../../base/paths';
import { useNotify } from '../../base/snackbar';
import { useNow } from '../../base/useNow';
import { useQueueFacts } from '../../base/useQueueFacts';
import { discardCommand } from '../../core/outbox';
import { environment, photoBlob, useQueuedPhotoCommands } from '../../core/photos';
import { retryCommand } from '../../core/sync';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { PhotoStatusCaption } from './PhotoStatusCaption';
import { type PhotoStatus, type QueuedPhoto, queuedPhotoStatus, uploadedCountText } from './photoStatus';

/** The address of a stored photo: its 150-wide thumbnail or the full file. */
export function photoUrl(variant: 'thumb' | 'file', key: string): string {
  return `${environment.baseUrl}${API_PREFIX}/photos/${variant}/${encodeURIComponent(key)}`;
}

/** A queued upload of the record: its outbox row, and its stored bytes as an object URL while shown. */
interface QueuedShown {
  command: QueuedPhoto & { uuid: string };
  url: string | null;
}

interface ShownPhoto {
  key: string;
  /** Null when the device holds no bytes to show. */
  url: { thumb: string; full: string } | null;
  status: PhotoStatus;
  /** The queued upload, for the photos not on the server yet. */
  queued: QueuedShown['command'] | null;
}

/**
 * Photos of this record still waiting in the outbox, with one object URL per upload for as long as it is queued:
 * its row changes at each attempt, and a URL made again each time would revoke the one an image is still loading,
 * which would read as bytes the browser cannot draw.
 */
function useQueuedPhotos(parentUuid: string): QueuedShown[] {
  const commands = useQueuedPhotoCommands(parentUuid);
  const urls = useRef(new Map<string, string>());
  const [queued, setQueued] = useState<QueuedShown[]>([]);
  useEffect(() => {
    const kept = new Map<string, string>();
    for (const command of commands ?? []) {
      if (!command.photo) continue;
      kept.set(command.uuid, urls.current.get(command.uuid) ?? URL.createObjectURL(photoBlob(command.photo)));
    }
    for (const [uuid, url] of urls.current) if (!kept.has(uuid)) URL.revokeObjectURL(url);
    urls.current = kept;
    setQueued((commands ?? []).map((command) => ({ command, url: kept.get(command.uuid) ?? null })));
  }, [commands]);
  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
      urls.current = new Map();
    },
    [],
  );
  return queued;
}

/**
 * A record's photos (an issue's or an inspection's, by the record's uuid) as thumbnails 150 wide, a click showing
 * the full photo, each with its status (photoStatus.ts), and above them 'n of m photos uploaded'. A waiting photo
 * links to its entry on Pending changes; a refused one can be retried or removed here, one the device cannot
 * read only removed.
 */
export function RecordPhotos({ uuid, keys }: { uuid: string; keys: readonly string[] }) {
  const queued = useQueuedPhotos(uuid);
  const queueFacts = useQueueFacts();
  const { online } = queueFacts;
  const notify = useNotify();
  const [open, setOpen] = useState<ShownPhoto | null>(null);
  const [removing, setRemoving] = useState<ShownPhoto | null>(null);
  // Uploads whose stored bytes the browser could not draw, by the upload's uuid.
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());
  // Server photos whose thumbnail did not load (offline, and not kept by the service worker), by key; tried
  // again when the connection comes back.
  const [unloaded, setUnloaded] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (online) setUnloaded((failed) => (failed.size > 0 ? new Set() : failed));
  }, [online]);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const photos: ShownPhoto[] = [
    ...keys.map((key) => ({
      key,
      url: { thumb: photoUrl('thumb', key), full: photoUrl('file', key) },
      status: { state: 'uploaded' } as const,
      queued: null,
    })),
    ...queued.map(({ command, url }) => ({
      key: command.uuid,
      url: url ? { thumb: url, full: url } : null,
      status: queuedPhotoStatus(command, { ...queueFacts, unreadable: unreadable.has(command.uuid) }),
      queued: command,
    })),
  ];
  const now = useNow(photos.some((photo) => photo.status.state === 'retrying'));
  if (photos.length === 0) return <Typography>{ISSUE_DETAIL_EMPTY.photos}</Typography>;

  const remove = async () => {
    const seq = removing?.queued?.seq;
    setRemoving(null);
    if (seq === undefined) return;
    try {
      await discardCommand(seq);
      notify('Photo removed.', 'success');
    } catch (error) {
      console.error('Removing a queued photo failed', error);
      notify('The photo could not be removed.', 'error');
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="photo-upload-count">
        {uploadedCountText(photos.map((photo) => photo.status))}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }} data-testid="record-photos">
        {photos.map((photo, index) => {
          const { status, queued: command } = photo;
          const name = `Photo ${index + 1}`;
          return (
            <Stack
              key={photo.key}
              role="group"
              aria-label={name}
              spacing={0.75}
              useFlexGap
              sx={{ width: PHOTO_THUMB_WIDTH }}
            >
              {photo.url && status.state !== 'notStored' && !unloaded.has(photo.key) ? (
                <ButtonBase
                  onClick={() => setOpen(photo)}
                  aria-label={`Open photo ${index + 1}`}
                  sx={{ borderRadius: 1, overflow: 'hidden' }}
                >
                  <Box
                    component="img"
                    src={photo.url.thumb}
                    alt={name}
                    loading="lazy"
                    onError={() =>
                      (command ? setUnreadable : setUnloaded)((set) => new Set(set).add(photo.key))
                    }
                    sx={{ width: PHOTO_THUMB_WIDTH, display: 'block' }}
                  />
                </ButtonBase>
              ) : (
                <Stack
                  role="img"
                  aria-label={`${name}, ${command ? 'not on this device' : 'not loaded'}`}
                  spacing={0.5}
                  sx={{
                    height: 100,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  <BrokenImageIcon color="disabled" fontSize="large" />
                  {!command && (
                    <Typography variant="caption" color="text.secondary">
                      {online ? 'Not loaded' : 'Shown when online'}
                    </Typography>
                  )}
                </Stack>
              )}
              <PhotoStatusCaption status={status} nowMs={now} />
              {command && (status.state === 'refused' || status.state === 'notStored') && (
                <Stack direction="row" spacing={0.5}>
                  {status.state === 'refused' && (
                    <Button size="small" variant="outlined" onClick={() => void retryCommand(command.seq!)}>
                      Retry
                    </Button>
                  )}
                  <Button size="small" color="error" variant="outlined" onClick={() => setRemoving(photo)}>
                    Remove
                  </Button>
                </Stack>
              )}
              {command && (
                // Its text lines up with the caption's; the padding keeps the tap target (the photo's Stack uses gaps,
                // not margins, so the negative margin holds).
                <Button
                  size="small"
                  component={RouterLink}
                  to={pendingChangePath(command.uuid)}
                  sx={{ alignSelf: 'flex-start', px: 0.5, ml: -0.5 }}
                >
                  Pending changes
                </Button>
              )}
            </Stack>
          );
        })}
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
        {open?.url && (
          <Box
            component="img"
            src={open.url.full}
            alt="Full photo"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: small ? 'none' : '80vh', mx: 'auto' }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title="Remove photo"
        message="Remove this photo? It has not reached the server and is removed from this device."
        confirmLabel="Remove"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
