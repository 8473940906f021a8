import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { insertIssueRow } from '../../../test/directRows';
import { readMailDrop } from '../../../test/mailDrop';
import { call, type TestApp } from '../../../test/testApp';
import { insertUser, setupWorld, type TestUser, type World } from '../../../test/world';
import {
  alerts,
  companies,
  companyRelations,
  issueCompanyAssignments,
  issueUserAssignments,
} from '../../db/schema';
import { rows } from '../../db/sql';

let app: TestApp;
let world: World;
/** A third-party company nobody has taken on yet. */
let spare: { companyId: number; admin: TestUser };
/** A second provider of the client, for transfers and table saves. */
let second: { companyId: number; admin: TestUser };

async function insertThirdParty(name: string, username: string) {
  const [company] = await app.context.db
    .insert(companies)
    .values({ company_name: name, company_tag: name.slice(0, 3).toUpperCase(), company_type: 'thirdParty' })
    .returning({ id: companies.id });
  const admin = await insertUser(app, app.context.db, { companyId: company.id, username, roleId: 2 });
  return { companyId: company.id, admin };
}

setupWorld(async (started) => {
  ({ app, world } = started);
  spare = await insertThirdParty('Hedge Hogs', 'hedge-admin');
  second = await insertThirdParty('Clear Cut', 'clearcut-admin');
  await app.context.db
    .insert(companyRelations)
    .values({ client_company_id: world.client.companyId, provider_company_id: second.companyId });
});

/** A live issue on the client's main asset; with `originalIssueId`, a follow-up in that chain. */
function clientIssue(originalIssueId?: number) {
  const { client } = world;
  return insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.field.id,
    originalIssueId,
  });
}

const companyAssignments = (issueId: number) =>
  rows<{ company_id: number }>(
    app.context.db,
    sql`SELECT company_id FROM issue_company_assignments WHERE issue_id = ${issueId} ORDER BY company_id`,
  ).then((r) => r.map((x) => x.company_id));

const userAssignments = (issueId: number) =>
  rows<{ user_id: number }>(
    app.context.db,
    sql`SELECT user_id FROM issue_user_assignments WHERE issue_id = ${issueId} ORDER BY user_id`,
  ).then((r) => r.map((x) => x.user_id));

const updatedAt = async (table: 'vegetation_issues' | 'users', id: number) =>
  (
    await rows<{ t: string }>(
      app.context.db,
      sql`SELECT updated_at::text AS t FROM ${sql.raw(table)} WHERE id = ${id}`,
    )
  )[0].t;

