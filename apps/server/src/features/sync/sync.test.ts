import {
  type AssetSyncResponse,
  type CreateIssueRequest,
  DUPLICATE_DISTANCE_DEFAULT_M,
  SYNC_OVERLAP_SECONDS,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCulvertRow, insertInspectionRow, insertIssueRow } from '../../../test/directRows';
import { type CallResult, call, createTestApp, newIssue, type TestApp } from '../../../test/testApp';
import { createWorld, type World } from '../../../test/world';
import type { Db } from '../../db/client';
import { assetSpecies, subAssets, userAssets } from '../../db/schema';

let app: TestApp;
let world: World;
/** Records on the client's main asset, written before any pull. */
let seeded: { issue: number; followUp: number; culvert: number; inspection: number; subAsset: number };

beforeAll(async () => {
  app = await createTestApp();
  world = await createWorld(app);
  const { client } = world;
  const db = app.context.db;
  const issue = await insertIssueRow(db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.field.id,
  });
  const followUp = await insertIssueRow(db, {
    assetId: client.assetId,
    areaId: client.areaIds[1],
    userId: client.field.id,
    originalIssueId: issue,
  });
  const culvert = await insertCulvertRow(db, client.assetId);
  const inspection = await insertInspectionRow(db, {
    culvertId: culvert,
    assetId: client.assetId,
    userId: client.field.id,
  });
  const [sub] = await db
    .insert(subAssets)
    .values({ asset_id: client.assetId, sub_asset_name: 'Valve 7', latitude: 53.93, longitude: -116.57 })
    .returning({ id: subAssets.id });
  await db.insert(assetSpecies).values([
    { asset_id: client.assetId, species_id: 1 },
    { asset_id: client.assetId, species_id: 2 },
  ]);
  seeded = { issue, followUp, culvert, inspection, subAsset: sub.id };
});
afterAll(() => app.close());

const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);

function pullAsset(token: string, userId: number, assetId: number, since?: string) {
  return call(app, 'syncAsset', { assetId, userId, ...(since ? { since } : {}) }, token);
}

