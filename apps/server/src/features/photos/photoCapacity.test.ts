import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES, type UploadPhotoRequest } from '@verge/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../../test/failingDisk';
import { call, command, createTestApp, newIssue, type TestApp, testImage } from '../../../test/testApp';
import { createWorld, setupWorld, type TestUser, type World } from '../../../test/world';
import { firstRow } from '../../db/sql';
import { DECODES_BUSY_RETRY_SECONDS, photoDecodes } from '../../photos/photoDecodes';
import type { PhotoStore } from '../../photos/photoStore';
import { PHOTO_TOO_MANY_PIXELS } from '../../photos/storePhoto';

/**
 * Issue 36 point 6: a photo is checked, decoded and stored before its command's transaction, which only
 * records it; decodes are limited per instance; health never waits behind uploads (the pool's bounded wait:
 * db/poolTimeout.test.ts).
 */
let app: TestApp;
let world: World;
let jpeg: Buffer;
setupWorld(async (started) => {
  ({ app, world } = started);
  jpeg = await testImage(400, 300);
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A decompression bomb: a PNG of a few dozen bytes whose header declares `width`×`height` pixels. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), …, CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function newIssueOf(
  target: TestApp,
  user: TestUser,
  areaId: number,
): Promise<{ id: number; uuid: string }> {
  const res = await call(target, 'issuesCreate', newIssue(areaId, user.id), user.token);
  expect(res.status).toBe(200);
  return res.body;
}

const photoRequest = (parentUuid: string): UploadPhotoRequest => ({
  uuid: randomUUID(),
  targetType: 'vegetation-issue',
  parentUuid,
  fileType: 'image/jpeg',
});

const upload = (
  target: TestApp,
  request: UploadPhotoRequest,
  user: TestUser,
  bytes = jpeg,
  contentType = 'image/jpeg',
) => call(target, 'photosUpload', request, user.token, { bytes, contentType });

/** Every file under the app's photo store and its spool folder. */
const storedFiles = async (target: TestApp) => [
  ...(await filesUnder(join(target.config.dataDir, 'photos'))),
  ...(await filesUnder(join(target.config.dataDir, 'uploads'))),
];

const photoRows = async (uuid: string) =>
  (
    await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM photos WHERE uuid = ${uuid}`,
    )
  )?.n;

/** A store whose writes wait for `open()`: uploads that stay in flight as long as a test needs. */
function gatedStore(store: PhotoStore) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let waiting = 0;
  const gated: PhotoStore = {
    ...store,
    put: async (...args) => {
      waiting++;
      await gate;
      return store.put(...args);
    },
  };
  return { store: gated, open, waiting: () => waiting };
}

/** The answer of `request`, or null when it takes longer than `ms`. */
const within = <T>(request: Promise<T>, ms: number) => Promise.race([request, sleep(ms).then(() => null)]);

describe('a photo checked before its transaction', () => {
  it('refuses a decompression bomb (a tiny PNG declaring 20000×20000) with 413 at once, storing nothing', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(app, field, world.client.areaIds[0]);
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const filesBefore = await storedFiles(app);
    const request = photoRequest(issue.uuid);
    const started = performance.now();
    const res = await upload(app, request, field, bomb, 'image/png');
    expect(performance.now() - started).toBeLessThan(500);
    expect(res.status).toBe(413);
    expect(res.error?.message).toBe(PHOTO_TOO_MANY_PIXELS);
    expect(await storedFiles(app)).toEqual(filesBefore);
    expect(await photoRows(request.uuid)).toBe(0);
  });

  it('stores a retried command (same Idempotency-Key) once, keeping no files of the retry', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(app, field, world.client.areaIds[0]);
    const request = photoRequest(issue.uuid);
    const filesBefore = (await storedFiles(app)).length;
    const key = randomUUID();
    const file = { bytes: jpeg, contentType: 'image/jpeg' };
    const first = await command(app, 'photosUpload', request, field.token, key, file);
    expect(first.status).toBe(200);
    const again = await command(app, 'photosUpload', request, field.token, key, file);
    expect(again.body).toEqual(first.body);
    // And the same photo under a new key (a client that lost the answer and queued it afresh).
    const anew = await command(app, 'photosUpload', request, field.token, randomUUID(), file);
    expect(anew.body).toEqual(first.body);
    expect(await photoRows(request.uuid)).toBe(1);
    // The original and its thumbnail, nothing else.
    expect((await storedFiles(app)).length).toBe(filesBefore + 2);
  });

  it('removes the files again when the transaction refuses the photo or rolls back after recording it', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(app, field, world.client.areaIds[0]);
    const filesBefore = await storedFiles(app);
    // Refused in the transaction, before the row: the issue is not the caller's.
    expect((await upload(app, photoRequest(issue.uuid), world.provider.field)).status).toBe(403);
    // Refused at commit, after the row was written: a deferred trigger fails the transaction.
    const doomed = photoRequest(issue.uuid);
    await app.context.handle.exec(`
      CREATE FUNCTION refuse_doomed_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.uuid = '${doomed.uuid}' THEN RAISE EXCEPTION 'refused at commit'; END IF;
        RETURN NEW;
      END $$;
      CREATE CONSTRAINT TRIGGER refuse_doomed_photo AFTER INSERT ON photos
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_doomed_photo();`);
    try {
      const res = await command(app, 'photosUpload', doomed, field.token, randomUUID(), {
        bytes: jpeg,
        contentType: 'image/jpeg',
      });
      expect(res.status).toBe(400);
    } finally {
      await app.context.handle.exec(
        'DROP TRIGGER refuse_doomed_photo ON photos; DROP FUNCTION refuse_doomed_photo()',
      );
    }
    expect(await photoRows(doomed.uuid)).toBe(0);
    expect(await storedFiles(app)).toEqual(filesBefore);
  });
});

describe('uploads in flight', () => {
  it('leave /api/health answering within a second while 12 uploads wait on a slow store', async () => {
    const { field } = world.client;
    const issues = await Promise.all(
      Array.from({ length: 2 }, () => newIssueOf(app, field, world.client.areaIds[0])),
    );
    const working = app.context.photos;
    const slow = gatedStore(working);
    app.context.photos = slow.store;
    try {
      // Six per issue: a record holds at most 8 photos.
      const uploads = Array.from({ length: 12 }, (_, i) =>
        upload(app, photoRequest(issues[i % 2].uuid), field),
      );
      for (let i = 0; i < 60 && slow.waiting() < 12; i++) await sleep(50);
      expect(slow.waiting()).toBe(12);
      const started = performance.now();
      const health = await within(call(app, 'health', undefined), 2_000);
      expect(health?.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
      slow.open();
      expect((await Promise.all(uploads)).map((res) => res.status)).toEqual(Array(12).fill(200));
    } finally {
      slow.open();
      app.context.photos = working;
    }
  });
});

describe('an instance out of decode turns', () => {
  let small: TestApp;
  let smallWorld: World;
  beforeAll(async () => {
    small = await createTestApp({ photoDecodes: { concurrent: 1, waiting: 0 } });
    smallWorld = await createWorld(small);
  });
  afterAll(() => small.close());

  it('answers an upload 503 with Retry-After when every decode turn is taken, storing nothing', async () => {
    const { field } = smallWorld.client;
    const issue = await newIssueOf(small, field, smallWorld.client.areaIds[0]);
    let release = () => {};
    const busy = photoDecodes(small.config)(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const filesBefore = await storedFiles(small);
    try {
      const res = await upload(small, photoRequest(issue.uuid), field);
      expect(res.status).toBe(503);
      expect(res.error?.message).toBe(MESSAGES.serverBusy);
      expect(res.headers['retry-after']).toBe(String(DECODES_BUSY_RETRY_SECONDS));
      expect(await storedFiles(small)).toEqual(filesBefore);
    } finally {
      release();
      await busy;
    }
    expect((await upload(small, photoRequest(issue.uuid), field)).status).toBe(200);
  });
});