describe('GET /thirdPartyCompanies/getCompanyRelations', () => {
  it('lists the client’s providers with their first admin and the chains assigned on the client’s assets', async () => {
    const original = await clientIssue();
    await clientIssue(original);
    const hidden = await clientIssue();
    await app.context.db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${hidden}`);
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: world.rival.assetId,
      areaId: world.rival.areaIds[0],
      userId: world.rival.field.id,
    });
    await app.context.db.insert(issueCompanyAssignments).values([
      { issue_id: original, company_id: world.provider.companyId },
      { issue_id: hidden, company_id: world.provider.companyId },
      { issue_id: rivalIssue, company_id: world.provider.companyId },
    ]);

    const res = await call(app, 'providersRelations', undefined, world.client.field.token);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.companyId)).toEqual([world.provider.companyId, second.companyId]);
    const brush = res.body[0];
    expect(brush.company).toEqual({
      id: world.provider.companyId,
      company_name: 'Brush Busters',
      company_tag: 'BRU',
      company_type: 'thirdParty',
      vegetationIssues: [{ id: original }],
    });
    expect(brush.userId).toEqual({ first_name: 'brushbusters', last_name: 'Tester' });
    expect(brush.admin_email).toBe(world.provider.admin.email);
  });

  it('answers a provider with no admin with null contact fields', async () => {
    const [lonely] = await app.context.db
      .insert(companies)
      .values({ company_name: 'Zz Lonely Mowers', company_tag: 'ZZ', company_type: 'thirdParty' })
      .returning({ id: companies.id });
    await app.context.db
      .insert(companyRelations)
      .values({ client_company_id: world.rival.companyId, provider_company_id: lonely.id });
    const res = await call(app, 'providersRelations', undefined, world.rival.admin.token);
    expect(res.body).toEqual([
      {
        companyId: lonely.id,
        company: {
          id: lonely.id,
          company_name: 'Zz Lonely Mowers',
          company_tag: 'ZZ',
          company_type: 'thirdParty',
          vegetationIssues: [],
        },
        userId: null,
        admin_email: null,
      },
    ]);
  });

  it('refuses a third-party company with 403 and a missing token with 401', async () => {
    expect((await call(app, 'providersRelations', undefined, world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'providersRelations', undefined)).status).toBe(401);
  });

  it('refuses a payload where none is expected with 400', async () => {
    const res = await app.server.inject({
      method: 'GET',
      url: `/api/thirdPartyCompanies/getCompanyRelations?obj=${encodeURIComponent('{"x":1}')}`,
      headers: { authorization: `Bearer ${world.client.admin.token}` },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /thirdPartyCompanies/getThirdPartyCompanies', () => {
  it('lists only third-party companies the client has not taken on', async () => {
    const res = await call(app, 'providersAll', undefined, world.client.admin.token);
    expect(res.status).toBe(200);
    const ids = res.body.map((c) => c.id);
    expect(ids).toContain(spare.companyId);
    expect(ids).not.toContain(world.provider.companyId);
    expect(ids).not.toContain(second.companyId);
    expect(ids).not.toContain(world.rival.companyId);
    expect(res.body.every((c) => c.company_type === 'thirdParty' && c.vegetationIssues.length === 0)).toBe(
      true,
    );
  });

  it('refuses third-party users with 403 and answers 401 without a token', async () => {
    expect((await call(app, 'providersAll', undefined, world.provider.field.token)).status).toBe(403);
    expect((await call(app, 'providersAll', undefined)).status).toBe(401);
  });
});

describe('POST /thirdPartyCompanies/saveCompanies and /delete', () => {
  it('relates third-party companies, idempotently', async () => {
    const { rival } = world;
    for (let i = 0; i < 2; i++) {
      const res = await call(
        app,
        'providersSave',
        { third_party_company_ids: [spare.companyId] },
        rival.admin.token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    const related = await call(app, 'providersRelations', undefined, rival.admin.token);
    expect(related.body.map((r) => r.companyId)).toContain(spare.companyId);
    const addable = await call(app, 'providersAll', undefined, rival.admin.token);
    expect(addable.body.map((c) => c.id)).not.toContain(spare.companyId);
  });

  it('refuses client companies and unknown ids with 400, and stores nothing', async () => {
    const { rival, client } = world;
    for (const ids of [[client.companyId], [spare.companyId, 999_999]]) {
      const res = await call(app, 'providersSave', { third_party_company_ids: ids }, rival.admin.token);
      expect(res.status).toBe(400);
    }
    const relations = await rows<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM company_relations WHERE provider_company_id IN (${client.companyId}, 999999)`,
    );
    expect(relations[0].n).toBe(0);
  });

  it('refuses an empty list or a non-numeric id with 400', async () => {
    const token = world.client.admin.token;
    const bad = { third_party_company_ids: ['x'] } as unknown as { third_party_company_ids: number[] };
    for (const name of ['providersSave', 'providersDelete'] as const) {
      expect((await call(app, name, { third_party_company_ids: [] }, token)).status).toBe(400);
      expect((await call(app, name, bad, token)).status).toBe(400);
      expect((await call(app, name, {} as { third_party_company_ids: number[] }, token)).status).toBe(400);
    }
  });

  it('is for client admins only: 403 for field users and third-party admins, 401 without token', async () => {
    const input = { third_party_company_ids: [spare.companyId] };
    expect((await call(app, 'providersSave', input, world.client.field.token)).status).toBe(403);
    expect((await call(app, 'providersSave', input, world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'providersDelete', input, world.client.field.token)).status).toBe(403);
    expect((await call(app, 'providersDelete', input, world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'providersSave', input)).status).toBe(401);
    expect((await call(app, 'providersDelete', input)).status).toBe(401);
  });

  it('removing a provider drops the relation and its (and its crew’s) assignments on the client’s assets only', async () => {
    const { client, rival } = world;
    const mine = await clientIssue();
    const followUp = await clientIssue(mine);
    const theirs = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const crew = await insertUser(app, app.context.db, {
      companyId: spare.companyId,
      username: 'hedge-field',
      roleId: 3,
    });
    await call(app, 'providersSave', { third_party_company_ids: [spare.companyId] }, client.admin.token);
    await app.context.db.insert(issueCompanyAssignments).values([
      { issue_id: mine, company_id: spare.companyId },
      { issue_id: theirs, company_id: spare.companyId },
    ]);
    await app.context.db.insert(issueUserAssignments).values({ issue_id: mine, user_id: crew.id });
    const before = await updatedAt('vegetation_issues', followUp);
    const crewBefore = await updatedAt('users', crew.id);

    const res = await call(
      app,
      'providersDelete',
      { third_party_company_ids: [spare.companyId] },
      client.admin.token,
    );
    expect(res.status).toBe(200);
    const related = await call(app, 'providersRelations', undefined, client.admin.token);
    expect(related.body.map((r) => r.companyId)).not.toContain(spare.companyId);
    expect(await companyAssignments(mine)).toEqual([]);
    expect(await userAssignments(mine)).toEqual([]);
    expect(await companyAssignments(theirs)).toEqual([spare.companyId]);
    expect(await updatedAt('vegetation_issues', followUp)).not.toBe(before);
    expect(await updatedAt('users', crew.id)).not.toBe(crewBefore);
    // The rival still has the company as its provider.
    const rivalRelated = await call(app, 'providersRelations', undefined, rival.admin.token);
    expect(rivalRelated.body.map((r) => r.companyId)).toContain(spare.companyId);
  });
});