/** Hide an issue the way a delete does: an UPDATE, so the trigger stamps it. */
const hideIssue = (id: number) =>
  app.context.db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${id}`);

describe('GET /update/asset', () => {
  it('sends a full snapshot of everything on the asset, without tombstones, and a since one overlap window back', async () => {
    const { client } = world;
    const { db } = app.context;
    const gone = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
      hidden: true,
    });
    const elsewhere = await insertIssueRow(db, {
      assetId: client.otherAssetId,
      areaId: client.otherAreaId,
      userId: client.admin.id,
    });
    const before = Date.now();
    const res = await pullAsset(client.field.token, client.field.id, client.assetId);
    const after = Date.now();
    expect(res.status).toBe(200);
    const body = res.body;
    expect(ids(body.issues)).toEqual([seeded.issue, seeded.followUp]);
    expect(ids(body.issues)).not.toContain(gone);
    expect(ids(body.issues)).not.toContain(elsewhere);
    expect(ids(body.areas)).toEqual([...client.areaIds].sort((a, b) => a - b));
    expect(ids(body.subAssets)).toEqual([seeded.subAsset]);
    expect(ids(body.culverts)).toEqual([seeded.culvert]);
    expect(ids(body.culvertInspections)).toEqual([seeded.inspection]);
    expect(ids(body.assetAssociatedSpecies)).toEqual([1, 2]);
    const followUp = body.issues.find((i) => i.id === seeded.followUp)!;
    expect(followUp.original_issue_id).toBe(seeded.issue);
    expect(body.issues.every((i) => !i.hidden)).toBe(true);
    const since = Date.parse(body.since);
    expect(since).toBeGreaterThanOrEqual(before - SYNC_OVERLAP_SECONDS * 1000 - 1000);
    expect(since).toBeLessThanOrEqual(after - SYNC_OVERLAP_SECONDS * 1000 + 1000);
  });

  it('sends only the rows changed since, and a delete as a tombstone', async () => {
    const { client } = world;
    // A since as late as the database's now sees only what changes from here on (the overlap is tested below).
    const { since } = (await pullAsset(client.admin.token, client.admin.id, client.assetId)).body;
    const cutoff = new Date(Date.parse(since) + SYNC_OVERLAP_SECONDS * 1000).toISOString();
    const quiet = await pullAsset(client.admin.token, client.admin.id, client.assetId, cutoff);
    expect(quiet.status).toBe(200);
    expect(quiet.body.issues).toEqual([]);
    expect(quiet.body.areas).toEqual([]);
    expect(quiet.body.culverts).toEqual([]);
    expect(quiet.body.culvertInspections).toEqual([]);
    expect(quiet.body.subAssets).toEqual([]);
    expect(quiet.body.assetAssociatedSpecies).toEqual([]);

    const doomed = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
      updatedAt: '2020-01-01T00:00:00Z',
    });
    await hideIssue(doomed);
    await app.context.db.execute(
      sql`UPDATE culverts SET road_name = 'Range Road 191' WHERE id = ${seeded.culvert}`,
    );
    const changed = await pullAsset(client.admin.token, client.admin.id, client.assetId, cutoff);
    expect(changed.body.issues.map((i) => [i.id, i.hidden])).toEqual([[doomed, true]]);
    expect(changed.body.culverts.map((c) => [c.id, c.road_name])).toEqual([
      [seeded.culvert, 'Range Road 191'],
    ]);
    expect(changed.body.culvertInspections).toEqual([]);
  });

  it('does not miss a write that commits after a pull with an earlier timestamp (the overlap window)', async () => {
    const { client } = world;
    const pull = (since?: string) => pullAsset(client.field.token, client.field.id, client.assetId, since);
    const lateRow = (db: Db, updatedAt?: string) =>
      insertIssueRow(db, {
        assetId: client.assetId,
        areaId: client.areaIds[0],
        userId: client.field.id,
        updatedAt,
      });
    let first: CallResult<'syncAsset'>;
    let late: number;
    if (app.context.handle.kind === 'postgres') {
      // A real second transaction: its row is stamped when it begins, before the pull reads, and it
      // commits after the pull has answered.
      [first, late] = await app.context.handle.session(async (writer) => {
        await writer.db.execute(sql`BEGIN`);
        const id = await lateRow(writer.db);
        const pulled = await pull();
        await writer.db.execute(sql`COMMIT`);
        return [pulled, id] as const;
      });
    } else {
      // PGlite runs one transaction at a time: write the same row after the pull, stamped 30 s back as
      // that transaction would have stamped it.
      first = await pull();
      late = await lateRow(app.context.db, new Date(Date.now() - 30_000).toISOString());
    }
    expect(ids(first.body.issues)).not.toContain(late);
    const next = await pull(first.body.since);
    expect(ids(next.body.issues)).toContain(late);
  });

  it('flags issues interactive for a client field user only when assigned to them or recorded by them', async () => {
    const { client } = world;
    const db = app.context.db;
    const byAdmin = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.admin.id,
    });
    const flag = async () => {
      const pull = await pullAsset(client.field.token, client.field.id, client.assetId);
      const flags = Object.fromEntries(pull.body.issues.map((i) => [i.id, i.isInteractive]));
      return { byAdmin: flags[byAdmin], own: flags[seeded.issue], ownFollowUp: flags[seeded.followUp] };
    };
    expect(await flag()).toEqual({ byAdmin: false, own: true, ownFollowUp: true });
    const assign = { userId: client.field.id, issueIds: [byAdmin] };
    expect((await call(app, 'usersAssignIssues', assign, client.admin.token)).status).toBe(200);
    expect((await flag()).byAdmin).toBe(true);
    const unassign = { delete_issue_ids: [byAdmin], client_field_user_id: client.field.id };
    expect((await call(app, 'providersDeleteAssigned', unassign, client.admin.token)).status).toBe(200);
    expect((await flag()).byAdmin).toBe(false);
    const admin = await pullAsset(client.admin.token, client.admin.id, client.assetId);
    expect(admin.body.issues.every((i) => i.isInteractive)).toBe(true);
    await hideIssue(byAdmin);
  });

  it('flags issues interactive per viewer: provider staff only once the chain is assigned to them', async () => {
    const { client, provider } = world;
    const flags = (body: AssetSyncResponse) =>
      Object.fromEntries(body.issues.map((i) => [i.id, i.isInteractive])) as Record<number, boolean>;

    const owner = await pullAsset(client.field.token, client.field.id, client.assetId);
    expect(flags(owner.body)[seeded.issue]).toBe(true);
    const crew = await pullAsset(provider.field.token, provider.field.id, client.assetId);
    expect(crew.status).toBe(200);
    expect(flags(crew.body)[seeded.issue]).toBe(false);
    expect(flags(crew.body)[seeded.followUp]).toBe(false);
    const boss = await pullAsset(provider.admin.token, provider.admin.id, client.assetId);
    expect(flags(boss.body)[seeded.followUp]).toBe(false);

    // The client gives the chain to the provider (through the follow-up), the provider to its crew.
    const toCompany = { original_issue_ids: [seeded.followUp], company_id: provider.companyId };
    expect((await call(app, 'providersSaveAssigned', toCompany, client.admin.token)).status).toBe(200);
    const bossNext = await pullAsset(
      provider.admin.token,
      provider.admin.id,
      client.assetId,
      boss.body.since,
    );
    expect(flags(bossNext.body)).toMatchObject({ [seeded.issue]: true, [seeded.followUp]: true });
    const crewBetween = await pullAsset(
      provider.field.token,
      provider.field.id,
      client.assetId,
      crew.body.since,
    );
    expect(flags(crewBetween.body)[seeded.issue]).toBe(false);

    const toUser = { userId: provider.field.id, issueIds: [seeded.issue] };
    expect((await call(app, 'usersAssignIssues', toUser, provider.admin.token)).status).toBe(200);
    const crewNext = await pullAsset(
      provider.field.token,
      provider.field.id,
      client.assetId,
      crew.body.since,
    );
    expect(flags(crewNext.body)).toMatchObject({ [seeded.issue]: true, [seeded.followUp]: true });

    // Taking the chain back from the provider reaches its crew in the next incremental pull too.
    const back = { delete_issue_ids: [seeded.issue], third_party_company_id: provider.companyId };
    expect((await call(app, 'providersDeleteAssigned', back, client.admin.token)).status).toBe(200);
    const crewAfter = await pullAsset(
      provider.field.token,
      provider.field.id,
      client.assetId,
      crewNext.body.since,
    );
    expect(flags(crewAfter.body)).toMatchObject({ [seeded.issue]: false, [seeded.followUp]: false });
  });

  it('answers 404 for another company’s asset and for an asset not assigned to a field user', async () => {
    const { client, rival, provider } = world;
    expect((await pullAsset(client.admin.token, client.admin.id, rival.assetId)).status).toBe(404);
    expect((await pullAsset(client.field.token, client.field.id, client.otherAssetId)).status).toBe(404);
    expect((await pullAsset(provider.field.token, provider.field.id, client.otherAssetId)).status).toBe(404);
    expect((await pullAsset(rival.admin.token, rival.admin.id, client.assetId)).status).toBe(404);
  });

  it('answers 403 when pulling for another user, 400 for a bad payload, 401 without a token', async () => {
    const { client } = world;
    expect((await pullAsset(client.admin.token, client.field.id, client.assetId)).status).toBe(403);
    expect((await pullAsset(client.admin.token, client.admin.id, client.assetId, 'yesterday')).status).toBe(
      400,
    );
    const noAsset = { userId: client.admin.id } as unknown as { assetId: number; userId: number };
    expect((await call(app, 'syncAsset', noAsset, client.admin.token)).status).toBe(400);
    expect((await pullAsset('', client.admin.id, client.assetId)).status).toBe(401);
  });
});

describe('GET /update', () => {
  const pullApp = (token: string, userId: number, since?: string) =>
    call(app, 'syncApp', { userId, ...(since ? { since } : {}) }, token);

  it('gives a client admin the company, its users and its providers’ users, its assets and its providers', async () => {
    const { client, provider } = world;
    const res = await pullApp(client.admin.token, client.admin.id);
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({
      id: client.companyId,
      company_name: 'Acme Pipelines',
      company_tag: 'ACM',
      company_type: 'client',
      duplicateDistanceM: DUPLICATE_DISTANCE_DEFAULT_M,
    });
    expect(ids(res.body.users)).toEqual(
      [client.admin.id, client.field.id, provider.admin.id, provider.field.id].sort((a, b) => a - b),
    );
    expect(ids(res.body.assets)).toEqual([client.assetId, client.otherAssetId].sort((a, b) => a - b));
    expect(res.body.thirdPartyCompanies.map((c) => c.id)).toEqual([provider.companyId]);
    expect(Date.parse(res.body.since)).toBeLessThanOrEqual(Date.now() - SYNC_OVERLAP_SECONDS * 1000 + 1000);
  });

  it('gives a client field user themselves, the providers’ users and only their assets', async () => {
    const { client, provider } = world;
    const res = await pullApp(client.field.token, client.field.id);
    expect(ids(res.body.users)).toEqual(
      [client.field.id, provider.admin.id, provider.field.id].sort((a, b) => a - b),
    );
    expect(ids(res.body.assets)).toEqual([client.assetId]);
  });

  it('gives a provider its own users, the client assets it works on and no providers', async () => {
    const { client, provider } = world;
    const res = await pullApp(provider.admin.token, provider.admin.id);
    expect(res.body.company.id).toBe(provider.companyId);
    expect(ids(res.body.users)).toEqual([provider.admin.id, provider.field.id].sort((a, b) => a - b));
    expect(ids(res.body.assets)).toEqual([client.assetId, client.otherAssetId].sort((a, b) => a - b));
    expect(res.body.thirdPartyCompanies).toEqual([]);
    const crew = await pullApp(provider.field.token, provider.field.id);
    expect(ids(crew.body.users)).toEqual([provider.field.id]);
    expect(ids(crew.body.assets)).toEqual([client.assetId]);
  });

  it('sends only users changed since, and assets newly assigned to the user, in an incremental pull', async () => {
    const { client } = world;
    const first = await pullApp(client.field.token, client.field.id);
    const cutoff = new Date(Date.parse(first.body.since) + SYNC_OVERLAP_SECONDS * 1000).toISOString();
    const quiet = await pullApp(client.field.token, client.field.id, cutoff);
    expect(quiet.body.users).toEqual([]);
    expect(quiet.body.assets).toEqual([]);
    expect(quiet.body.company.id).toBe(client.companyId);

    await app.context.db
      .insert(userAssets)
      .values({ user_id: client.field.id, asset_id: client.otherAssetId });
    await app.context.db.execute(
      sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${world.provider.admin.id}`,
    );
    const next = await pullApp(client.field.token, client.field.id, cutoff);
    // The field user's row changed too: it lists the asset.
    expect(next.body.users.map((u) => [u.id, u.first_name])).toEqual([
      [client.field.id, 'acmepipelines'],
      [world.provider.admin.id, 'Renamed'],
    ]);
    expect(ids(next.body.assets)).toEqual([client.otherAssetId]);
    await app.context.db.execute(
      sql`DELETE FROM user_assets WHERE user_id = ${client.field.id} AND asset_id = ${client.otherAssetId}`,
    );
  });

  it('answers 403 when pulling for another user, 400 for a bad payload, 401 without a token', async () => {
    const { client } = world;
    expect((await pullApp(client.admin.token, client.field.id)).status).toBe(403);
    expect((await pullApp(client.admin.token, client.admin.id, 'not-a-date')).status).toBe(400);
    const noUser = {} as unknown as { userId: number };
    expect((await call(app, 'syncApp', noUser, client.admin.token)).status).toBe(400);
    expect((await call(app, 'syncApp', { userId: client.admin.id })).status).toBe(401);
  });
});

