import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API_PREFIX,
  type CallInput,
  MESSAGES,
  PHOTO_MAX_BYTES,
  PHOTO_THUMB_WIDTH,
  type UploadPhotoRequest,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { insertCulvertRow, insertInspectionRow } from '../../../test/directRows';
import { filesUnder, fullDisk, refusingDisk } from '../../../test/failingDisk';
import { call, newIssue, type TestApp, testImage } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import { firstRow } from '../../db/sql';
import { diskPhotoStore } from '../../photos/diskPhotoStore';
import { readPhoto } from '../../photos/photoStore';
import { issuesJsonArray } from '../issues';

let app: TestApp;
let world: World;
let jpeg: Buffer;
setupWorld(async (started) => {
  ({ app, world } = started);
  jpeg = await testImage(400, 300);
});

async function newIssueOf(user: TestUser): Promise<{ id: number; uuid: string }> {
  const res = await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], user.id), user.token);
  expect(res.status).toBe(200);
  return res.body;
}

const issueRequest = (parentUuid: string, uuid = randomUUID()): UploadPhotoRequest => ({
  uuid,
  targetType: 'vegetation-issue',
  parentUuid,
  fileType: 'image/jpeg',
});

const upload = (request: UploadPhotoRequest, user?: TestUser, bytes = jpeg, contentType = 'image/jpeg') =>
  call(app, 'photosUpload', request, user?.token, { bytes, contentType });

const photoRow = (key: string) =>
  firstRow<{ hidden: boolean; issue_id: number | null; inspection_id: number | null; user_id: number }>(
    app.context.db,
    sql`SELECT hidden, issue_id, inspection_id, user_id FROM photos WHERE key = ${key}`,
  );

const issueUpdatedAt = async (id: number) =>
  (
    await firstRow<{ t: string }>(
      app.context.db,
      sql`SELECT updated_at::text AS t FROM vegetation_issues WHERE id = ${id}`,
    )
  )?.t;