describe('POST /thirdPartyCompanies/saveAssignedIssues', () => {
  beforeEach(() => app.context.db.execute(sql`DELETE FROM alerts`));

  it('assigns through the chain’s original, bumps the chain and mails the provider once', async () => {
    const { client, provider } = world;
    await app.context.db.insert(alerts).values({ user_id: provider.admin.id, alert_type: 'Assigned Issue' });
    const original = await clientIssue();
    const followUp = await clientIssue(original);
    const before = await updatedAt('vegetation_issues', original);
    const input = { original_issue_ids: [followUp], company_id: provider.companyId };

    const res = await call(app, 'providersSaveAssigned', input, client.admin.token);
    expect(res.status).toBe(200);
    expect(await companyAssignments(original)).toEqual([provider.companyId]);
    expect(await companyAssignments(followUp)).toEqual([]);
    expect(await updatedAt('vegetation_issues', original)).not.toBe(before);
    const mails = (await readMailDrop(app)).filter((m) => m.to === provider.admin.email);
    expect(mails.some((m) => m.text.includes(`Issue ${original}`))).toBe(true);

    const mailCount = (await readMailDrop(app)).length;
    expect((await call(app, 'providersSaveAssigned', input, client.admin.token)).status).toBe(200);
    expect(await companyAssignments(original)).toEqual([provider.companyId]);
    expect((await readMailDrop(app)).length).toBe(mailCount);
  });

  it('refuses a company that is not the client’s provider with 400', async () => {
    const issue = await clientIssue();
    for (const companyId of [spare.companyId, world.rival.companyId, 999_999]) {
      const res = await call(
        app,
        'providersSaveAssigned',
        { original_issue_ids: [issue], company_id: companyId },
        world.client.admin.token,
      );
      expect(res.status).toBe(400);
    }
    expect(await companyAssignments(issue)).toEqual([]);
  });

  it('answers 404 for another company’s issue, a hidden issue or an unknown one, and assigns nothing', async () => {
    const { rival, client, provider } = world;
    const mine = await clientIssue();
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const gone = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
      hidden: true,
    });
    for (const other of [rivalIssue, gone, 999_999]) {
      const res = await call(
        app,
        'providersSaveAssigned',
        { original_issue_ids: [mine, other], company_id: provider.companyId },
        client.admin.token,
      );
      expect(res.status).toBe(404);
    }
    expect(await companyAssignments(mine)).toEqual([]);
  });

  it('is for client admins only, validates its payload, and needs a token', async () => {
    const issue = await clientIssue();
    const input = { original_issue_ids: [issue], company_id: world.provider.companyId };
    expect((await call(app, 'providersSaveAssigned', input, world.client.field.token)).status).toBe(403);
    expect((await call(app, 'providersSaveAssigned', input, world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'providersSaveAssigned', input)).status).toBe(401);
    const empty = { original_issue_ids: [], company_id: world.provider.companyId };
    expect((await call(app, 'providersSaveAssigned', empty, world.client.admin.token)).status).toBe(400);
  });
});

