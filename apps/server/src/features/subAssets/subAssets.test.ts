import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, squareAround, type World } from '../../../test/world';
import { managementAreas } from '../../db/schema';
import { firstRow, rows } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

/** A fresh area on the asset, so each test starts from areas no sub-asset holds. */
async function newArea(assetId = world.client.assetId): Promise<number> {
  const [area] = await app.context.db
    .insert(managementAreas)
    .values({ asset_id: assetId, name: `Area ${Math.random()}`, shape: squareAround(-116.5, 53.9) })
    .returning({ id: managementAreas.id });
  return area.id;
}

async function newSubAsset(areaIds: number[] = [], token = world.client.admin.token): Promise<number> {
  const res = await call(
    app,
    'subAssetsCreate',
    {
      assetId: world.client.assetId,
      sub_asset_name: 'Compressor Station 4',
      latitude: 53.93,
      longitude: -116.57,
      selectedManagementArea: areaIds,
    },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.id;
}

const subAssetOf = async (areaId: number) =>
  (
    await firstRow<{ sub_asset_id: number | null }>(
      app.context.db,
      sql`SELECT sub_asset_id FROM management_areas WHERE id = ${areaId}`,
    )
  )?.sub_asset_id;

const updatedAt = async (table: 'sub_assets' | 'management_areas', id: number) =>
  (
    await firstRow<{ t: string }>(
      app.context.db,
      sql`SELECT updated_at::text AS t FROM ${sql.raw(table)} WHERE id = ${id}`,
    )
  )?.t;

function editOf(id: number) {
  return {
    id,
    sub_asset_name: 'Valve Site 7',
    latitude: 53.94,
    longitude: -116.58,
    selectedManagementArea: [] as number[],
    managementAreasToRemove: [] as number[],
  };
}

describe('POST /api/subAssets/create', () => {
  it('stores the sub-asset and attaches the selected areas, bumping them', async () => {
    const areaId = await newArea();
    const before = await updatedAt('management_areas', areaId);
    const id = await newSubAsset([areaId], world.client.field.token);
    const row = await firstRow<{ asset_id: number; sub_asset_name: string; latitude: number }>(
      app.context.db,
      sql`SELECT asset_id, sub_asset_name, latitude FROM sub_assets WHERE id = ${id}`,
    );
    expect(row).toEqual({
      asset_id: world.client.assetId,
      sub_asset_name: 'Compressor Station 4',
      latitude: 53.93,
    });
    expect(await subAssetOf(areaId)).toBe(id);
    expect(await updatedAt('management_areas', areaId)).not.toBe(before);
  });

  it('refuses invalid fields and areas of another asset with 400', async () => {
    const base = { assetId: world.client.assetId, sub_asset_name: 'X', latitude: 53, longitude: -116 };
    const { token } = world.client.admin;
    const invalid = await call(app, 'subAssetsCreate', { ...base, latitude: 91, sub_asset_name: ' ' }, token);
    expect(invalid.status).toBe(400);
    const foreignArea = await newArea(world.client.otherAssetId);
    const res = await call(app, 'subAssetsCreate', { ...base, selectedManagementArea: [foreignArea] }, token);
    expect(res.status).toBe(400);
    expect(res.error?.details?.[0].path).toBe('selectedManagementArea.0');
    expect(await subAssetOf(foreignArea)).toBeNull();
  });

  it('answers 401 without a token, 404 for another company’s asset, 403 for a provider', async () => {
    const input = { assetId: world.client.assetId, sub_asset_name: 'X', latitude: 53, longitude: -116 };
    expect((await call(app, 'subAssetsCreate', input)).status).toBe(401);
    expect((await call(app, 'subAssetsCreate', input, world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'subAssetsCreate', input, world.provider.admin.token)).status).toBe(403);
  });
});

describe('GET /api/subAssets/getSubAsset', () => {
  it('answers the sub-asset with its areas, to a provider of the asset too', async () => {
    const areaId = await newArea();
    const id = await newSubAsset([areaId]);
    const res = await call(app, 'subAssetsGet', { id }, world.provider.field.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      assetId: world.client.assetId,
      sub_asset_name: 'Compressor Station 4',
      managementAreaIds: [areaId],
      hidden: false,
    });
  });

  it('refuses an invalid id with 400, answers 401 without a token and 404 for another company', async () => {
    const id = await newSubAsset();
    expect((await call(app, 'subAssetsGet', { id: 0 }, world.client.admin.token)).status).toBe(400);
    expect((await call(app, 'subAssetsGet', { id })).status).toBe(401);
    expect((await call(app, 'subAssetsGet', { id }, world.rival.field.token)).status).toBe(404);
  });
});

