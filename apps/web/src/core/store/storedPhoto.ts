import Dexie, { type Transaction } from 'dexie';

/**
 * A photo as the device stores it: its bytes, type and name. Not a Blob or File: WebKit's IndexedDB refuses those in
 * an ephemeral profile (Safari's Private Browsing) and has refused them in other cases in past releases, while every
 * engine stores an ArrayBuffer. A Blob is made again only to show or send the photo.
 */
export interface StoredPhoto {
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

const DEFAULT_TYPE = 'image/jpeg';

/** A photo whose file could not be read (moved or deleted since it was chosen, or the browser refused). */
export class PhotoUnreadableError extends Error {
  override readonly name = 'PhotoUnreadableError';
}

/** Read a taken or chosen photo into storable bytes: before a transaction, which cannot wait on a file read. */
export async function storePhoto(file: Blob): Promise<StoredPhoto> {
  const bytes = await file.arrayBuffer().catch((cause: unknown) => {
    throw new PhotoUnreadableError('A photo could not be read', { cause });
  });
  return { bytes, type: file.type || DEFAULT_TYPE, name: fileName(file) || 'photo.jpg' };
}

/** A File's name; read by shape, since a Blob read back from IndexedDB may come from another realm. */
const fileName = (file: Blob): string | undefined => (file as Partial<File>).name;

/** Whether a stored value is a Blob (or File): by shape, for the same reason. */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';

export function storePhotos(files: readonly Blob[]): Promise<StoredPhoto[]> {
  return Promise.all(files.map(storePhoto));
}

export function photoBlob(photo: StoredPhoto): Blob {
  return new Blob([photo.bytes], { type: photo.type });
}

/**
 * v5 → v6: photo uploads queued as Blobs (before v6) hold their bytes instead. A Blob the engine can no longer read
 * stays as it was (nothing is deleted) and its upload is refused by the server with a reason the user sees.
 */
export async function migrateQueuedPhotosToBytes(tx: Transaction): Promise<void> {
  const outbox = tx.table('outbox');
  const queued = await outbox.where('call').equals('photosUpload').toArray();
  for (const row of queued) {
    if (!isBlob(row.blob)) continue;
    try {
      // waitFor keeps the upgrade's transaction alive while the Blob is read, which is not an IndexedDB request.
      const photo = await Dexie.waitFor(storePhoto(row.blob));
      await outbox.update(row.seq, { photo, blob: undefined });
    } catch (error) {
      console.error('A queued photo could not be read while upgrading the local store', error);
    }
  }
}