describe('POST /thirdPartyCompanies/tableSaveAssignedIssues', () => {
  it('sets exactly the given providers on the chain, taking the dropped provider’s crew off too', async () => {
    const { client, provider } = world;
    const original = await clientIssue();
    const followUp = await clientIssue(original);
    await app.context.db
      .insert(issueCompanyAssignments)
      .values({ issue_id: original, company_id: provider.companyId });
    await app.context.db
      .insert(issueUserAssignments)
      .values({ issue_id: original, user_id: provider.field.id });

    const token = client.admin.token;
    const res = await call(
      app,
      'providersTableSaveAssigned',
      { original_issue_id: followUp, company_ids: [second.companyId] },
      token,
    );
    expect(res.status).toBe(200);
    expect(await companyAssignments(original)).toEqual([second.companyId]);
    expect(await userAssignments(original)).toEqual([]);

    const both = { original_issue_id: original, company_ids: [provider.companyId, second.companyId] };
    expect((await call(app, 'providersTableSaveAssigned', both, token)).status).toBe(200);
    expect(await companyAssignments(original)).toEqual(
      [provider.companyId, second.companyId].sort((a, b) => a - b),
    );

    const none = { original_issue_id: original, company_ids: [] };
    expect((await call(app, 'providersTableSaveAssigned', none, token)).status).toBe(200);
    expect(await companyAssignments(original)).toEqual([]);
  });

  it('answers 400 for a non-provider, 404 for another company’s issue, 403 for non-admins, 401 without token', async () => {
    const { client, rival, provider } = world;
    const issue = await clientIssue();
    const token = client.admin.token;
    const notProvider = { original_issue_id: issue, company_ids: [spare.companyId] };
    expect((await call(app, 'providersTableSaveAssigned', notProvider, token)).status).toBe(400);
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const foreign = { original_issue_id: rivalIssue, company_ids: [provider.companyId] };
    expect((await call(app, 'providersTableSaveAssigned', foreign, token)).status).toBe(404);
    expect(await companyAssignments(rivalIssue)).toEqual([]);
    const ok = { original_issue_id: issue, company_ids: [provider.companyId] };
    expect((await call(app, 'providersTableSaveAssigned', ok, client.field.token)).status).toBe(403);
    expect((await call(app, 'providersTableSaveAssigned', ok)).status).toBe(401);
    const bad = { original_issue_id: 0, company_ids: [] };
    expect((await call(app, 'providersTableSaveAssigned', bad, token)).status).toBe(400);
  });
});