const photoCount = async (issueId: number) =>
  (
    await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM photos WHERE issue_id = ${issueId} AND NOT hidden`,
    )
  )?.n;

const originals = () => readdir(join(app.config.dataDir, 'photos', 'originals')).catch(() => []);

describe('POST /api/photos/upload', () => {
  it('stores the photo with a 150-px thumbnail served by key, and marks the issue changed', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const before = await issueUpdatedAt(issue.id);
    const res = await upload(issueRequest(issue.uuid), field);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(await photoRow(res.body.key)).toMatchObject({
      hidden: false,
      issue_id: issue.id,
      user_id: field.id,
    });
    expect((await issueUpdatedAt(issue.id))! > before!).toBe(true);

    const thumbnail = await readPhoto(app.context.photos, res.body.key, 'thumbnail');
    expect((await sharp(thumbnail!).metadata()).width).toBe(PHOTO_THUMB_WIDTH);
    const served = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/photos/thumb/${res.body.key}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(PHOTO_THUMB_WIDTH);
  });

  it('answers a retried upload with the same key and stores nothing new', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const request = issueRequest(issue.uuid);
    const first = await upload(request, field);
    const filesBefore = (await originals()).length;
    const again = await upload(request, field);
    expect(again.status).toBe(200);
    expect(again.body.key).toBe(first.body.key);
    expect((await originals()).length).toBe(filesBefore);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM photos WHERE uuid = ${request.uuid}`,
    );
    expect(count?.n).toBe(1);
    const other = await newIssueOf(field);
    expect((await upload({ ...request, parentUuid: other.uuid }, field)).status).toBe(409);
  });

  it('keeps one photo and one file when the same upload arrives twice at once', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const request = issueRequest(issue.uuid);
    const filesBefore = (await originals()).length;
    const answers = await Promise.all([upload(request, field), upload(request, field)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0].body.key).toBe(answers[1].body.key);
    expect((await originals()).length).toBe(filesBefore + 1);
  });

  it('refuses files that are not images (415), too large (413) or missing (400), keeping no file', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const filesBefore = (await originals()).length;
    const text = await upload(issueRequest(issue.uuid), field, Buffer.from('not really a photo'));
    expect(text.status).toBe(415);
    const huge = await upload(issueRequest(issue.uuid), field, Buffer.alloc(PHOTO_MAX_BYTES + 1));
    expect(huge.status).toBe(413);
    const empty = await call(app, 'photosUpload', issueRequest(issue.uuid), field.token);
    expect(empty.status).toBe(400);
    expect((await originals()).length).toBe(filesBefore);
  });

  it('answers 507 on a full store and 503 on a read-only one, keeping no file and no row', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const working = app.context.photos;
    const root = join(app.config.dataDir, 'photos');
    const cases = [
      { fs: fullDisk(jpeg.length - 100), status: 507, message: MESSAGES.photoStoreFull },
      { fs: refusingDisk('EROFS', -30), status: 503, message: MESSAGES.photoStoreUnavailable },
    ];
    for (const { fs, status, message } of cases) {
      const filesBefore = await filesUnder(root);
      app.context.photos = diskPhotoStore(root, fs);
      const request = issueRequest(issue.uuid);
      try {
        const res = await upload(request, field);
        expect(res.status).toBe(status);
        expect(res.error?.message).toBe(message);
      } finally {
        app.context.photos = working;
      }
      expect(await filesUnder(root)).toEqual(filesBefore);
      expect(await photoCount(issue.id)).toBe(0);
      // The client's retry of the same photo, once the store has room again, stores it.
      expect((await upload(request, field)).status).toBe(200);
      expect(await photoCount(issue.id)).toBe(1);
      await app.context.db.execute(sql`DELETE FROM photos WHERE uuid = ${request.uuid}`);
    }
  });

  it('spools upload bodies to files that are gone once answered, accepted or refused', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    await upload(issueRequest(issue.uuid), field);
    await upload(issueRequest(issue.uuid), field, Buffer.from('not really a photo'));
    expect(await filesUnder(join(app.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('validates the request (400) and needs a token (401)', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const bad = await upload({ ...issueRequest(issue.uuid), uuid: 'short' }, field);
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.[0].path).toBe('uuid');
    expect((await upload(issueRequest(issue.uuid))).status).toBe(401);
  });

  it('answers 404 for another company’s record and 403 for an issue not assigned to the caller', async () => {
    const issue = await newIssueOf(world.client.field);
    expect((await upload(issueRequest(issue.uuid), world.rival.admin)).status).toBe(404);
    expect((await upload(issueRequest(issue.uuid), world.provider.field)).status).toBe(403);
    await app.context.db.execute(
      sql`INSERT INTO issue_user_assignments (issue_id, user_id) VALUES (${issue.id}, ${world.provider.field.id})`,
    );
    expect((await upload(issueRequest(issue.uuid), world.provider.field)).status).toBe(200);
  });

  it('holds at most 8 photos per record (400) and frees the slot of a removed photo', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const keys: string[] = [];
    for (let i = 0; i < 8; i++) keys.push((await upload(issueRequest(issue.uuid), field)).body.key);
    const ninth = await upload(issueRequest(issue.uuid), field);
    expect(ninth.status).toBe(400);
    expect(ninth.error?.message).toBe('A record holds at most 8 photos');
    await call(
      app,
      'photosRemove',
      { targetType: 'vegetation-issue', parentId: issue.id, fileKey: keys[0] },
      field.token,
    );
    expect((await upload(issueRequest(issue.uuid), field)).status).toBe(200);
  });

  it('adds photos to culvert inspections for client users only', async () => {
    const culvertId = await insertCulvertRow(app.context.db, world.client.assetId);
    const inspectionId = await insertInspectionRow(app.context.db, {
      culvertId,
      assetId: world.client.assetId,
      userId: world.client.field.id,
    });
    const inspection = await firstRow<{ uuid: string }>(
      app.context.db,
      sql`SELECT uuid FROM culvert_inspections WHERE id = ${inspectionId}`,
    );
    const request: UploadPhotoRequest = {
      ...issueRequest(inspection!.uuid),
      targetType: 'culvert-inspection',
    };
    const res = await upload(request, world.client.field);
    expect(res.status).toBe(200);
    expect(await photoRow(res.body.key)).toMatchObject({ inspection_id: inspectionId, issue_id: null });
    expect((await upload({ ...request, uuid: randomUUID() }, world.provider.admin)).status).toBe(403);
    expect((await upload({ ...request, uuid: randomUUID() }, world.rival.admin)).status).toBe(404);
  });
});

