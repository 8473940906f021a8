import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import { PHOTO_KEY_PATTERN, type PhotoStore, type PhotoVariant } from './photoStore';
import { storeUnavailable } from './photoStoreErrors';
import { s3Client } from './s3Client';

const PREFIXES: Record<PhotoVariant, string> = { original: 'originals', thumbnail: 'thumbnails' };

/** One part in flight at a time: an upload holds about one part (5 MiB) in memory, never the whole file. */
const PART_SIZE = 5 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Photos as objects `originals/<key>` and `thumbnails/<key>` in one bucket of an S3-compatible store.
 * Uploads stream in parts; reads stream the object's body. Any failure to store is a 503, with both
 * objects taken back.
 */
export function s3PhotoStore(settings: S3Settings): PhotoStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string, variant: PhotoVariant) => {
    if (!PHOTO_KEY_PATTERN.test(key)) throw new Error(`Invalid photo key ${key}`);
    return `${PREFIXES[variant]}/${key}`;
  };
  const remove = async (key: string) => {
    await Promise.all(
      (['original', 'thumbnail'] as const).map((variant) =>
        client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, variant) })),
      ),
    );
  };
  return {
    async put(key, original, thumbnail) {
      const Key = objectKey(key, 'original');
      try {
        await new Upload({
          client,
          params: { Bucket, Key, Body: original.open() },
          partSize: PART_SIZE,
          queueSize: 1,
        }).done();
        const stored = await client.send(new HeadObjectCommand({ Bucket, Key }));
        if (stored.ContentLength !== original.size) {
          throw new Error(`Photo store kept ${stored.ContentLength} bytes of ${original.size}`);
        }
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key, 'thumbnail'),
            Body: thumbnail,
            ContentType: 'image/jpeg',
          }),
        );
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw storeUnavailable(error);
      }
    },
    async get(key, variant) {
      if (!PHOTO_KEY_PATTERN.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key, variant) }));
        return { size: object.ContentLength ?? 0, body: object.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storeUnavailable(error);
      }
    },
    remove,
  };
}
