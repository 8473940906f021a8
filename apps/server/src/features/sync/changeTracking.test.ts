import type { AssetSyncResponse } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCulvertRow, insertInspectionRow, insertIssueRow } from '../../../test/directRows';
import { syncCutoff } from '../../../test/syncCutoff';
import { call, type TestApp, testImage } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import { firstRow } from '../../db/sql';

/*
 * Writes that change what a synced row shows without touching the row itself reach the next incremental
 * asset pull: the database's triggers mark the row changed. Rows are written straight to the database
 * where the point is that no service code has to remember it.
 */

let app: TestApp;
let world: World;
/** An issue recorded by the client admin on the first area, and one on the second area nobody touches. */
let issue: number;
let bystander: number;

setupWorld(async (started) => {
  ({ app, world } = started);
  const { client } = world;
  issue = await insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.admin.id,
  });
  bystander = await insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[1],
    userId: client.field.id,
  });
});

const run = (query: ReturnType<typeof sql>) => app.context.db.execute(query);

const cutoff = () => syncCutoff(app);

async function pullAsset(user: TestUser, since: string): Promise<AssetSyncResponse> {
  const res = await call(
    app,
    'syncAsset',
    { assetId: world.client.assetId, userId: user.id, since },
    user.token,
  );
  expect(res.status).toBe(200);
  return res.body;
}

const issueIn = (body: AssetSyncResponse, id: number) => body.issues.find((i) => i.id === id);

describe('an incremental asset pull sends the issue', () => {
  it('when its area is renamed, with the new name, and not the issues of other areas', async () => {
    const since = await cutoff();
    const name = 'Renamed corridor';
    const renamed = await call(
      app,
      'adminUpdateArea',
      { id: world.client.areaIds[0], name },
      world.superUser.token,
    );
    expect(renamed.status).toBe(200);
    const body = await pullAsset(world.client.admin, since);
    expect(issueIn(body, issue)?.area).toBe(name);
    expect(issueIn(body, bystander)).toBeUndefined();
  });

  it('when a photo is added, and again when it is removed', async () => {
    const { admin } = world.client;
    const since = await cutoff();
    const added = await call(
      app,
      'photosAddToExisting',
      { targetType: 'vegetation-issue', parentId: issue, fileType: 'image/jpeg' },
      admin.token,
      { bytes: await testImage(), contentType: 'image/jpeg' },
    );
    expect(added.status).toBe(200);
    expect(issueIn(await pullAsset(admin, since), issue)?.photos).toEqual([added.body.key]);

    const sinceAdded = await cutoff();
    const removal = { targetType: 'vegetation-issue' as const, parentId: issue, fileKey: added.body.key };
    expect((await call(app, 'photosRemove', removal, admin.token)).status).toBe(200);
    expect(issueIn(await pullAsset(admin, sinceAdded), issue)?.photos).toEqual([]);
  });

  it('when its species or required actions change', async () => {
    const { admin } = world.client;
    const since = await cutoff();
    await run(sql`INSERT INTO issue_species (issue_id, species_id) VALUES (${issue}, 2)`);
    expect(issueIn(await pullAsset(admin, since), issue)?.speciesIds).toEqual([2]);

    const sinceSpecies = await cutoff();
    await run(sql`INSERT INTO issue_required_actions (issue_id, action_id) VALUES (${issue}, 20)`);
    expect(issueIn(await pullAsset(admin, sinceSpecies), issue)?.actionsRequiredIds).toEqual([20]);

    const sinceActions = await cutoff();
    await run(sql`DELETE FROM issue_species WHERE issue_id = ${issue}`);
    expect(issueIn(await pullAsset(admin, sinceActions), issue)?.speciesIds).toEqual([]);
  });

  it('when a follow-up is recorded and when that follow-up is deleted', async () => {
    const { client } = world;
    const since = await cutoff();
    const followUp = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.admin.id,
      originalIssueId: issue,
    });
    expect(issueIn(await pullAsset(client.admin, since), issue)?.subsequentIssueIds).toEqual([followUp]);

    const sinceRecorded = await cutoff();
    await run(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${followUp}`);
    expect(issueIn(await pullAsset(client.admin, sinceRecorded), issue)?.subsequentIssueIds).toEqual([]);
  });

  it('when its initiator is renamed', async () => {
    const { client } = world;
    const since = await cutoff();
    await run(sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${client.admin.id}`);
    expect(issueIn(await pullAsset(client.admin, since), issue)?.user).toBe('Renamed Tester');
    expect(issueIn(await pullAsset(client.admin, since), bystander)).toBeUndefined();
  });

  it('to the provider staff it is unassigned from, no longer interactive, with their user row', async () => {
    const { client, provider } = world;
    const toProvider = { original_issue_ids: [issue], company_id: provider.companyId };
    expect((await call(app, 'providersSaveAssigned', toProvider, client.admin.token)).status).toBe(200);
    const toCrew = { userId: provider.field.id, issueIds: [issue] };
    expect((await call(app, 'usersAssignIssues', toCrew, provider.admin.token)).status).toBe(200);

    const since = await cutoff();
    const fromCrew = { delete_issue_ids: [issue], client_field_user_id: provider.field.id };
    expect((await call(app, 'providersDeleteAssigned', fromCrew, provider.admin.token)).status).toBe(200);
    const crew = issueIn(await pullAsset(provider.field, since), issue);
    expect(crew).toMatchObject({ isInteractive: false, assignedUserIds: [] });
    const crewApp = await call(app, 'syncApp', { userId: provider.field.id, since }, provider.field.token);
    expect(crewApp.body.users.map((u) => [u.id, u.assignedIssues])).toEqual([[provider.field.id, []]]);

    const sinceCrew = await cutoff();
    const fromProvider = { delete_issue_ids: [issue], third_party_company_id: provider.companyId };
    expect((await call(app, 'providersDeleteAssigned', fromProvider, client.admin.token)).status).toBe(200);
    const boss = issueIn(await pullAsset(provider.admin, sinceCrew), issue);
    expect(boss).toMatchObject({ isInteractive: false, thirdPartyCompanyIds: [] });
  });
});