describe('POST /api/subAssets/editSubAsset', () => {
  it('changes the fields, attaches the selected areas and detaches the removed ones', async () => {
    const [kept, removed, added] = [await newArea(), await newArea(), await newArea()];
    const id = await newSubAsset([kept, removed]);
    const res = await call(
      app,
      'subAssetsEdit',
      { ...editOf(id), selectedManagementArea: [added], managementAreasToRemove: [removed] },
      world.client.field.token,
    );
    expect(res.status).toBe(200);
    const got = await call(app, 'subAssetsGet', { id }, world.client.admin.token);
    expect(got.body).toMatchObject({ sub_asset_name: 'Valve Site 7', latitude: 53.94, longitude: -116.58 });
    expect(got.body.managementAreaIds).toEqual([kept, added].sort((a, b) => a - b));
    expect(await subAssetOf(removed)).toBeNull();
  });

  it('leaves an area held by another sub-asset alone when asked to remove it', async () => {
    const areaId = await newArea();
    const holder = await newSubAsset([areaId]);
    const other = await newSubAsset();
    const edit = { ...editOf(other), managementAreasToRemove: [areaId] };
    expect((await call(app, 'subAssetsEdit', edit, world.client.admin.token)).status).toBe(200);
    expect(await subAssetOf(areaId)).toBe(holder);
  });

  it('refuses invalid fields and areas of another asset with 400', async () => {
    const id = await newSubAsset();
    const { token } = world.client.admin;
    expect((await call(app, 'subAssetsEdit', { ...editOf(id), longitude: 181 }, token)).status).toBe(400);
    const foreign = { ...editOf(id), managementAreasToRemove: [world.rival.areaIds[0]] };
    const res = await call(app, 'subAssetsEdit', foreign, token);
    expect(res.status).toBe(400);
    expect(res.error?.details?.[0].path).toBe('managementAreasToRemove.0');
  });

  it('answers 401 without a token, 404 for another company, 403 for a provider', async () => {
    const id = await newSubAsset();
    expect((await call(app, 'subAssetsEdit', editOf(id))).status).toBe(401);
    expect((await call(app, 'subAssetsEdit', editOf(id), world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'subAssetsEdit', editOf(id), world.provider.admin.token)).status).toBe(403);
    expect(
      (await call(app, 'subAssetsEdit', { ...editOf(id), id: 999_999 }, world.client.admin.token)).status,
    ).toBe(404);
  });
});

describe('POST /api/subAssets/assignAreaToSubAsset', () => {
  it('moves areas onto the sub-asset and bumps both sub-assets so sync sends their area lists', async () => {
    const areaId = await newArea();
    const from = await newSubAsset([areaId]);
    const to = await newSubAsset();
    const before = { from: await updatedAt('sub_assets', from), to: await updatedAt('sub_assets', to) };
    const res = await call(
      app,
      'subAssetsAssignArea',
      { selectedManagementArea: [areaId], selectedSubAssetId: to },
      world.client.admin.token,
    );
    expect(res.status).toBe(200);
    expect(await subAssetOf(areaId)).toBe(to);
    expect(await updatedAt('sub_assets', from)).not.toBe(before.from);
    expect(await updatedAt('sub_assets', to)).not.toBe(before.to);
  });

  it('refuses an empty selection and another asset’s area with 400', async () => {
    const id = await newSubAsset();
    const { token } = world.client.admin;
    const empty = { selectedManagementArea: [], selectedSubAssetId: id };
    expect((await call(app, 'subAssetsAssignArea', empty, token)).status).toBe(400);
    const foreign = { selectedManagementArea: [world.client.otherAreaId], selectedSubAssetId: id };
    expect((await call(app, 'subAssetsAssignArea', foreign, token)).status).toBe(400);
    expect(await subAssetOf(world.client.otherAreaId)).toBeNull();
  });

  it('answers 401 without a token, 404 for another company, 403 for a provider', async () => {
    const areaId = await newArea();
    const id = await newSubAsset();
    const input = { selectedManagementArea: [areaId], selectedSubAssetId: id };
    expect((await call(app, 'subAssetsAssignArea', input)).status).toBe(401);
    expect((await call(app, 'subAssetsAssignArea', input, world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'subAssetsAssignArea', input, world.provider.admin.token)).status).toBe(403);
    expect(await subAssetOf(areaId)).toBeNull();
  });
});

