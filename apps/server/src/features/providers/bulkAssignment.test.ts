import { ID_LIST_MAX } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIssueRow } from '../../../test/directRows';
import { call, createTestApp, subscribe, type TestApp } from '../../../test/testApp';
import { whileLocked } from '../../../test/whileLocked';
import { createWorld, insertCompany, type TestCompany, type World } from '../../../test/world';
import { companyRelations, userAssets } from '../../db/schema';
import { rows } from '../../db/sql';

let app: TestApp;
let world: World;
/** Two more providers of the client, for transfers. */
let other: TestCompany;
let third: TestCompany;
/** ID_LIST_MAX live issues (chain originals) on the client's asset. */
let issueIds: number[];
/**
 * Set-based, the time is the triggers' change tracking of 5,000 rows: 1 s on PGlite on a quick 2-core machine,
 * 3–6 s on a slow one. A per-id loop coming back is caught by the statement counts, whatever the machine; the
 * bound only catches a plan gone pathological.
 */
const BOUND_MS = 15_000;
/**
 * Statements sent to the database while `counting` is on, but for the request budget's flush: it runs on its own
 * timer (limits/requestBudget.ts), so whether it falls inside a call is chance, not the call's cost.
 */
let statements = 0;
let counting = false;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      db: {
        logger: { logQuery: (query) => void (counting && !query.includes('rate_limits') && statements++) },
      },
    },
  );
  world = await createWorld(app);
  const { client, provider } = world;
  other = await insertCompany(app, app.context.db, 'Verge Cutters', 'thirdParty');
  third = await insertCompany(app, app.context.db, 'Ditch Doctors', 'thirdParty');
  await app.context.db.insert(companyRelations).values([
    { client_company_id: client.companyId, provider_company_id: other.companyId },
    { client_company_id: client.companyId, provider_company_id: third.companyId },
  ]);
  // The third provider's crew works on the client's asset; every assignee is subscribed, so each
  // assignment also queues mail.
  await app.context.db.insert(userAssets).values({ user_id: third.field.id, asset_id: client.assetId });
  await subscribe(app, [third.field, provider.admin, other.admin], 'Assigned Issue');
  const first = await insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.admin.id,
  });
  const copies = await rows<{ id: number }>(
    app.context.db,
    sql`INSERT INTO vegetation_issues (uuid, asset_id, area_id, user_id, inspection_date, has_issue, risk_score,
                                       issue_type_id, comments, gps_point)
        SELECT gen_random_uuid()::text, asset_id, area_id, user_id, inspection_date, has_issue, risk_score,
               issue_type_id, comments, gps_point
        FROM vegetation_issues, generate_series(2, ${ID_LIST_MAX}) WHERE id = ${first}
        RETURNING id`,
  );
  issueIds = [first, ...copies.map((c) => c.id)].sort((a, b) => a - b);
  await app.context.db.execute(
    sql`INSERT INTO issue_company_assignments (issue_id, company_id)
        SELECT unnest(${sql.param(issueIds)}::int[]), ${third.companyId}::int`,
  );
}, 120_000);
afterAll(() => app?.close());

/** Run `send` counting its statements and timing it. */
async function measured<T extends { status: number }>(send: () => Promise<T>) {
  statements = 0;
  counting = true;
  const started = performance.now();
  const answer = await send();
  const ms = performance.now() - started;
  counting = false;
  expect(answer.status).toBe(200);
  return { statements, ms };
}

