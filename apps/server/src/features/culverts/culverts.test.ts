import type { CallInput } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { createCulvert, culvertUpdatedAt as culvertUpdatedAtOf } from '../../../test/culvertRecords';
import { call, newCulvert, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { firstRow } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const createdCulvert = (assetId?: number, token?: string) => createCulvert(app, world, assetId, token);
const culvertUpdatedAt = (id: number) => culvertUpdatedAtOf(app, id);

describe('POST /api/culverts/create', () => {
  it('takes the duplicate warning the user answered (issue 39); a malformed one is refused, storing nothing', async () => {
    const earlier = await createdCulvert();
    const input = newCulvert(world.client.assetId, {
      duplicateWarning: { recordId: earlier.id, distanceM: 4, choice: 'saveAnyway' },
    });
    const res = await call(app, 'culvertsCreate', input, world.client.field.token);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.body.uuid).toBe(input.uuid);
    const bad = newCulvert(world.client.assetId, {
      duplicateWarning: { recordId: earlier.id, distanceM: Number.NaN, choice: 'saveAnyway' },
    });
    expect((await call(app, 'culvertsCreate', bad, world.client.field.token)).status).toBe(400);
    expect(
      await firstRow(app.context.db, sql`SELECT 1 FROM culverts WHERE uuid = ${bad.uuid}`),
    ).toBeUndefined();
  });

  it('stores the culvert on an owned asset with its points, diameter in metres', async () => {
    const input = newCulvert(world.client.assetId, { diameter: 0.45, length: -1 });
    const res = await call(app, 'culvertsCreate', input, world.client.field.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuid: input.uuid,
      assetId: world.client.assetId,
      diameter: 0.45,
      hidden: false,
    });
    const row = await firstRow<{ diameter: number; length: number; lng: number; lat: number; road: string }>(
      app.context.db,
      sql`SELECT diameter, length, ST_X(outlet_location) AS lng, ST_Y(outlet_location) AS lat, road_name AS road
          FROM culverts WHERE id = ${res.body.id}`,
    );
    expect(row).toEqual({ diameter: 0.45, length: -1, lng: -116.5702, lat: 53.9299, road: input.road_name });
  });

  it('answers a retried upload with the stored culvert, never a second one', async () => {
    const input = newCulvert(world.client.assetId);
    const first = await call(app, 'culvertsCreate', input, world.client.field.token);
    const again = await call(
      app,
      'culvertsCreate',
      { ...input, road_name: 'Changed' },
      world.client.field.token,
    );
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.road_name).toBe(input.road_name);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM culverts WHERE uuid = ${input.uuid}`,
    );
    expect(count?.n).toBe(1);
  });

  it('refuses a uuid already used on another asset with 409', async () => {
    const input = newCulvert(world.client.assetId);
    await call(app, 'culvertsCreate', input, world.client.admin.token);
    const res = await call(
      app,
      'culvertsCreate',
      { ...input, assetId: world.client.otherAssetId },
      world.client.admin.token,
    );
    expect(res.status).toBe(409);
  });

  it('accepts unknown points and refuses invalid fields with 400', async () => {
    const unknownPoints = newCulvert(world.client.assetId, { inlet_location: null, outlet_location: null });
    expect((await call(app, 'culvertsCreate', unknownPoints, world.client.field.token)).status).toBe(200);
    const res = await call(
      app,
      'culvertsCreate',
      newCulvert(world.client.assetId, { diameter: -2, road_name: '' }),
      world.client.field.token,
    );
    expect(res.status).toBe(400);
    expect(res.error?.details?.map((d) => d.path).sort()).toEqual(['diameter', 'road_name']);
  });

  it('answers 401 without a token', async () => {
    expect((await call(app, 'culvertsCreate', newCulvert(world.client.assetId))).status).toBe(401);
  });

  it('answers 404 for another company’s asset and for an asset not assigned to a field user', async () => {
    const rival = await call(
      app,
      'culvertsCreate',
      newCulvert(world.rival.assetId),
      world.client.admin.token,
    );
    expect(rival.status).toBe(404);
    const unassigned = await call(
      app,
      'culvertsCreate',
      newCulvert(world.client.otherAssetId),
      world.client.field.token,
    );
    expect(unassigned.status).toBe(404);
  });

  it('refuses a service provider’s users with 403', async () => {
    const res = await call(
      app,
      'culvertsCreate',
      newCulvert(world.client.assetId),
      world.provider.admin.token,
    );
    expect(res.status).toBe(403);
  });
});

/** An update of culvert `id` to the given fields (the test culverts have both points). */
const updateOf = (fields: object, id: number) => ({ ...fields, id }) as CallInput<'culvertsUpdate'>;

describe('POST /api/culverts/update', () => {
  it('changes the stored fields and bumps updated_at', async () => {
    const culvert = await createdCulvert();
    const before = await culvertUpdatedAt(culvert.id);
    const { uuid: _uuid, assetId: _assetId, hidden: _hidden, updated_at: _at, ...fields } = culvert;
    const res = await call(
      app,
      'culvertsUpdate',
      {
        ...fields,
        road_name: 'Township Road 540',
        diameter: 1.2,
        inlet_location: { type: 'Point', coordinates: [-116.6, 53.95] },
      } as CallInput<'culvertsUpdate'>,
      world.client.admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const row = await firstRow<{ road_name: string; diameter: number; inlet: string; t: string }>(
      app.context.db,
      sql`SELECT road_name, diameter, ST_AsText(inlet_location) AS inlet, updated_at::text AS t
          FROM culverts WHERE id = ${culvert.id}`,
    );
    expect(row).toMatchObject({
      road_name: 'Township Road 540',
      diameter: 1.2,
      inlet: 'POINT(-116.6 53.95)',
    });
    expect(row?.t).not.toBe(before);
  });

  it('refuses invalid fields with 400', async () => {
    const culvert = await createdCulvert();
    const res = await call(
      app,
      'culvertsUpdate',
      { ...updateOf(newCulvert(world.client.assetId), culvert.id), length: -5 },
      world.client.admin.token,
    );
    expect(res.status).toBe(400);
  });

  it('refuses missing points and measures below 1 cm / 1 m with 400 (spec 2 §5, edit culvert), changing nothing', async () => {
    const culvert = await createdCulvert();
    const { uuid: _uuid, assetId: _assetId, hidden: _hidden, updated_at: _at, ...fields } = culvert;
    for (const wrong of [
      { inlet_location: null },
      { outlet_location: null },
      { diameter: -1 },
      { diameter: 0.005 },
      { length: 0.5 },
      { inlet_location: { type: 'Point', coordinates: [-116.57, 91] } },
    ]) {
      const res = await call(
        app,
        'culvertsUpdate',
        { ...fields, road_name: 'Changed', ...wrong } as CallInput<'culvertsUpdate'>,
        world.client.admin.token,
      );
      expect(res.status, JSON.stringify(wrong)).toBe(400);
    }
    const row = await firstRow<{ road_name: string; inlet: boolean }>(
      app.context.db,
      sql`SELECT road_name, inlet_location IS NULL AS inlet FROM culverts WHERE id = ${culvert.id}`,
    );
    expect(row).toEqual({ road_name: culvert.road_name, inlet: false });
  });

  it('answers 401 without a token', async () => {
    const culvert = await createdCulvert();
    expect((await call(app, 'culvertsUpdate', updateOf(newCulvert(1), culvert.id))).status).toBe(401);
  });

  it('answers 404 for another company’s culvert and an unknown id; 403 for a provider', async () => {
    const culvert = await createdCulvert();
    const input = updateOf(newCulvert(world.client.assetId), culvert.id);
    expect((await call(app, 'culvertsUpdate', input, world.rival.admin.token)).status).toBe(404);
    expect(
      (await call(app, 'culvertsUpdate', { ...input, id: 999_999 }, world.client.admin.token)).status,
    ).toBe(404);
    expect((await call(app, 'culvertsUpdate', input, world.provider.admin.token)).status).toBe(403);
    const row = await firstRow<{ road_name: string }>(
      app.context.db,
      sql`SELECT road_name FROM culverts WHERE id = ${culvert.id}`,
    );
    expect(row?.road_name).toBe(culvert.road_name);
  });
});

describe('repeated culvert commands (same Idempotency-Key)', () => {
  const storedText = async (query: SQL) => (await firstRow<{ v: string }>(app.context.db, query))?.v;

  it('apply a culvert edit once: a repeat keeps what changed meanwhile', async () => {
    const culvert = await createdCulvert();
    const { uuid: _uuid, assetId: _assetId, hidden: _hidden, updated_at: _at, ...fields } = culvert;
    await sendTwice(
      app,
      'culvertsUpdate',
      updateOf({ ...fields, road_name: 'Township Road 540' }, culvert.id),
      world.client.admin.token,
      () =>
        app.context.db.execute(
          sql`UPDATE culverts SET road_name = 'Renamed meanwhile' WHERE id = ${culvert.id}`,
        ),
    );
    expect(await storedText(sql`SELECT road_name AS v FROM culverts WHERE id = ${culvert.id}`)).toBe(
      'Renamed meanwhile',
    );
  });
});
