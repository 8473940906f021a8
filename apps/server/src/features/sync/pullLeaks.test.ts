import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCulvertRow, insertInspectionRow, insertIssueRow } from '../../../test/directRows';
import { type CallResult, call, type TestApp } from '../../../test/testApp';
import {
  insertCompany,
  insertUser,
  setupWorld,
  squareAround,
  type TestCompany,
  type TestUser,
  type World,
} from '../../../test/world';
import type { Db } from '../../db/client';
import {
  assets,
  companyRelations,
  issueCompanyAssignments,
  issueUserAssignments,
  managementAreas,
  subAssets,
  userAssets,
} from '../../db/schema';
import { rows } from '../../db/sql';

/**
 * A pull carries only what its viewer may know (DESIGN §6), checked by walking whole answers rather than the
 * fields known to hold ids. Two clients share one provider: the world's client (A) and Zanzibar Roads (B), whose
 * rows all take ids from FIRST_B on; a third client with a provider of its own (Quixote Canals and Yonder Mowing)
 * takes ids from FIRST_FAR on. So any number from FIRST_B on in an answer names a row of B or beyond, which A's
 * users, and a provider field user working on A only, must never see; a provider admin serves B too, but never
 * Quixote's. Names, uuids and keys of those companies' rows are looked for as whole strings.
 */
const FIRST_B = 1_000_000;
const FIRST_FAR = 2_000_000;

let app: TestApp;
let world: World;
/** The provider's crew member who works for both clients. */
let crew: TestUser;
let clientB: TestCompany & { assetId: number };
let far: { client: TestCompany & { assetId: number }; provider: TestCompany };

/** Every sequence of the database continues after `value`: the rows inserted next take ids above it. */
const idsFrom = (db: Db, value: number) =>
  db.execute(sql`SELECT setval(c.oid::regclass, ${value}) FROM pg_class c WHERE c.relkind = 'S'`);

/**
 * A client's asset with an area, a sub-asset, a culvert with an inspection, and an issue recorded by its field
 * user (with a photo) assigned to `provider` and to `providerUser`.
 */
async function assetWithRecords(
  db: Db,
  company: TestCompany,
  name: string,
  provider: { companyId: number; user: TestUser },
): Promise<number> {
  const [asset] = await db
    .insert(assets)
    .values({ company_id: company.companyId, asset_name: `${name} Highway`, latitude: 53.5, longitude: -116 })
    .returning({ id: assets.id });
  const [area] = await db
    .insert(managementAreas)
    .values({ asset_id: asset.id, name: `${name} Ditch`, shape: squareAround(-116, 53.5) })
    .returning({ id: managementAreas.id });
  await db
    .insert(subAssets)
    .values({ asset_id: asset.id, sub_asset_name: `${name} Valve`, latitude: 53.5, longitude: -116 });
  await db.insert(userAssets).values([
    { user_id: company.admin.id, asset_id: asset.id },
    { user_id: company.field.id, asset_id: asset.id },
    { user_id: provider.user.id, asset_id: asset.id },
  ]);
  await recordsOn(db, asset.id, area.id, company.field, provider);
  return asset.id;
}

/** An issue with a photo, assigned to the provider and its user, and a culvert with an inspection. */
async function recordsOn(
  db: Db,
  assetId: number,
  areaId: number,
  recorder: TestUser,
  provider: { companyId: number; user: TestUser },
): Promise<void> {
  const issue = await insertIssueRow(db, { assetId, areaId, userId: recorder.id });
  await db.insert(issueCompanyAssignments).values({ issue_id: issue, company_id: provider.companyId });
  await db.insert(issueUserAssignments).values({ issue_id: issue, user_id: provider.user.id });
  await db.execute(
    sql`INSERT INTO photos (uuid, key, target_type, issue_id, content_type, byte_size, user_id)
        VALUES (${randomUUID()}, ${`test/${randomUUID()}.jpg`}, 'vegetation-issue', ${issue}, 'image/jpeg', 100,
                ${recorder.id})`,
  );
  const culvert = await insertCulvertRow(db, assetId);
  await insertInspectionRow(db, { culvertId: culvert, assetId, userId: recorder.id });
}

