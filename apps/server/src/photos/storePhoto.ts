import { randomUUID } from 'node:crypto';
import { PHOTO_THUMB_WIDTH } from '@verge/domain';
import sharp from 'sharp';
import { ApiError } from '../errors';
import type { DecodeTurn } from './photoDecodes';
import { bufferContent, fileContent, type PhotoStore } from './photoStore';
import type { UploadedFile } from './uploadSpool';

/** What a refused upload says: not an image, or one that does not decode. */
export const PHOTO_UNREADABLE = 'The photo could not be read';

/**
 * The most pixels a photo may have, checked in its header before anything is decoded (sharp's own default,
 * 268 MP, let a 400 KB PNG cost a second of CPU and 130 MB). The app sends photos resized to at most
 * IMAGE_RESIZE_MAX² (16.8 MP); 50 MP leaves room for other clients' full-size camera photos.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
export const PHOTO_TOO_MANY_PIXELS = `The photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`;

// Each upload is a new image read once: libvips' operation cache would only hold memory, and its open-file
// cache the space of spool files already deleted.
sharp.cache(false);

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

const unreadable = () => new ApiError('unsupported_media_type', PHOTO_UNREADABLE);

/** The image's format as stored, from its header alone: 415 unless an image, 413 past PHOTO_MAX_PIXELS. */
async function checkHeader(input: string | Buffer): Promise<{ extension: string; format: string }> {
  // Only the header is read here; sharp's own limit would refuse a bomb too, but as any other failure (415).
  const { format, width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const extension = format ? EXTENSIONS[format] : undefined;
  if (!format || !extension || !width || !height) throw unreadable();
  if (width * height > PHOTO_MAX_PIXELS) throw new ApiError('too_large', PHOTO_TOO_MANY_PIXELS);
  return { extension, format };
}

/**
 * Decode the whole image (not just its header) into a thumbnail: a corrupt file fails here (415), not later.
 * libvips checks the pixel limit again as it decodes, whatever the header said.
 */
const thumbnailOf = (input: string | Buffer): Promise<Buffer> =>
  sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, sequentialRead: true })
    .rotate()
    .resize({ width: PHOTO_THUMB_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });

const now: DecodeTurn = (decode) => decode();

/**
 * Check that the bytes really are an image (whatever the client claimed) of at most PHOTO_MAX_PIXELS that
 * decodes whole, store the original and a 150-px-wide JPEG thumbnail, and return the new key. Not an image, or
 * a corrupt one: 415; too many pixels: 413, told by the header, nothing decoded. The decode waits for a `turn`
 * (photoDecodes.ts; the demo seed decodes at once). The key is a random uuid (122 random bits): it is what
 * makes a photo's file URL unguessable.
 */
export async function storePhoto(
  store: PhotoStore,
  input: PhotoInput,
  turn: DecodeTurn = now,
): Promise<StoredPhoto> {
  const inMemory = Buffer.isBuffer(input);
  const source = inMemory ? input : input.path;
  const { extension, format } = await checkHeader(source);
  const thumbnail = await turn(() => thumbnailOf(source));
  const key = `${randomUUID()}.${extension}`;
  const content = inMemory ? bufferContent(input) : fileContent(input.path, input.size);
  await store.put(key, content, thumbnail);
  return {
    key,
    contentType: extension === 'jpg' ? 'image/jpeg' : `image/${format}`,
    byteSize: content.size,
  };
}
