import { randomBytes, randomUUID } from 'node:crypto';
import { API_PREFIX, ID_LIST_MAX, ID_MAX } from '@verge/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertCulvertRow } from '../../test/directRows';
import { databaseFingerprint } from '../../test/fingerprint';
import { call, newInspection, newIssue, type TestApp } from '../../test/testApp';
import { setupWorld, squareAround, type World } from '../../test/world';
import { fromDatabaseError } from '../errors';
import { PHOTO_UNREADABLE } from '../photos/storePhoto';

/*
 * The abuse cases of the hardening issue: every bad input answers 4xx from the contract's shared schemas
 * before any query runs, and nothing is stored.
 */

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const BIG_ID = ID_MAX + 1;
const NUL = 'a\u0000b';

const fingerprint = () => databaseFingerprint(app.context.db);

let before: Record<string, string> | undefined;
beforeEach(async () => {
  before = await fingerprint();
});
const expectNothingStored = async () => expect(await fingerprint()).toEqual(before);

describe('input validation before SQL', () => {
  it('refuses ids past the integer range in bodies, query strings, id lists and path parameters', async () => {
    const { admin, field, assetId } = world.client;
    expect((await call(app, 'issuesDelete', { id: BIG_ID }, admin.token)).status).toBe(400);
    expect((await call(app, 'syncAsset', { assetId: BIG_ID, userId: field.id }, field.token)).status).toBe(
      400,
    );
    expect(
      (await call(app, 'usersAssignIssues', { userId: field.id, issueIds: [BIG_ID] }, admin.token)).status,
    ).toBe(400);
    expect(
      (await call(app, 'adminCompanyDetails', { companyId: 2 ** 53 }, world.superUser.token)).status,
    ).toBe(400);
    const photo = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/photos/file/x%00y.jpg` });
    expect(photo.statusCode).toBe(404);
    const created = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], field.id, { speciesIds: [BIG_ID] }),
      field.token,
    );
    expect(created.status).toBe(400);
    expect(created.error?.details?.[0].path).toBe('speciesIds.0');
    expect((await call(app, 'syncAsset', { assetId, userId: field.id }, field.token)).status).toBe(200);
    await expectNothingStored();
  });

  it('refuses NUL characters and over-long text, the login included', async () => {
    const { admin, field } = world.client;
    const login = await call(app, 'login', { username: NUL, password: 'x' });
    expect(login.status).toBe(400);
    expect((await call(app, 'login', { username: 'u'.repeat(9000), password: 'x' })).status).toBe(400);
    expect((await call(app, 'login', { username: 'someone', password: 'p'.repeat(9000) })).status).toBe(400);
    const user = {
      user_name: 'new-user',
      email: 'new-user@example.com',
      first_name: 'New',
      last_name: 'User',
      password: 'secret-1',
      user_role: 'Field User' as const,
    };
    expect((await call(app, 'usersCreate', { ...user, first_name: NUL }, admin.token)).status).toBe(400);
    expect(
      (await call(app, 'usersCreate', { ...user, user_name: 'u'.repeat(9000) }, admin.token)).status,
    ).toBe(400);
    const issue = newIssue(world.client.areaIds[0], field.id, { comments: NUL });
    expect((await call(app, 'issuesCreate', issue, field.token)).status).toBe(400);
    const uuid = `${randomUUID().slice(0, 35)}\u0000`;
    expect((await call(app, 'issuesCreate', { ...issue, comments: '', uuid }, field.token)).status).toBe(400);
    await expectNothingStored();
  });

  it('refuses dates outside 1900–2100, without an offset or with an offset no zone has', async () => {
    const { field } = world.client;
    for (const inspection_date of [
      '0000-01-01T00:00:00Z',
      '2200-01-01T00:00:00Z',
      '2026-06-01T10:00:00',
      '2026-06-01T10:00:00+23:00',
    ]) {
      const issue = newIssue(world.client.areaIds[0], field.id, { inspection_date });
      const res = await call(app, 'issuesCreate', issue, field.token);
      expect(res.status, inspection_date).toBe(400);
      expect(res.error?.details?.[0].path).toBe('inspection_date');
    }
    const culvertId = await insertCulvertRow(app.context.db, world.client.assetId);
    before = await fingerprint();
    const inspection = newInspection(culvertId, field.id, { next_inspection_date: '0000-01-01' });
    expect((await call(app, 'inspectionsCreate', inspection, field.token)).status).toBe(400);
    const since = '0000-01-01T00:00:00Z';
    expect((await call(app, 'syncApp', { userId: field.id, since }, field.token)).status).toBe(400);
    await expectNothingStored();
  });

  it('refuses deeply nested GeoJSON and KML on area import without a stack overflow', async () => {
    const token = world.superUser.token;
    const assetId = world.client.assetId;
    const depth = 100_000;
    const coordinates = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const geojson = `{"type":"Feature","geometry":{"type":"Polygon","coordinates":${coordinates}}}`;
    const nested = await call(
      app,
      'adminImportAreas',
      { assetId, format: 'geojson', content: geojson },
      token,
    );
    expect(nested.status).toBe(400);
    expect(nested.error?.details?.[0]).toMatchObject({ path: 'content' });
    const deepFeature = {
      type: 'Feature',
      properties: { name: 'Deep', extra: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) },
      geometry: squareAround(-116.5, 53.9),
    };
    const content = JSON.stringify(deepFeature);
    expect((await call(app, 'adminImportAreas', { assetId, format: 'geojson', content }, token)).status).toBe(
      400,
    );
    const kml = `<kml>${'<Folder>'.repeat(20_000)}${'</Folder>'.repeat(20_000)}</kml>`;
    expect(
      (await call(app, 'adminImportAreas', { assetId, format: 'kml', content: kml }, token)).status,
    ).toBeLessThan(500);
    const ring = Array.from({ length: 100_001 }, (_, i): [number, number] => [-116 + i * 1e-7, 53.9]);
    ring.push(ring[0]);
    const huge = { assetId, name: 'Huge', shape: { type: 'Polygon' as const, coordinates: [ring] } };
    expect((await call(app, 'adminCreateArea', huge, token)).status).toBe(413);
    await expectNothingStored();
  });

  it('answers a photo that does not decode with 415 and stores nothing', async () => {
    const { field } = world.client;
    const issue = await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], field.id), field.token);
    expect(issue.status).toBe(200);
    before = await fingerprint();
    const png = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
      .png()
      .toBuffer();
    const corrupt = Buffer.from(png).fill(0, 200, png.length - 20);
    expect((await sharp(corrupt).metadata()).format).toBe('png');
    const request = {
      uuid: randomUUID(),
      targetType: 'vegetation-issue' as const,
      parentUuid: issue.body.uuid,
      fileType: 'image/png' as const,
    };
    const res = await call(app, 'photosUpload', request, field.token, {
      bytes: corrupt,
      contentType: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.error?.message).toBe(PHOTO_UNREADABLE);
    await expectNothingStored();
  });

  it(`answers more than ${ID_LIST_MAX} ids with 413 naming the limit`, async () => {
    const { admin, field } = world.client;
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const over = await call(
      app,
      'usersAssignIssues',
      { userId: field.id, issueIds: ids(ID_LIST_MAX + 1) },
      admin.token,
    );
    expect(over.status).toBe(413);
    expect(over.error?.message).toBe(`The list issueIds holds more than ${ID_LIST_MAX} items`);
    const provider = await call(
      app,
      'providersSave',
      { third_party_company_ids: ids(ID_LIST_MAX + 1) },
      admin.token,
    );
    expect(provider.status).toBe(413);
    const atLimit = await call(
      app,
      'usersAssignIssues',
      { userId: field.id, issueIds: ids(ID_LIST_MAX) },
      admin.token,
    );
    expect(atLimit.status).not.toBe(413);
    expect(atLimit.status).toBeLessThan(500);
    await expectNothingStored();
  });

  it('answers a position of three numbers with 400: a malformed point, not a list over a cap', async () => {
    const { field } = world.client;
    const issue = newIssue(world.client.areaIds[0], field.id);
    const withHeight = { ...issue, gps_point: { type: 'Point', coordinates: [-115.7, 54.1, 700] } };
    const answer = await call(app, 'issuesCreate', withHeight as typeof issue, field.token);
    expect(answer.status).toBe(400);
    await expectNothingStored();
  });
});

describe('database errors by SQLSTATE', () => {
  /** The error the database itself raises for `statement`, as the server maps it. */
  const mapped = async (statement: ReturnType<typeof sql>) => {
    const error = await app.context.db.execute(statement).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    return fromDatabaseError(error);
  };

  it('answers the caller’s faults with 4xx and everything else with nothing (a 500)', async () => {
    expect((await mapped(sql`SELECT ${String(BIG_ID)}::int`))?.status).toBe(400);
    expect((await mapped(sql`SELECT 'x'::date`))?.status).toBe(400);
    const name = randomBytes(12_000).toString('base64');
    const tooBig = await mapped(
      sql`INSERT INTO users (company_id, user_name, email, first_name, last_name, password_hash, user_role_id)
          VALUES (${world.client.companyId}, ${name}, 'x@example.com', 'X', 'Y', 'h', 3)`,
    );
    expect(tooBig?.status).toBe(413);
    const taken = await mapped(
      sql`INSERT INTO users (company_id, user_name, email, first_name, last_name, password_hash, user_role_id)
          VALUES (${world.client.companyId}, ${world.client.field.username}, 'x@example.com', 'X', 'Y', 'h', 3)`,
    );
    expect(taken?.status).toBe(409);
    const orphan = await mapped(sql`INSERT INTO user_assets (user_id, asset_id) VALUES (${BIG_ID - 1}, 1)`);
    expect(orphan?.status).toBe(400);
    expect(await mapped(sql`SELECT * FROM no_such_table`)).toBeNull();
  });
});