setupWorld(async (started) => {
  ({ app, world } = started);
  const { db } = app.context;
  const { client, provider } = world;
  crew = await insertUser(app, db, {
    companyId: provider.companyId,
    username: 'brushbusters-crew',
    roleId: 3,
  });
  await db.insert(userAssets).values({ user_id: crew.id, asset_id: client.assetId });
  await recordsOn(db, client.assetId, client.areaIds[0], client.field, {
    companyId: provider.companyId,
    user: crew,
  });
  await db
    .insert(subAssets)
    .values({ asset_id: client.assetId, sub_asset_name: 'Acme Valve', latitude: 53.9, longitude: -116.5 });

  await idsFrom(db, FIRST_B);
  const b = await insertCompany(app, db, 'Zanzibar Roads', 'client');
  await db
    .insert(companyRelations)
    .values({ client_company_id: b.companyId, provider_company_id: provider.companyId });
  const bAsset = await assetWithRecords(db, b, 'Zanzibar', { companyId: provider.companyId, user: crew });
  // The provider's admin works on both clients' assets.
  await db.insert(userAssets).values({ user_id: provider.admin.id, asset_id: bAsset });
  clientB = { ...b, assetId: bAsset };

  await idsFrom(db, FIRST_FAR);
  const farClient = await insertCompany(app, db, 'Quixote Canals', 'client');
  const farProvider = await insertCompany(app, db, 'Yonder Mowing', 'thirdParty');
  await db
    .insert(companyRelations)
    .values({ client_company_id: farClient.companyId, provider_company_id: farProvider.companyId });
  const farAsset = await assetWithRecords(db, farClient, 'Quixote', {
    companyId: farProvider.companyId,
    user: farProvider.field,
  });
  far = { client: { ...farClient, assetId: farAsset }, provider: farProvider };
});

