import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { addPhotoToExisting, removePhoto, uploadPhoto } from './photos.service';

export function photosHandlers(app: AppContext): Handlers {
  return {
    photosUpload: async ({ input, viewer, body }) => ({
      success: true,
      key: await uploadPhoto(app, viewer, input, body),
    }),
    photosAddToExisting: async ({ input, viewer, body }) => ({
      success: true,
      key: await addPhotoToExisting(app, viewer, input, body),
    }),
    photosRemove: async ({ input, viewer }) => {
      await removePhoto(app, viewer, input);
      return { success: true };
    },
  };
}
