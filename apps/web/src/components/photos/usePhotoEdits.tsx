import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import type { PhotoEdits } from '../../core/photos';
import { PhotoPicker } from './PhotoPicker';
import { SavedPhotos } from './SavedPhotos';

/**
 * The Photos part of a record's form: the photos it already holds (`saved`, on edit) with their remove buttons,
 * and the picker for new ones within the record's limit.
 */
export function usePhotoEdits(saved: readonly string[]): {
  edits: PhotoEdits;
  changed: boolean;
  section: ReactNode;
} {
  const [added, setAdded] = useState<Blob[]>([]);
  const [kept, setKept] = useState<readonly string[]>(saved);
  const section = (
    <>
      <Typography variant="subtitle1">Photos</Typography>
      {kept.length > 0 && (
        <SavedPhotos keys={kept} onRemove={(key) => setKept((keys) => keys.filter((k) => k !== key))} />
      )}
      <Box>
        <PhotoPicker photos={added} onChange={setAdded} saved={kept.length} />
      </Box>
    </>
  );
  const removedKeys = saved.filter((key) => !kept.includes(key));
  return { edits: { added, removedKeys }, changed: added.length > 0 || removedKeys.length > 0, section };
}
