import { randomUUID } from 'node:crypto';
import { PHOTO_THUMB_WIDTH } from '@verge/domain';
import sharp from 'sharp';
import { ApiError } from '../errors';
import type { PhotoStore } from './photoStore';

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

/**
 * Check that the bytes really are an image (whatever the client claimed), store the original and a
 * 150-px-wide JPEG thumbnail, and return the new key. Not an image: 415.
 */
export async function storePhoto(store: PhotoStore, bytes: Buffer): Promise<StoredPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  const extension = format ? EXTENSIONS[format] : undefined;
  if (!extension) throw new ApiError('unsupported_media_type', 'The file is not a supported image');
  const thumbnail = await sharp(bytes)
    .rotate()
    .resize({ width: PHOTO_THUMB_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  const key = `${randomUUID()}.${extension}`;
  await store.put(key, bytes, thumbnail);
  return { key, contentType: extension === 'jpg' ? 'image/jpeg' : `image/${format}`, byteSize: bytes.length };
}
