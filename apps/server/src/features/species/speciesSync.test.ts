import type { AppSyncResponse } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { syncCutoff } from '../../../test/syncCutoff';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';

/*
 * Every asset's species list travels with the asset in the app pull (GET /update), so a device holds the lists
 * of all its assets offline; a change of a list reaches the next incremental app pull of everyone who sees
 * the asset, by the database's change tracking (0008), not by the species service.
 */

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

async function pullApp(user: TestUser, since?: string): Promise<AppSyncResponse> {
  const res = await call(app, 'syncApp', { userId: user.id, ...(since ? { since } : {}) }, user.token);
  expect(res.status).toBe(200);
  return res.body;
}

/** Each asset the pull sends, with the ids of its species in id order. */
const lists = (body: AppSyncResponse) =>
  Object.fromEntries(
    body.assets.map((a) => [a.id, a.vegetationSpecies.map((s) => s.id).sort((x, y) => x - y)]),
  );

const change = async (name: 'speciesAdd' | 'speciesDelete', assetId: number, ids: number[]) => {
  const res = await call(app, name, { asset_id: assetId, species_ids: ids }, world.client.admin.token);
  expect(res.status).toBe(200);
};

describe('GET /update: assets with their species lists', () => {
  it('sends each asset with its species in the species shape, sorted by name', async () => {
    const { client } = world;
    await change('speciesAdd', client.assetId, [3, 1]);
    const body = await pullApp(client.admin);
    const asset = body.assets.find((a) => a.id === client.assetId);
    expect(asset?.vegetationSpecies).toEqual([
      { id: 1, species: 'Canada Thistle', score: 3, reference_photo_url: null, vegeTypeId: 1 },
      { id: 3, species: 'Leafy Spurge', score: 4, reference_photo_url: null, vegeTypeId: 1 },
    ]);
    expect(lists(body)[client.otherAssetId]).toEqual([]);
  });

  it('brings an addition and a removal to the next incremental pull of another device of the company', async () => {
    const { client } = world;
    const since = await syncCutoff(app);
    expect((await pullApp(client.field, since)).assets).toEqual([]);

    await change('speciesAdd', client.assetId, [2]);
    // The field user's device sees the asset again, with the new list, and nothing about other assets.
    expect(lists(await pullApp(client.field, since))).toEqual({ [client.assetId]: [1, 2, 3] });

    const afterAdd = await syncCutoff(app);
    await change('speciesDelete', client.assetId, [1, 3]);
    expect(lists(await pullApp(client.field, afterAdd))).toEqual({ [client.assetId]: [2] });
    expect(lists(await pullApp(client.admin, afterAdd))).toEqual({ [client.assetId]: [2] });
  });

  it('follows the visibility rules: the provider sees the client’s assets it works on, a rival none', async () => {
    const { client, provider, rival } = world;
    const since = await syncCutoff(app);
    await change('speciesAdd', client.otherAssetId, [4]);
    // The provider's admin works on both client assets; its field user only on the main one.
    expect(lists(await pullApp(provider.admin, since))).toEqual({ [client.otherAssetId]: [4] });
    expect((await pullApp(provider.field, since)).assets).toEqual([]);
    expect((await pullApp(client.field, since)).assets).toEqual([]);
    expect((await pullApp(rival.admin, since)).assets).toEqual([]);
  });

  it('resends the assets listing a species whose reference row changes, and only those', async () => {
    const { client } = world;
    const since = await syncCutoff(app);
    await app.context.db.execute(sql`UPDATE species SET species = 'Renamed weed' WHERE id = 4`);
    const body = await pullApp(client.admin, since);
    expect(body.assets.map((a) => [a.id, a.vegetationSpecies.map((s) => s.species)])).toEqual([
      [client.otherAssetId, ['Renamed weed']],
    ]);
  });

  it('does not resend an asset when a species is added that is already on its list', async () => {
    const { client } = world;
    const since = await syncCutoff(app);
    await change('speciesAdd', client.assetId, [2]);
    expect((await pullApp(client.admin, since)).assets).toEqual([]);
  });
});