describe('an incremental asset pull sends', () => {
  let culvert: number;
  let inspection: number;
  beforeAll(async () => {
    const { client } = world;
    culvert = await insertCulvertRow(app.context.db, client.assetId);
    inspection = await insertInspectionRow(app.context.db, {
      culvertId: culvert,
      assetId: client.assetId,
      userId: client.field.id,
    });
  });

  it('an inspection whose actions or culvert changed, and the culvert of a changed inspection', async () => {
    const { admin } = world.client;
    const since = await cutoff();
    await run(
      sql`INSERT INTO culvert_inspection_actions (inspection_id, action_id) VALUES (${inspection}, 1)`,
    );
    const body = await pullAsset(admin, since);
    expect(body.culvertInspections.map((i) => i.id)).toEqual([inspection]);
    expect(body.culverts.map((c) => c.id)).toEqual([culvert]);

    const sinceActions = await cutoff();
    await run(sql`UPDATE culverts SET site_culvert_id = 'C-renamed' WHERE id = ${culvert}`);
    const renamed = await pullAsset(admin, sinceActions);
    expect(renamed.culvertInspections.map((i) => [i.id, i.culvert])).toEqual([[inspection, 'C-renamed']]);
  });

  it('the records an open notice is on when its author is renamed, with the new name', async () => {
    const { client, provider } = world;
    const sub = await firstRow<{ id: number }>(
      app.context.db,
      sql`INSERT INTO sub_assets (asset_id, sub_asset_name, latitude, longitude)
          VALUES (${client.assetId}, 'Valve 12', 53.93, -116.57) RETURNING id`,
    );
    const notices = [
      ['vegetation-issue', bystander],
      ['culvert', culvert],
      ['sub-asset', sub!.id],
    ] as const;
    for (const [target, id] of notices) {
      await run(sql`INSERT INTO edit_notices (target_type, record_id, field, overwritten_value, by_user_id, at)
                    VALUES (${target}, ${id}, 'comments', '"Earlier words"', ${provider.admin.id}, now())`);
    }
    const since = await cutoff();
    await run(sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${provider.admin.id}`);
    const body = await pullAsset(client.admin, since);
    const byName = (records: { id: number; editNotices?: { byName: string | null }[] }[], id: number) =>
      records.find((r) => r.id === id)?.editNotices?.[0]?.byName;
    expect(byName(body.issues, bystander)).toMatch(/^Renamed /);
    expect(byName(body.culverts, culvert)).toMatch(/^Renamed /);
    expect(byName(body.subAssets, sub!.id)).toMatch(/^Renamed /);
  });

  it('a sub-asset whose list of areas changed', async () => {
    const { client } = world;
    const sub = await firstRow<{ id: number }>(
      app.context.db,
      sql`INSERT INTO sub_assets (asset_id, sub_asset_name, latitude, longitude)
          VALUES (${client.assetId}, 'Valve 9', 53.93, -116.57) RETURNING id`,
    );
    const since = await cutoff();
    await run(sql`UPDATE management_areas SET sub_asset_id = ${sub!.id} WHERE id = ${client.areaIds[1]}`);
    const body = await pullAsset(client.admin, since);
    expect(body.subAssets.map((s) => [s.id, s.managementAreaIds])).toEqual([[sub!.id, [client.areaIds[1]]]]);
  });
});
