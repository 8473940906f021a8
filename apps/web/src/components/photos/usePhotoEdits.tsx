import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { PhotoPicker } from './PhotoPicker';
import { SavedPhotos } from './SavedPhotos';

/** What a save does to a record's photos: the pictures taken or chosen, and the saved ones removed. */
export interface PhotoEdits {
  added: Blob[];
  removedKeys: string[];
}

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
  return {
    edits: { added, removedKeys: saved.filter((key) => !kept.includes(key)) },
    changed: added.length > 0 || kept.length !== saved.length,
    section,
  };
}
