import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '@verge/domain';
import { expect, it } from 'vitest';
import { startS3Server } from '../../test/s3Server';
import { loadPhotoStore } from '../config';
import { bufferContent } from './photoStore';
import { photoStoreContract } from './photoStore.contract';
import { s3PhotoStore } from './s3PhotoStore';

photoStoreContract('S3 (s3rver)', async () => {
  const s3 = await startS3Server();
  return { store: s3PhotoStore(s3.settings), everything: s3.keys, close: s3.close };
});

it('answers 503 with the unavailable text when the S3 store cannot be reached', async () => {
  const s3 = await startS3Server();
  const store = s3PhotoStore(s3.settings);
  await s3.close();
  const error = await store
    .put(`${randomUUID()}.jpg`, bufferContent(randomBytes(1000)), randomBytes(100))
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 503, code: 'unavailable', message: MESSAGES.photoStoreUnavailable });
});

it('reads PHOTO_STORE=s3 and its settings, path-style by default with an endpoint, and refuses half a setting', () => {
  expect(loadPhotoStore({})).toEqual({ kind: 'disk' });
  expect(
    loadPhotoStore({
      PHOTO_STORE: 's3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }),
  ).toEqual({
    kind: 's3',
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'photos',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
  });
  expect(loadPhotoStore({ PHOTO_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-1' })).toMatchObject({
    endpoint: null,
    region: 'eu-west-1',
    forcePathStyle: false,
  });
  expect(() => loadPhotoStore({ PHOTO_STORE: 's3' })).toThrow('PHOTO_STORE=s3 needs S3_BUCKET');
  expect(() => loadPhotoStore({ PHOTO_STORE: 'ftp' })).toThrow('PHOTO_STORE must be disk or s3');
});
