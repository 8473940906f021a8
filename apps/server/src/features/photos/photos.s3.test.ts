import { randomUUID } from 'node:crypto';
import { API_PREFIX, MESSAGES, PHOTO_THUMB_WIDTH } from '@verge/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3Server';
import { call, newIssue, type TestApp, testImage } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { firstRow } from '../../db/sql';
import { s3PhotoStore } from '../../photos/s3PhotoStore';

/** The photo routes with PHOTO_STORE=s3, against a real S3-protocol server (s3rver). */
let s3: TestS3Server;
let app: TestApp;
let world: World;
beforeAll(async () => {
  s3 = await startS3Server();
});
setupWorld(
  (started) => {
    ({ app, world } = started);
  },
  () => ({ photoStore: { kind: 's3', ...s3.settings } }),
);
afterAll(() => s3?.close());

const get = (url: string) => app.server.inject({ method: 'GET', url: `${API_PREFIX}${url}` });

describe('photos in an S3 store', () => {
  it('uploads, makes the thumbnail, serves both and the base64 file, and hides on remove', async () => {
    const { field } = world.client;
    const issue = (await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], field.id), field.token))
      .body;
    const jpeg = await testImage(800, 600);
    const request = {
      uuid: randomUUID(),
      targetType: 'vegetation-issue' as const,
      parentUuid: issue.uuid,
      fileType: 'image/jpeg' as const,
    };
    const file = { bytes: jpeg, contentType: 'image/jpeg' };
    const res = await call(app, 'photosUpload', request, field.token, file);
    expect(res.status).toBe(200);
    const { key } = res.body;
    expect((await s3.keys()).sort()).toEqual([`originals/${key}`, `thumbnails/${key}`]);
    expect((await call(app, 'photosUpload', request, field.token, file)).body.key).toBe(key);

    const original = await get(`/photos/file/${key}`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-length']).toBe(String(jpeg.length));
    expect(original.rawPayload.equals(jpeg)).toBe(true);
    const thumb = await get(`/photos/thumb/${key}`);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(PHOTO_THUMB_WIDTH);
    const image = await call(app, 'issuesImage', { key }, field.token);
    expect(Buffer.from(image.body.file, 'base64').equals(jpeg)).toBe(true);

    const removed = await call(
      app,
      'photosRemove',
      { targetType: 'vegetation-issue', parentId: issue.id, fileKey: key },
      field.token,
    );
    expect(removed.status).toBe(200);
    expect((await get(`/photos/file/${key}`)).statusCode).toBe(404);
  });

  it('answers 503 with the store text when S3 fails, and keeps no row', async () => {
    const { field } = world.client;
    const issue = (await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], field.id), field.token))
      .body;
    const before = await s3.keys();
    const request = {
      uuid: randomUUID(),
      targetType: 'vegetation-issue' as const,
      parentUuid: issue.uuid,
      fileType: 'image/jpeg' as const,
    };
    const working = app.context.photos;
    app.context.photos = s3PhotoStore({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      const res = await call(app, 'photosUpload', request, field.token, {
        bytes: await testImage(),
        contentType: 'image/jpeg',
      });
      expect(res.status).toBe(503);
      expect(res.error?.message).toBe(MESSAGES.photoStoreUnavailable);
    } finally {
      app.context.photos = working;
    }
    expect(await s3.keys()).toEqual(before);
    const rows = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM photos WHERE uuid = ${request.uuid}`,
    );
    expect(rows?.n).toBe(0);
    const retry = await call(app, 'photosUpload', request, field.token, {
      bytes: await testImage(),
      contentType: 'image/jpeg',
    });
    expect(retry.status).toBe(200);
  });
});
