import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

export type PhotoVariant = 'original' | 'thumbnail';

/** Bytes to store, with their length known up front; `open` may be called again for a second read. */
export interface PhotoContent {
  size: number;
  open(): Readable;
}

/** A stored file as the store hands it out: a stream, never the whole body in memory. */
export interface StoredFile {
  size: number;
  body: Readable;
}

/**
 * Where photo bytes live: disk (diskPhotoStore.ts) or S3-compatible (s3PhotoStore.ts), chosen by
 * PHOTO_STORE. Nothing is kept in process memory, so replicas can share one store.
 */
export interface PhotoStore {
  /**
   * Store the original and its thumbnail under `key`: both complete and of the stated length, or neither.
   * A full store answers 507, a read-only or unreachable one 503 (photoStoreErrors.ts).
   */
  put(key: string, original: PhotoContent, thumbnail: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string, variant: PhotoVariant): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server (uuid + extension); anything else is refused before touching the store. */
export const PHOTO_KEY_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|webp|heic|gif)$/;

export const bufferContent = (bytes: Buffer): PhotoContent => ({
  size: bytes.length,
  open: () => Readable.from([bytes]),
});

export const fileContent = (path: string, size: number): PhotoContent => ({
  size,
  open: () => createReadStream(path),
});

/** A stored file read whole, for the callers that need all of it (base64 answers, PDF reports). */
export async function readPhoto(
  store: PhotoStore,
  key: string,
  variant: PhotoVariant,
): Promise<Buffer | null> {
  const file = await store.get(key, variant);
  return file ? buffer(file.body) : null;
}