describe('POST /thirdPartyCompanies/transferIssues', () => {
  it('moves chains from one provider to the others; a retry changes nothing more', async () => {
    const { client, provider } = world;
    const a = await clientIssue();
    const b = await clientIssue();
    await app.context.db.insert(issueCompanyAssignments).values([
      { issue_id: a, company_id: provider.companyId },
      { issue_id: b, company_id: provider.companyId },
    ]);
    const input = {
      transfer_issue_ids: [a, b],
      transfer_to_company_ids: [second.companyId],
      transfer_from_company_id: provider.companyId,
    };
    for (let i = 0; i < 2; i++) {
      expect((await call(app, 'providersTransfer', input, client.admin.token)).status).toBe(200);
      expect(await companyAssignments(a)).toEqual([second.companyId]);
      expect(await companyAssignments(b)).toEqual([second.companyId]);
    }
  });

  it('refuses a target that is the source or not a provider (400), a foreign issue (404), non-admins (403), no token (401)', async () => {
    const { client, provider, rival } = world;
    const issue = await clientIssue();
    await app.context.db
      .insert(issueCompanyAssignments)
      .values({ issue_id: issue, company_id: provider.companyId });
    const token = client.admin.token;
    const base = { transfer_issue_ids: [issue], transfer_from_company_id: provider.companyId };
    for (const to of [[provider.companyId], [spare.companyId]]) {
      const res = await call(app, 'providersTransfer', { ...base, transfer_to_company_ids: to }, token);
      expect(res.status).toBe(400);
    }
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const foreign = {
      ...base,
      transfer_issue_ids: [rivalIssue],
      transfer_to_company_ids: [second.companyId],
    };
    expect((await call(app, 'providersTransfer', foreign, token)).status).toBe(404);
    const ok = { ...base, transfer_to_company_ids: [second.companyId] };
    expect((await call(app, 'providersTransfer', ok, client.field.token)).status).toBe(403);
    expect((await call(app, 'providersTransfer', ok)).status).toBe(401);
    expect((await call(app, 'providersTransfer', { ...ok, transfer_to_company_ids: [] }, token)).status).toBe(
      400,
    );
    expect(await companyAssignments(issue)).toEqual([provider.companyId]);
  });
});