const mailJobs = async () =>
  (await rows<{ n: number }>(app.context.db, sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail'`))[0]
    .n;

const assignments = async (table: 'issue_company_assignments' | 'issue_user_assignments', column: string) =>
  rows<{ issue_id: number; ids: number[] }>(
    app.context.db,
    sql`SELECT issue_id, array_agg(${sql.raw(column)} ORDER BY ${sql.raw(column)}) AS ids
        FROM ${sql.raw(table)} WHERE issue_id = ANY(${sql.param(issueIds)}::int[]) GROUP BY issue_id`,
  );

/** The client admin assigns the issues to a provider. */
const assignTo = (companyId: number, ids: number[]) =>
  call(
    app,
    'providersSaveAssigned',
    { original_issue_ids: ids, company_id: companyId },
    world.client.admin.token,
  );

/** The client admin moves the issues from one provider to others. */
const transferFrom = (from: number, to: number[], ids: number[]) =>
  call(
    app,
    'providersTransfer',
    { transfer_issue_ids: ids, transfer_to_company_ids: to, transfer_from_company_id: from },
    world.client.admin.token,
  );

describe('bulk assignment of the list cap of issues', () => {
  it('assigns to a field user in as many statements as 10 ids take', async () => {
    const { admin, field } = third;
    const assign = (ids: number[]) => () =>
      call(app, 'usersAssignIssues', { userId: field.id, issueIds: ids }, admin.token);
    const jobsBefore = await mailJobs();
    const few = await measured(assign(issueIds.slice(0, 10)));
    const all = await measured(assign(issueIds));
    console.info(
      `assign ${issueIds.length} issues to a user: ${all.ms.toFixed(0)} ms, ${all.statements} statements (10 ids: ${few.statements})`,
    );
    expect(all.statements).toBe(few.statements);
    expect(all.ms).toBeLessThan(BOUND_MS);
    expect(await mailJobs()).toBe(jobsBefore + 2);
    expect(await assignments('issue_user_assignments', 'user_id')).toHaveLength(issueIds.length);
  });

  it('assigns to a provider and transfers to two in as many statements as 10 ids and one target take', async () => {
    const { provider } = world;
    const assign = (ids: number[]) => () => assignTo(provider.companyId, ids);
    const transfer = (ids: number[], to: number[]) => () => transferFrom(provider.companyId, to, ids);
    const few = await measured(assign(issueIds.slice(0, 10)));
    const all = await measured(assign(issueIds));
    console.info(
      `assign ${issueIds.length} issues to a provider: ${all.ms.toFixed(0)} ms, ${all.statements} statements`,
    );
    expect(all.statements).toBe(few.statements);
    expect(all.ms).toBeLessThan(BOUND_MS);

    const fewMoved = await measured(transfer(issueIds.slice(0, 10), [other.companyId]));
    await measured(assign(issueIds.slice(0, 10)));
    const allMoved = await measured(transfer(issueIds, [other.companyId, third.companyId]));
    console.info(
      `transfer ${issueIds.length} issues: ${allMoved.ms.toFixed(0)} ms, ${allMoved.statements} statements`,
    );
    expect(allMoved.statements).toBe(fewMoved.statements);
    expect(allMoved.ms).toBeLessThan(BOUND_MS);
    expect(await assignments('issue_company_assignments', 'company_id')).toEqual(
      issueIds.map((id) => ({ issue_id: id, ids: [other.companyId, third.companyId] })),
    );
  });
});

describe('parallel assignment requests on the same issues', () => {
  it('end with every issue holding the same providers, as some serial order of them leaves it', async () => {
    const { admin } = world.client;
    const { provider } = world;
    const ids = issueIds.slice(0, 200);
    const requests = [
      () => assignTo(provider.companyId, ids),
      () => transferFrom(other.companyId, [provider.companyId], ids),
      () =>
        call(
          app,
          'providersDeleteAssigned',
          { delete_issue_ids: ids, third_party_company_id: third.companyId },
          admin.token,
        ),
      () => assignTo(third.companyId, ids),
      () => transferFrom(third.companyId, [other.companyId], ids),
    ];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(requests.map((send) => send()));
      expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));
      const held = (await assignments('issue_company_assignments', 'company_id')).filter((a) =>
        ids.includes(a.issue_id),
      );
      expect(new Set(held.map((a) => a.ids.join(','))).size).toBe(1);
      expect(held).toHaveLength(ids.length);
    }
  });

  it('removing a provider while its issues are assigned and moved ends without a deadlock', async () => {
    const { client } = world;
    const ids = issueIds.slice(0, 200);
    for (let round = 0; round < 5; round++) {
      await assignTo(third.companyId, ids);
      const answers = await Promise.all([
        call(app, 'providersDelete', { third_party_company_ids: [third.companyId] }, client.admin.token),
        transferFrom(other.companyId, [world.provider.companyId], ids),
        assignTo(other.companyId, ids.slice().reverse()),
        transferFrom(third.companyId, [other.companyId], ids),
      ]);
      // The transfer from the removed provider may come after its removal (400); nothing answers 500.
      expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
      expect([200, 400]).toContain(answers[3].status);
      expect(
        (await assignments('issue_company_assignments', 'company_id')).filter(
          (a) => ids.includes(a.issue_id) && a.ids.includes(third.companyId),
        ),
      ).toEqual([]);
      await app.context.db
        .insert(companyRelations)
        .values({ client_company_id: client.companyId, provider_company_id: third.companyId });
    }
  });

  it('set exactly one of the requested provider sets on a chain, never a merge of them', async () => {
    const { admin } = world.client;
    const chain = issueIds[issueIds.length - 1];
    const sets = [[world.provider.companyId], [other.companyId], [third.companyId]];
    const answers = await whileLocked(app, { table: 'vegetation_issues', id: chain }, sets.length, () =>
      Promise.all(
        sets.map((company_ids) =>
          call(app, 'providersTableSaveAssigned', { original_issue_id: chain, company_ids }, admin.token),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [held] = (await assignments('issue_company_assignments', 'company_id')).filter(
      (a) => a.issue_id === chain,
    );
    expect(sets).toContainEqual(held.ids);
  });
});
