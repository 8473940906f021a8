import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { rows } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const linkedSpecies = async (assetId: number) =>
  (
    await rows<{ species_id: number }>(
      app.context.db,
      sql`SELECT species_id FROM asset_species WHERE asset_id = ${assetId} ORDER BY species_id`,
    )
  ).map((r) => r.species_id);

describe('GET /api/speciesCustomization/getAssetSpeciesLists', () => {
  it('lists each owned asset the caller may open with its species rows', async () => {
    const { client } = world;
    await call(app, 'speciesAdd', { asset_id: client.otherAssetId, species_ids: [3] }, client.admin.token);
    const admin = await call(app, 'speciesLists', undefined, client.admin.token);
    expect(admin.status).toBe(200);
    expect(admin.body.map((a) => a.id).sort()).toEqual([client.assetId, client.otherAssetId].sort());
    const other = admin.body.find((a) => a.id === client.otherAssetId);
    expect(other?.vegetationSpecies).toEqual([
      { id: 3, species: 'Leafy Spurge', score: 4, reference_photo_url: null, vegeTypeId: 1 },
    ]);
    const field = await call(app, 'speciesLists', undefined, client.field.token);
    expect(field.body.map((a) => a.id)).toEqual([client.assetId]);
    const rival = await call(app, 'speciesLists', undefined, world.rival.admin.token);
    expect(rival.body.map((a) => a.id)).not.toContain(client.assetId);
  });

  it('refuses a payload with 400, answers 401 without a token and 403 for a provider', async () => {
    const payload = { assetId: 1 } as unknown as undefined;
    expect((await call(app, 'speciesLists', payload, world.client.admin.token)).status).toBe(400);
    expect((await call(app, 'speciesLists', undefined)).status).toBe(401);
    expect((await call(app, 'speciesLists', undefined, world.provider.admin.token)).status).toBe(403);
  });
});

describe('POST /api/speciesCustomization/addNewSpecies', () => {
  it('adds species and answers the new list; adding again is harmless', async () => {
    const { client } = world;
    const input = { asset_id: client.assetId, species_ids: [2, 1] };
    const res = await call(app, 'speciesAdd', input, client.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(client.assetId);
    expect(res.body.vegetationSpecies.map((s) => s.species)).toEqual([
      'Canada Thistle',
      'Scentless Chamomile',
    ]);
    expect(await linkedSpecies(client.assetId)).toEqual([1, 2]);
    const again = await call(app, 'speciesAdd', { ...input, species_ids: [1] }, client.admin.token);
    expect(again.status).toBe(200);
    expect(await linkedSpecies(client.assetId)).toEqual([1, 2]);
  });

  it('refuses unknown species and an empty selection with 400', async () => {
    const { client } = world;
    const unknown = await call(
      app,
      'speciesAdd',
      { asset_id: client.assetId, species_ids: [4, 9999] },
      client.admin.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.error?.details?.[0].path).toBe('species_ids.1');
    expect(await linkedSpecies(client.assetId)).not.toContain(4);
    const empty = await call(
      app,
      'speciesAdd',
      { asset_id: client.assetId, species_ids: [] },
      client.admin.token,
    );
    expect(empty.status).toBe(400);
  });

  it('answers 401 without a token, 404 for another company’s asset, 403 below client admin', async () => {
    const input = { asset_id: world.client.assetId, species_ids: [5] };
    expect((await call(app, 'speciesAdd', input)).status).toBe(401);
    expect((await call(app, 'speciesAdd', input, world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'speciesAdd', input, world.client.field.token)).status).toBe(403);
    expect((await call(app, 'speciesAdd', input, world.provider.admin.token)).status).toBe(403);
    expect(await linkedSpecies(world.client.assetId)).not.toContain(5);
  });
});

describe('POST /api/speciesCustomization/delete', () => {
  it('removes the species from the asset', async () => {
    const { rival } = world;
    await call(app, 'speciesAdd', { asset_id: rival.assetId, species_ids: [6, 7] }, rival.admin.token);
    const res = await call(
      app,
      'speciesDelete',
      { asset_id: rival.assetId, species_ids: [6] },
      rival.admin.token,
    );
    expect(res.status).toBe(200);
    expect(await linkedSpecies(rival.assetId)).toEqual([7]);
  });

  it('refuses unknown species with 400 and answers 401 without a token', async () => {
    const input = { asset_id: world.rival.assetId, species_ids: [9999] };
    expect((await call(app, 'speciesDelete', input, world.rival.admin.token)).status).toBe(400);
    expect((await call(app, 'speciesDelete', input)).status).toBe(401);
  });

  it('answers 404 for another company’s asset and 403 below client admin', async () => {
    const { rival } = world;
    await call(app, 'speciesAdd', { asset_id: rival.assetId, species_ids: [8] }, rival.admin.token);
    const input = { asset_id: rival.assetId, species_ids: [8] };
    expect((await call(app, 'speciesDelete', input, world.client.admin.token)).status).toBe(404);
    expect((await call(app, 'speciesDelete', input, rival.field.token)).status).toBe(403);
    expect(await linkedSpecies(rival.assetId)).toContain(8);
  });
});

describe('repeated species commands (same Idempotency-Key)', () => {
  const assetId = () => world.client.otherAssetId;
  const token = () => world.client.admin.token;

  it('apply an addition once: a species removed meanwhile stays removed', async () => {
    await sendTwice(app, 'speciesAdd', { asset_id: assetId(), species_ids: [9] }, token(), () =>
      app.context.db.execute(sql`DELETE FROM asset_species WHERE asset_id = ${assetId()} AND species_id = 9`),
    );
    expect(await linkedSpecies(assetId())).not.toContain(9);
  });

  it('apply a removal once: a species added again meanwhile stays', async () => {
    await call(app, 'speciesAdd', { asset_id: assetId(), species_ids: [10] }, token());
    await sendTwice(app, 'speciesDelete', { asset_id: assetId(), species_ids: [10] }, token(), () =>
      app.context.db.execute(sql`INSERT INTO asset_species (asset_id, species_id) VALUES (${assetId()}, 10)`),
    );
    expect(await linkedSpecies(assetId())).toContain(10);
  });
});