describe('GET /update/asset after changes around an issue', () => {
  it('shows renames, follow-ups and assignments in the next full pull', async () => {
    const { client, provider, superUser } = world;
    const admin = client.admin;
    const issueIn = (body: AssetSyncResponse) => body.issues.find((i) => i.id === seeded.issue)!;
    const warm = await pullAsset(admin.token, admin.id, client.assetId);
    expect(warm.status).toBe(200);
    const before = issueIn(warm.body);
    // Reading twice answers the same.
    expect(issueIn((await pullAsset(admin.token, admin.id, client.assetId)).body)).toEqual(before);

    const pulled = async () => issueIn((await pullAsset(admin.token, admin.id, client.assetId)).body);
    // Each change is checked with its own pull, so no later write can mask a change that did not arrive.
    const renamed = `Renamed ${before.area}`;
    expect(
      (await call(app, 'adminUpdateArea', { id: before.areaId, name: renamed }, superUser.token)).status,
    ).toBe(200);
    expect((await pulled()).area).toBe(renamed);

    const followUp = await call(
      app,
      'issuesCreate',
      newIssue(before.areaId, admin.id, { originalIssueId: seeded.issue }),
      admin.token,
    );
    expect(followUp.status).toBe(200);
    expect((await pulled()).subsequentIssueIds).toContain(followUp.body.id);

    const assigned = await call(
      app,
      'providersSaveAssigned',
      { original_issue_ids: [seeded.issue], company_id: provider.companyId },
      admin.token,
    );
    expect(assigned.status).toBe(200);
    const after = await pulled();
    expect(after.thirdPartyCompanyIds).toEqual([provider.companyId]);
    // The flag is per viewer: the provider's field user still cannot work on it.
    const field = provider.field;
    const theirs = issueIn((await pullAsset(field.token, field.id, client.assetId)).body);
    expect(after.isInteractive).toBe(true);
    expect(theirs.isInteractive).toBe(false);
  });

  it('sends each issue as its create answered it (the sync reads issues in bulk, a create one by one)', async () => {
    const { client, provider } = world;
    const admin = client.admin;
    const create = async (overrides: Partial<CreateIssueRequest>) => {
      const created = await call(
        app,
        'issuesCreate',
        newIssue(client.areaIds[1], admin.id, overrides),
        admin.token,
      );
      expect(created.status).toBe(200);
      return created.body;
    };
    const original = await create({
      speciesIds: [2, 1],
      actionsRequiredIds: [21, 20],
      thirdPartyCompanyIds: [provider.companyId],
    });
    const pulled = async (id: number) =>
      (await pullAsset(admin.token, admin.id, client.assetId)).body.issues.find((i) => i.id === id);
    expect(await pulled(original.id)).toEqual(original);
    const followUp = await create({ originalIssueId: original.id });
    expect(followUp.thirdPartyCompanyIds).toEqual([provider.companyId]);
    expect(await pulled(followUp.id)).toEqual(followUp);
  });
});