describe('POST /thirdPartyCompanies/deleteAssignedIssue', () => {
  it('lets the client admin take a chain back from a provider', async () => {
    const { client, provider } = world;
    const original = await clientIssue();
    const followUp = await clientIssue(original);
    await app.context.db
      .insert(issueCompanyAssignments)
      .values({ issue_id: original, company_id: provider.companyId });
    const res = await call(
      app,
      'providersDeleteAssigned',
      { delete_issue_ids: [followUp], third_party_company_id: provider.companyId },
      client.admin.token,
    );
    expect(res.status).toBe(200);
    expect(await companyAssignments(original)).toEqual([]);
  });

  it('lets a provider admin take issues back from their own field user, bumping the user', async () => {
    const { client, provider } = world;
    const issue = await clientIssue();
    await app.context.db
      .insert(issueCompanyAssignments)
      .values({ issue_id: issue, company_id: provider.companyId });
    await app.context.db.insert(issueUserAssignments).values({ issue_id: issue, user_id: provider.field.id });
    const before = await updatedAt('users', provider.field.id);
    const input = { delete_issue_ids: [issue], client_field_user_id: provider.field.id };
    expect((await call(app, 'providersDeleteAssigned', input, client.admin.token)).status).toBe(404);
    expect(await userAssignments(issue)).toEqual([provider.field.id]);
    expect((await call(app, 'providersDeleteAssigned', input, provider.admin.token)).status).toBe(200);
    expect(await userAssignments(issue)).toEqual([]);
    expect(await updatedAt('users', provider.field.id)).not.toBe(before);
  });

  it('takes issues back from a user under the rule that assigns them: a provider admin only on chains their company holds, and a batch with one other issue changes nothing (403)', async () => {
    const { provider } = world;
    const held = await clientIssue();
    const notHeld = await clientIssue();
    await app.context.db
      .insert(issueCompanyAssignments)
      .values({ issue_id: held, company_id: provider.companyId });
    await app.context.db.insert(issueUserAssignments).values([
      { issue_id: held, user_id: provider.field.id },
      { issue_id: notHeld, user_id: provider.field.id },
    ]);
    const assign = { userId: provider.field.id, issueIds: [notHeld] };
    expect((await call(app, 'usersAssignIssues', assign, provider.admin.token)).status).toBe(403);
    const input = { delete_issue_ids: [held, notHeld], client_field_user_id: provider.field.id };
    expect((await call(app, 'providersDeleteAssigned', input, provider.admin.token)).status).toBe(403);
    expect(await userAssignments(held)).toEqual([provider.field.id]);
    expect(await userAssignments(notHeld)).toEqual([provider.field.id]);
    const heldOnly = { delete_issue_ids: [held], client_field_user_id: provider.field.id };
    expect((await call(app, 'providersDeleteAssigned', heldOnly, provider.admin.token)).status).toBe(200);
    expect(await userAssignments(held)).toEqual([]);
    expect((await call(app, 'providersDeleteAssigned', heldOnly, provider.field.token)).status).toBe(403);
  });

  it('takes a batch back from a provider all or nothing: one issue of another company (404) leaves every assignment', async () => {
    const { client, provider, rival } = world;
    const issue = await clientIssue();
    await app.context.db
      .insert(issueCompanyAssignments)
      .values({ issue_id: issue, company_id: provider.companyId });
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const input = { delete_issue_ids: [issue, rivalIssue], third_party_company_id: provider.companyId };
    expect((await call(app, 'providersDeleteAssigned', input, client.admin.token)).status).toBe(404);
    expect(await companyAssignments(issue)).toEqual([provider.companyId]);
  });

  it('lets the client admin take issues back from a client field user', async () => {
    const { client } = world;
    const issue = await clientIssue();
    await app.context.db.insert(issueUserAssignments).values({ issue_id: issue, user_id: client.field.id });
    const input = { delete_issue_ids: [issue], client_field_user_id: client.field.id };
    expect((await call(app, 'providersDeleteAssigned', input, client.field.token)).status).toBe(403);
    expect((await call(app, 'providersDeleteAssigned', input, client.admin.token)).status).toBe(200);
    expect(await userAssignments(issue)).toEqual([]);
  });

  it('needs exactly one target (400), a provider of the client (400), a client admin for providers (403), a token (401)', async () => {
    const { client, provider } = world;
    const issue = await clientIssue();
    const token = client.admin.token;
    expect((await call(app, 'providersDeleteAssigned', { delete_issue_ids: [issue] }, token)).status).toBe(
      400,
    );
    const both = {
      delete_issue_ids: [issue],
      third_party_company_id: provider.companyId,
      client_field_user_id: client.field.id,
    };
    expect((await call(app, 'providersDeleteAssigned', both, token)).status).toBe(400);
    const stranger = { delete_issue_ids: [issue], third_party_company_id: spare.companyId };
    expect((await call(app, 'providersDeleteAssigned', stranger, token)).status).toBe(400);
    const byProvider = { delete_issue_ids: [issue], third_party_company_id: provider.companyId };
    expect((await call(app, 'providersDeleteAssigned', byProvider, provider.admin.token)).status).toBe(403);
    expect((await call(app, 'providersDeleteAssigned', byProvider)).status).toBe(401);
  });

  it('answers 404 for another company’s issue', async () => {
    const { rival, client, provider } = world;
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const input = { delete_issue_ids: [rivalIssue], third_party_company_id: provider.companyId };
    expect((await call(app, 'providersDeleteAssigned', input, client.admin.token)).status).toBe(404);
  });
});