describe('POST /api/photos/upload-add-existing', () => {
  it('adds a photo to a synced record by id', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const res = await call(
      app,
      'photosAddToExisting',
      { targetType: 'vegetation-issue', parentId: issue.id, fileType: 'image/png' },
      field.token,
      { bytes: await sharp(jpeg).png().toBuffer(), contentType: 'image/png' },
    );
    expect(res.status).toBe(200);
    expect(res.body.key).toMatch(/\.png$/);
    expect(await photoRow(res.body.key)).toMatchObject({ issue_id: issue.id, hidden: false });
  });

  it('keys the photo by its uuid: a repeat, at once or later, stores one photo and one file', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const request = {
      uuid: randomUUID(),
      targetType: 'vegetation-issue' as const,
      parentId: issue.id,
      fileType: 'image/jpeg' as const,
    };
    const add = () =>
      call(app, 'photosAddToExisting', request, field.token, { bytes: jpeg, contentType: 'image/jpeg' });
    const filesBefore = (await originals()).length;
    const answers = await Promise.all([add(), add()]);
    const again = await add();
    expect([...answers, again].map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set([...answers, again].map((a) => a.body.key)).size).toBe(1);
    expect(await photoCount(issue.id)).toBe(1);
    expect((await originals()).length).toBe(filesBefore + 1);
  });

  it('applies a repeated command (same Idempotency-Key) once, even from a client that sends no uuid', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const request = {
      targetType: 'vegetation-issue' as const,
      parentId: issue.id,
      fileType: 'image/jpeg' as const,
    };
    const file = { bytes: jpeg, contentType: 'image/jpeg' };
    await sendTwice(app, 'photosAddToExisting', request, field.token, undefined, file);
    expect(await photoCount(issue.id)).toBe(1);
  });

  it('answers 400, 401, 403 and 404 as upload does', async () => {
    const issue = await newIssueOf(world.client.field);
    const request: CallInput<'photosAddToExisting'> = {
      targetType: 'vegetation-issue',
      parentId: issue.id,
      fileType: 'image/jpeg',
    };
    const send = (user: TestUser | undefined, body = request) =>
      call(app, 'photosAddToExisting', body, user?.token, { bytes: jpeg, contentType: 'image/jpeg' });
    expect((await send(world.client.field, { ...request, parentId: 0 })).status).toBe(400);
    expect((await send(world.client.field, { ...request, uuid: 'not-a-uuid' })).status).toBe(400);
    expect((await send(undefined)).status).toBe(401);
    expect((await send(world.provider.admin)).status).toBe(403);
    expect((await send(world.rival.admin)).status).toBe(404);
  });
});

describe('POST /api/photos/remove', () => {
  it('hides the photo, drops it from the issue and its file route, and marks the issue changed', async () => {
    const { field, admin } = world.client;
    const issue = await newIssueOf(field);
    const { key } = (await upload(issueRequest(issue.uuid), field)).body;
    const before = await issueUpdatedAt(issue.id);
    const res = await call(
      app,
      'photosRemove',
      { targetType: 'vegetation-issue', parentId: issue.id, fileKey: key },
      admin.token,
    );
    expect(res.body).toEqual({ success: true });
    expect((await photoRow(key))?.hidden).toBe(true);
    expect((await issueUpdatedAt(issue.id))! > before!).toBe(true);
    const served = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/photos/thumb/${key}` });
    expect(served.statusCode).toBe(404);
    const row = await firstRow<{ issues: { photos: string[] }[] }>(
      app.context.db,
      sql`SELECT ${issuesJsonArray(
        {
          userId: admin.id,
          isSuper: false,
          companyId: world.client.companyId,
          companyType: 'client',
          roleId: 1,
          firstName: '',
          lastName: '',
        },
        sql`vi.id = ${issue.id}`,
      )} AS issues`,
    );
    expect(row?.issues[0].photos).toEqual([]);
  });

  it('applies a repeated command (same Idempotency-Key) once: a photo restored meanwhile stays', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const { key } = (await upload(issueRequest(issue.uuid), field)).body;
    const request = { targetType: 'vegetation-issue' as const, parentId: issue.id, fileKey: key };
    await sendTwice(app, 'photosRemove', request, field.token, () =>
      app.context.db.execute(sql`UPDATE photos SET hidden = false WHERE key = ${key}`),
    );
    expect((await photoRow(key))?.hidden).toBe(false);
  });

  it('answers 404 for an unknown key or another company, 403 for providers, 401 and 400', async () => {
    const { field } = world.client;
    const issue = await newIssueOf(field);
    const { key } = (await upload(issueRequest(issue.uuid), field)).body;
    const request = { targetType: 'vegetation-issue' as const, parentId: issue.id, fileKey: key };
    expect(
      (await call(app, 'photosRemove', { ...request, fileKey: `${randomUUID()}.jpg` }, field.token)).status,
    ).toBe(404);
    expect((await call(app, 'photosRemove', request, world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'photosRemove', request, world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'photosRemove', request)).status).toBe(401);
    expect((await call(app, 'photosRemove', { ...request, fileKey: '' }, field.token)).status).toBe(400);
    expect((await photoRow(key))?.hidden).toBe(false);
  });
});
