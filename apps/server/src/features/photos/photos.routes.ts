import type { CallOutput } from '@verge/domain';
import type { AppContext } from '../../context';
import type { CallContext, Handler, Handlers } from '../../http/handlers';
import type { StoredPhoto } from '../../photos/storePhoto';
import { addPhotoToExisting, discardPhoto, removePhoto, stagePhoto, uploadPhoto } from './photos.service';

type UploadCall = 'photosUpload' | 'photosAddToExisting';

/**
 * An upload call in two steps: before the transaction its file is checked, decoded and stored (stagePhoto);
 * in it, `record` writes the row and answers the photo's key. Unless the transaction commits a row with these
 * very files, they are removed again: a refused or rolled-back command, a retry answered from the ledger or
 * with the key stored before, a concurrent twin that recorded the uuid first.
 */
function photoUpload<N extends UploadCall>(
  app: AppContext,
  record: (context: CallContext<N>, stored: StoredPhoto) => Promise<string>,
): Handler<N> {
  const staged = new WeakMap<CallContext<N>, { stored: StoredPhoto; recorded: boolean }>();
  const handler = async (context: CallContext<N>) => {
    const photo = staged.get(context);
    if (!photo) throw new Error('An upload call ran without its staged photo');
    const key = await record(context, photo.stored);
    photo.recorded = key === photo.stored.key;
    // Both upload calls answer photoUploadedSchema.
    return { success: true, key } as CallOutput<N>;
  };
  return Object.assign(handler, {
    beforeTransaction: async (context: CallContext<N>, transact: () => Promise<string>) => {
      const photo = { stored: await stagePhoto(app, context.body), recorded: false };
      staged.set(context, photo);
      let kept = false;
      try {
        const answer = await transact();
        kept = photo.recorded;
        return answer;
      } finally {
        if (!kept) await discardPhoto(app, photo.stored);
      }
    },
  });
}

export function photosHandlers(app: AppContext): Handlers {
  return {
    photosUpload: photoUpload(app, ({ input, viewer }, stored) => uploadPhoto(app, viewer, input, stored)),
    photosAddToExisting: photoUpload(app, ({ input, viewer }, stored) =>
      addPhotoToExisting(app, viewer, input, stored),
    ),
    photosRemove: async ({ input, viewer }) => {
      await removePhoto(app, viewer, input);
      return { success: true };
    },
  };
}