describe('repeated provider commands (same Idempotency-Key)', () => {
  beforeEach(() => app.context.db.execute(sql`DELETE FROM alerts`));

  const assign = (issueId: number, companyId: number) =>
    app.context.db.insert(issueCompanyAssignments).values({ issue_id: issueId, company_id: companyId });
  const unassign = (issueId: number) =>
    app.context.db.execute(sql`DELETE FROM issue_company_assignments WHERE issue_id = ${issueId}`);
  const mailsTo = async (user: TestUser) =>
    (await readMailDrop(app)).filter((m) => m.to === user.email).length;

  it('apply an assignment once: unassigned meanwhile stays so, and the provider is mailed once', async () => {
    const { client, provider } = world;
    await app.context.db.insert(alerts).values({ user_id: provider.admin.id, alert_type: 'Assigned Issue' });
    const issue = await clientIssue();
    const mailsBefore = await mailsTo(provider.admin);
    const input = { original_issue_ids: [issue], company_id: provider.companyId };
    await sendTwice(app, 'providersSaveAssigned', input, client.admin.token, () => unassign(issue));
    expect(await companyAssignments(issue)).toEqual([]);
    expect(await mailsTo(provider.admin)).toBe(mailsBefore + 1);
  });

  it('apply a table save once: providers changed meanwhile stay as they are', async () => {
    const { client, provider } = world;
    const issue = await clientIssue();
    const input = { original_issue_id: issue, company_ids: [provider.companyId] };
    await sendTwice(app, 'providersTableSaveAssigned', input, client.admin.token, async () => {
      await unassign(issue);
      await assign(issue, second.companyId);
    });
    expect(await companyAssignments(issue)).toEqual([second.companyId]);
  });

  it('apply a transfer once: moved back meanwhile stays back', async () => {
    const { client, provider } = world;
    const issue = await clientIssue();
    await assign(issue, provider.companyId);
    const input = {
      transfer_issue_ids: [issue],
      transfer_to_company_ids: [second.companyId],
      transfer_from_company_id: provider.companyId,
    };
    await sendTwice(app, 'providersTransfer', input, client.admin.token, async () => {
      await unassign(issue);
      await assign(issue, provider.companyId);
    });
    expect(await companyAssignments(issue)).toEqual([provider.companyId]);
  });

  const related = async (token: string) =>
    (await call(app, 'providersRelations', undefined, token)).body.map((r) => r.companyId);

  it('apply a provider add once: removed meanwhile stays removed', async () => {
    const { rival } = world;
    const input = { third_party_company_ids: [spare.companyId] };
    await sendTwice(app, 'providersSave', input, rival.admin.token, () =>
      call(app, 'providersDelete', input, rival.admin.token),
    );
    expect(await related(rival.admin.token)).not.toContain(spare.companyId);
  });

  it('apply a provider removal once: taken on again meanwhile stays, with its assignments', async () => {
    const { client } = world;
    const input = { third_party_company_ids: [spare.companyId] };
    await call(app, 'providersSave', input, client.admin.token);
    const issue = await clientIssue();
    await sendTwice(app, 'providersDelete', input, client.admin.token, async () => {
      await call(app, 'providersSave', input, client.admin.token);
      await assign(issue, spare.companyId);
    });
    expect(await related(client.admin.token)).toContain(spare.companyId);
    expect(await companyAssignments(issue)).toEqual([spare.companyId]);
  });

  it('apply an unassignment once: assigned again meanwhile stays assigned', async () => {
    const { client, provider } = world;
    const issue = await clientIssue();
    await assign(issue, provider.companyId);
    const input = { delete_issue_ids: [issue], third_party_company_id: provider.companyId };
    await sendTwice(app, 'providersDeleteAssigned', input, client.admin.token, () =>
      assign(issue, provider.companyId),
    );
    expect(await companyAssignments(issue)).toEqual([provider.companyId]);
  });
});
