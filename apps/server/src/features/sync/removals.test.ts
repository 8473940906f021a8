import { emptyAssetSync, START_OVER_SINCE, SYNC_REMOVAL_RETENTION_DAYS } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { syncCutoff } from '../../../test/syncCutoff';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import { rows } from '../../db/sql';
import { pruneSyncRemovals } from './removals.queries';

/*
 * What a viewer loses sight of without a tombstone of its own reaches their next incremental pull in
 * `removed`. The provider relation ends last: the tests before it rely on it.
 */

let app: TestApp;
let world: World;

setupWorld((started) => {
  ({ app, world } = started);
});

const cutoff = () => syncCutoff(app);
const daysBefore = (since: string, days: number) =>
  new Date(Date.parse(since) - days * 24 * 60 * 60 * 1000).toISOString();

const pullApp = (user: TestUser, since?: string) =>
  call(app, 'syncApp', { userId: user.id, ...(since ? { since } : {}) }, user.token);
const pullAsset = (user: TestUser, assetId: number, since?: string) =>
  call(app, 'syncAsset', { assetId, userId: user.id, ...(since ? { since } : {}) }, user.token);

describe('removals in the asset pull', () => {
  it('lists a species taken off the asset, sends one added, and a full pull has no removals', async () => {
    const { admin, field } = world.client;
    const assetId = world.client.assetId;
    const change = (name: 'speciesAdd' | 'speciesDelete', ids: number[]) =>
      call(app, name, { asset_id: assetId, species_ids: ids }, admin.token);
    expect((await change('speciesAdd', [1, 2])).status).toBe(200);
    const since = await cutoff();
    expect((await change('speciesDelete', [1])).status).toBe(200);
    expect((await change('speciesAdd', [3])).status).toBe(200);

    const next = await pullAsset(field, assetId, since);
    expect(next.body.removed).toEqual({ assetSpecies: [1] });
    expect(next.body.assetAssociatedSpecies.map((s) => s.id)).toEqual([3]);
    const full = await pullAsset(field, assetId);
    expect(full.body.removed).toEqual({ assetSpecies: [] });
    expect(full.body.assetAssociatedSpecies.map((s) => s.id).sort()).toEqual([2, 3]);
  });

  it('does not list a species taken off and put back', async () => {
    const { admin, field } = world.client;
    const assetId = world.client.assetId;
    const since = await cutoff();
    const request = { asset_id: assetId, species_ids: [2] };
    expect((await call(app, 'speciesDelete', request, admin.token)).status).toBe(200);
    expect((await call(app, 'speciesAdd', request, admin.token)).status).toBe(200);
    const next = await pullAsset(field, assetId, since);
    expect(next.body.removed.assetSpecies).toEqual([]);
    expect(next.body.assetAssociatedSpecies.map((s) => s.id)).toEqual([2]);
  });
});

describe('removals in the app pull', () => {
  it('lists an asset taken from a field user, whose asset pull is then refused, and sends it when given back', async () => {
    const { client } = world;
    const assign = (assetIds: number[]) =>
      call(app, 'usersAssignAssets', { userId: client.field.id, assetIds }, client.admin.token);
    const since = await cutoff();
    expect((await assign([])).status).toBe(200);

    const next = await pullApp(client.field, since);
    expect(next.body.removed).toEqual({ assets: [client.assetId], users: [], thirdPartyCompanies: [] });
    expect(next.body.users.find((u) => u.id === client.field.id)?.assetIds).toEqual([]);
    expect((await pullAsset(client.field, client.assetId, since)).status).toBe(404);
    // The admin still sees the asset: nothing removed for them.
    expect((await pullApp(client.admin, since)).body.removed.assets).toEqual([]);

    expect((await assign([client.assetId])).status).toBe(200);
    const back = await pullApp(client.field, since);
    expect(back.body.removed.assets).toEqual([]);
    expect(back.body.assets.map((a) => a.id)).toEqual([client.assetId]);
  });

  it('lists a hidden asset for its owner’s users and its providers’', async () => {
    const { client, provider } = world;
    const since = await cutoff();
    await app.context.db.execute(sql`UPDATE assets SET hidden = true WHERE id = ${client.otherAssetId}`);
    expect((await pullApp(client.admin, since)).body.removed.assets).toEqual([client.otherAssetId]);
    expect((await pullApp(provider.admin, since)).body.removed.assets).toEqual([client.otherAssetId]);
    await app.context.db.execute(sql`UPDATE assets SET hidden = false WHERE id = ${client.otherAssetId}`);
    expect((await pullApp(client.admin, since)).body.removed.assets).toEqual([]);
  });

  it('lists, when a provider relation ends, the client’s assets for the provider and the provider for the client', async () => {
    const { client, provider } = world;
    const since = await cutoff();
    const ended = await call(
      app,
      'providersDelete',
      { third_party_company_ids: [provider.companyId] },
      client.admin.token,
    );
    expect(ended.status).toBe(200);

    const providerUsers = [provider.admin.id, provider.field.id].sort((a, b) => a - b);
    const clientAssets = [client.assetId, client.otherAssetId].sort((a, b) => a - b);
    const boss = await pullApp(provider.admin, since);
    expect(boss.body.removed).toEqual({ assets: clientAssets, users: [], thirdPartyCompanies: [] });
    expect(boss.body.assets).toEqual([]);
    const crew = await pullApp(provider.field, since);
    expect(crew.body.removed.assets).toEqual([client.assetId]);
    expect((await pullAsset(provider.field, client.assetId, since)).status).toBe(404);

    const owner = await pullApp(client.admin, since);
    expect(owner.body.removed).toEqual({
      assets: [],
      users: providerUsers,
      thirdPartyCompanies: [provider.companyId],
    });
    expect(owner.body.thirdPartyCompanies).toEqual([]);
    expect((await pullApp(client.field, since)).body.removed.users).toEqual(providerUsers);
    // A full pull holds only what is visible, and lists nothing.
    expect((await pullApp(provider.admin)).body.removed).toEqual({
      assets: [],
      users: [],
      thirdPartyCompanies: [],
    });
  });
});