describe('POST /api/subAssets/removeAreaFromSubAsset', () => {
  it('detaches the areas and bumps the sub-asset that held them', async () => {
    const [a, b] = [await newArea(), await newArea()];
    const id = await newSubAsset([a, b]);
    const before = await updatedAt('sub_assets', id);
    const res = await call(app, 'subAssetsRemoveArea', { areaId: [a] }, world.client.field.token);
    expect(res.status).toBe(200);
    expect(await subAssetOf(a)).toBeNull();
    expect(await subAssetOf(b)).toBe(id);
    expect(await updatedAt('sub_assets', id)).not.toBe(before);
  });

  it('refuses an empty list with 400 and answers 401 without a token', async () => {
    expect((await call(app, 'subAssetsRemoveArea', { areaId: [] }, world.client.admin.token)).status).toBe(
      400,
    );
    expect((await call(app, 'subAssetsRemoveArea', { areaId: [world.client.areaIds[0]] })).status).toBe(401);
  });

  it('answers 404 for another company’s area and 403 for a provider', async () => {
    const areaId = await newArea();
    await newSubAsset([areaId]);
    expect(
      (await call(app, 'subAssetsRemoveArea', { areaId: [areaId] }, world.rival.admin.token)).status,
    ).toBe(404);
    expect(
      (await call(app, 'subAssetsRemoveArea', { areaId: [areaId] }, world.provider.admin.token)).status,
    ).toBe(403);
    const mixed = { areaId: [areaId, world.rival.areaIds[0]] };
    expect((await call(app, 'subAssetsRemoveArea', mixed, world.client.admin.token)).status).toBe(404);
    const held = await rows<{ sub_asset_id: number | null }>(
      app.context.db,
      sql`SELECT sub_asset_id FROM management_areas WHERE id = ${areaId}`,
    );
    expect(held[0].sub_asset_id).not.toBeNull();
  });
});

describe('repeated sub-asset commands (same Idempotency-Key)', () => {
  const setSubAsset = (areaId: number, subAssetId: number | null) =>
    app.context.db.execute(
      sql`UPDATE management_areas SET sub_asset_id = ${subAssetId}::int WHERE id = ${areaId}`,
    );

  it('apply an edit once: a repeat keeps the name changed meanwhile', async () => {
    const id = await newSubAsset();
    await sendTwice(app, 'subAssetsEdit', editOf(id), world.client.admin.token, () =>
      app.context.db.execute(
        sql`UPDATE sub_assets SET sub_asset_name = 'Renamed meanwhile' WHERE id = ${id}`,
      ),
    );
    expect((await call(app, 'subAssetsGet', { id }, world.client.admin.token)).body.sub_asset_name).toBe(
      'Renamed meanwhile',
    );
  });

  it('apply an area assignment once: an area detached meanwhile stays detached', async () => {
    const areaId = await newArea();
    const id = await newSubAsset();
    const input = { selectedManagementArea: [areaId], selectedSubAssetId: id };
    await sendTwice(app, 'subAssetsAssignArea', input, world.client.admin.token, () =>
      setSubAsset(areaId, null),
    );
    expect(await subAssetOf(areaId)).toBeNull();
  });

  it('apply an area removal once: an area attached again meanwhile stays attached', async () => {
    const areaId = await newArea();
    const id = await newSubAsset([areaId]);
    await sendTwice(app, 'subAssetsRemoveArea', { areaId: [areaId] }, world.client.admin.token, () =>
      setSubAsset(areaId, id),
    );
    expect(await subAssetOf(areaId)).toBe(id);
  });
});
