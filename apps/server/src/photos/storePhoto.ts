import { randomUUID } from 'node:crypto';
import { PHOTO_THUMB_WIDTH } from '@verge/domain';
import sharp from 'sharp';
import { ApiError } from '../errors';
import type { UploadedFile } from '../http/uploadSpool';
import { bufferContent, fileContent, type PhotoStore } from './photoStore';
/** What a refused upload says: not an image, or one that does not decode. */
export const PHOTO_UNREADABLE = 'The photo could not be read';

// Each upload is a new spool file read once: libvips keeping it open would only hold deleted files' space.
sharp.cache({ files: 0 });

const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  heif: 'heic',
  gif: 'gif',
};

export interface StoredPhoto {
  key: string;
  contentType: string;
  byteSize: number;
}

/** A photo to store: an upload spooled to a file, or bytes made in memory (the demo seed). */
export type PhotoInput = UploadedFile | Buffer;

/** Decode the whole image (not just its header) into a thumbnail: a corrupt file fails here, not later. */
async function readImage(
  input: string | Buffer,
): Promise<{ extension: string; format: string; thumbnail: Buffer }> {
  const image = sharp(input);
  const { format } = await image.metadata();
  const extension = format ? EXTENSIONS[format] : undefined;
  if (!format || !extension) throw new Error(`unsupported format ${format}`);
  const thumbnail = await image
    .rotate()
    .resize({ width: PHOTO_THUMB_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { extension, format, thumbnail };
}

/**
 * Check that the bytes really are an image (whatever the client claimed) that decodes whole, store the
 * original and a 150-px-wide JPEG thumbnail, and return the new key. Not an image, or a corrupt one: 415.
 * The key is a random uuid (122 random bits): it is what makes a photo's file URL unguessable.
 */
export async function storePhoto(store: PhotoStore, input: PhotoInput): Promise<StoredPhoto> {
  const inMemory = Buffer.isBuffer(input);
  const image = await readImage(inMemory ? input : input.path).catch(() => {
    throw new ApiError('unsupported_media_type', PHOTO_UNREADABLE);
  });
  const key = `${randomUUID()}.${image.extension}`;
  const content = inMemory ? bufferContent(input) : fileContent(input.path, input.size);
  await store.put(key, content, image.thumbnail);
  return {
    key,
    contentType: image.extension === 'jpg' ? 'image/jpeg' : `image/${image.format}`,
    byteSize: content.size,
  };
}