/** The names, uuids and keys of the companies' rows, as they would appear in an answer. */
async function stringsOf(companyIds: number[]): Promise<Set<string>> {
  const ids = sql`(${sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const onAssets = sql`asset_id IN (SELECT id FROM assets WHERE company_id IN ${ids})`;
  const found = await rows<{ s: string }>(
    app.context.db,
    sql`SELECT company_name AS s FROM companies WHERE id IN ${ids}
        UNION SELECT company_tag FROM companies WHERE id IN ${ids}
        UNION SELECT unnest(ARRAY[user_name, email, first_name]) FROM users WHERE company_id IN ${ids}
        UNION SELECT asset_name FROM assets WHERE company_id IN ${ids}
        UNION SELECT name FROM management_areas WHERE ${onAssets}
        UNION SELECT sub_asset_name FROM sub_assets WHERE ${onAssets}
        UNION SELECT uuid FROM vegetation_issues WHERE ${onAssets}
        UNION SELECT unnest(ARRAY[uuid, site_culvert_id]) FROM culverts WHERE ${onAssets}
        UNION SELECT uuid FROM culvert_inspections WHERE ${onAssets}
        UNION SELECT key FROM photos WHERE issue_id IN (SELECT id FROM vegetation_issues WHERE ${onAssets})`,
  );
  return new Set(found.map((r) => r.s));
}

/** Where in `value` a number from `firstForeignId` on, or one of `foreign` strings, appears. */
function leaks(value: unknown, firstForeignId: number, foreign: Set<string>, path = '$'): string[] {
  if (typeof value === 'number') return value >= firstForeignId ? [`${path} = ${value}`] : [];
  if (typeof value === 'string') return foreign.has(value) ? [`${path} = '${value}'`] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => leaks(item, firstForeignId, foreign, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      leaks(item, firstForeignId, foreign, `${path}.${key}`),
    );
  }
  return [];
}

const DAY_AGO = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
/** Small pages, so an asset pull takes several. */
const PAGE_ROWS = 2;

/** Every page of an asset pull (the changes since `since`, else the full snapshot). */
async function assetPages(
  user: TestUser,
  assetId: number,
  since?: string,
): Promise<CallResult<'syncAsset'>[]> {
  const pages: CallResult<'syncAsset'>[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(
      app,
      'syncAsset',
      {
        assetId,
        userId: user.id,
        limit: PAGE_ROWS,
        ...(since ? { since } : {}),
        ...(cursor ? { cursor } : {}),
      },
      user.token,
    );
    expect(page.status, JSON.stringify(page.error)).toBe(200);
    pages.push(page);
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

/**
 * Every answer a viewer's device pulls: the app pull in full and since a day ago, the reference lists, and every
 * page of each of its assets' pulls, in full and since a day ago. Labelled for the failure message.
 */
async function everyPull(user: TestUser): Promise<{ label: string; body: unknown }[]> {
  const app1 = await call(app, 'syncApp', { userId: user.id }, user.token);
  expect(app1.status).toBe(200);
  const app2 = await call(app, 'syncApp', { userId: user.id, since: DAY_AGO }, user.token);
  const relations = await call(app, 'syncRelations', undefined, user.token);
  const answers: { label: string; body: unknown }[] = [
    { label: 'app', body: app1.body },
    { label: `app since ${DAY_AGO}`, body: app2.body },
    { label: 'relations', body: relations.body },
  ];
  for (const { id } of app1.body.assets) {
    for (const since of [undefined, DAY_AGO]) {
      const pages = await assetPages(user, id, since);
      answers.push(
        ...pages.map((page, i) => ({ label: `asset ${id} since ${since} page ${i}`, body: page.body })),
      );
    }
  }
  return answers;
}

async function expectNoLeak(user: TestUser, firstForeignId: number, foreignCompanies: number[]) {
  const foreign = await stringsOf(foreignCompanies);
  const answers = await everyPull(user);
  const found = answers.flatMap(({ label, body }) =>
    leaks(body, firstForeignId, foreign).map((at) => `${label}: ${at}`),
  );
  expect(found).toEqual([]);
  return answers;
}

/** Companies nobody on the shared provider's side may see. */
const beyondProvider = () => [far.client.companyId, far.provider.companyId, world.rival.companyId];

describe('pulls carry nothing of another client', () => {
  it('a client admin: the provider’s users come with their assets and assignments on this client only', async () => {
    const { client, provider } = world;
    const answers = await expectNoLeak(client.admin, FIRST_B, [clientB.companyId, ...beyondProvider()]);
    // The provider's users are there, with what they hold on this client's assets.
    const { users } = answers[0].body as {
      users: { id: number; assetIds: number[]; assignedIssues: unknown[] }[];
    };
    const crewRow = users.find((u) => u.id === crew.id);
    expect(crewRow?.assetIds).toEqual([client.assetId]);
    expect(crewRow?.assignedIssues).toHaveLength(1);
    expect(users.find((u) => u.id === provider.admin.id)?.assetIds).toEqual([client.assetId]);
    // The walk went through several pages of the asset's pull, in full and since a day ago.
    const pagesOf = (since: string | undefined) =>
      answers.filter((a) => a.label.startsWith(`asset ${client.assetId} since ${since} page`)).length;
    expect(Math.min(pagesOf(undefined), pagesOf(DAY_AGO))).toBeGreaterThan(1);
    // And another client's asset is not to be pulled.
    const other = await call(
      app,
      'syncAsset',
      { assetId: clientB.assetId, userId: client.admin.id },
      client.admin.token,
    );
    expect(other.status).toBe(404);
    expect(leaks(other.body, FIRST_B, await stringsOf([clientB.companyId]))).toEqual([]);
  });

  it('other companies’ users come with their names and company only, both ways', async () => {
    const { client, provider } = world;
    for (const [company, viewer] of [client, provider].flatMap(
      (c) =>
        [
          [c, c.admin],
          [c, c.field],
        ] as const,
    )) {
      const pull = await call(app, 'syncApp', { userId: viewer.id }, viewer.token);
      const others = pull.body.users.filter((u) => u.companyId !== company.companyId);
      // A client's device holds its providers' users (the assigned-users filter); a provider's, its own only.
      if (company === client) expect(others.length, viewer.username).toBeGreaterThan(0);
      expect(
        others.filter((u) => u.user_name !== '' || u.email !== '' || u.first_name === ''),
        viewer.username,
      ).toEqual([]);
      const own = pull.body.users.filter((u) => u.companyId === company.companyId);
      expect(own.every((u) => u.user_name !== '' && u.email !== '')).toBe(true);
    }
  });

  it('a client field user', async () => {
    const { field } = world.client;
    const answers = await expectNoLeak(field, FIRST_B, [clientB.companyId, ...beyondProvider()]);
    expect((answers[0].body as { users: unknown[] }).users.length).toBeGreaterThan(1);
  });

  it('a provider admin sees both clients it serves, and nothing of a client it does not serve', async () => {
    const answers = await expectNoLeak(world.provider.admin, FIRST_FAR, beyondProvider());
    const assetIds = (answers[0].body as { assets: { id: number }[] }).assets.map((a) => a.id);
    expect(assetIds).toContain(clientB.assetId);
  });

  it('a provider field user working on one client sees nothing of the other', async () => {
    await expectNoLeak(world.provider.field, FIRST_B, [clientB.companyId, ...beyondProvider()]);
  });

  it('the platform admin pulls nothing (its calls are /admin/* only)', async () => {
    const { superUser } = world;
    const answers = [
      await call(app, 'syncApp', { userId: superUser.id }, superUser.token),
      await call(app, 'syncAsset', { assetId: clientB.assetId, userId: superUser.id }, superUser.token),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403]);
    const foreign = await stringsOf([clientB.companyId, ...beyondProvider()]);
    expect(answers.flatMap((a) => leaks(a.body, FIRST_B, foreign))).toEqual([]);
  });
});