describe('removals past their retention', () => {
  it('are forgotten, and only those: a pull from within the retention still lists the recent ones', async () => {
    const { admin, field } = world.client;
    const assetId = world.client.assetId;
    const since = await cutoff();
    expect(
      (await call(app, 'speciesAdd', { asset_id: assetId, species_ids: [4, 5] }, admin.token)).status,
    ).toBe(200);
    expect(
      (await call(app, 'speciesDelete', { asset_id: assetId, species_ids: [4, 5] }, admin.token)).status,
    ).toBe(200);
    // Species 5's removal is dated back past the retention; species 4's is a day short of it.
    await app.context.db.execute(
      sql`UPDATE sync_removals SET removed_at = now() - make_interval(days => ${SYNC_REMOVAL_RETENTION_DAYS} + 1)
           WHERE kind = 'assetSpecies' AND row_id = 5 AND asset_id = ${assetId}`,
    );
    await app.context.db.execute(
      sql`UPDATE sync_removals SET removed_at = now() - make_interval(days => ${SYNC_REMOVAL_RETENTION_DAYS} - 1)
           WHERE kind = 'assetSpecies' AND row_id = 4 AND asset_id = ${assetId}`,
    );
    const kept = async () =>
      (
        await rows<{ row_id: number }>(
          app.context.db,
          sql`SELECT row_id FROM sync_removals WHERE kind = 'assetSpecies' AND asset_id = ${assetId}
                AND row_id IN (4, 5) ORDER BY row_id`,
        )
      ).map((r) => r.row_id);
    expect(await kept()).toEqual([4, 5]);
    await pruneSyncRemovals(app.context.db, SYNC_REMOVAL_RETENTION_DAYS);
    expect(await kept()).toEqual([4]);
    // A pull from within the retention lists what was kept; from before it, it is told to start over.
    const recent = await pullAsset(field, assetId, daysBefore(since, SYNC_REMOVAL_RETENTION_DAYS - 0.5));
    expect(recent.body.startOver).toBe(false);
    expect(recent.body.removed.assetSpecies).toContain(4);
    const old = await pullAsset(field, assetId, daysBefore(since, SYNC_REMOVAL_RETENTION_DAYS + 1));
    expect(old.status).toBe(200);
    expect(old.body).toEqual({ ...emptyAssetSync(START_OVER_SINCE), startOver: true });
  });

  it('past the retention, an app pull is answered in full and flagged to start over', async () => {
    const { field } = world.client;
    const since = await cutoff();
    const full = await pullApp(field);
    expect(full.body.startOver).toBe(false);
    const recent = await pullApp(field, daysBefore(since, SYNC_REMOVAL_RETENTION_DAYS - 2));
    expect(recent.body.startOver).toBe(false);
    const old = await pullApp(field, daysBefore(since, SYNC_REMOVAL_RETENTION_DAYS + 1));
    expect(old.body.startOver).toBe(true);
    const { since: _, ...oldRest } = old.body;
    const { since: __, ...fullRest } = full.body;
    expect({ ...oldRest, startOver: false }).toEqual(fullRest);
  });
});
