import type { CreateUserRequest } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { assignChainToCompany, insertIssueRow } from '../../../test/directRows';
import { readMailDrop } from '../../../test/mailDrop';
import { call, subscribe, type TestApp } from '../../../test/testApp';
import { insertUser, setupWorld, type World } from '../../../test/world';
import { firstRow, rows } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const userRow = (id: number) =>
  firstRow<{ company_id: number; user_role_id: number; is_active: boolean; updated_at: string }>(
    app.context.db,
    sql`SELECT company_id, user_role_id, is_active, updated_at::text FROM users WHERE id = ${id}`,
  );

const newUser = (userName: string, role: CreateUserRequest['user_role']): CreateUserRequest => ({
  user_name: userName,
  email: `${userName}@example.com`,
  first_name: 'Sam',
  last_name: 'Field',
  password: 'pass-1234',
  user_role: role,
});

describe('usersCreate', () => {
  it('creates users in the caller’s company with the role for its type', async () => {
    const cases = [
      {
        token: world.client.admin.token,
        name: 'acme-lead',
        role: 'Admin' as const,
        company: world.client.companyId,
        roleId: 1,
      },
      {
        token: world.client.admin.token,
        name: 'acme-crew',
        role: 'Field User' as const,
        company: world.client.companyId,
        roleId: 3,
      },
      {
        token: world.provider.admin.token,
        name: 'brush-lead',
        role: 'Admin' as const,
        company: world.provider.companyId,
        roleId: 2,
      },
    ];
    for (const c of cases) {
      const res = await call(app, 'usersCreate', newUser(c.name, c.role), c.token);
      expect(res.status).toBe(200);
      expect(await userRow(res.body.newUserId)).toMatchObject({
        company_id: c.company,
        user_role_id: c.roleId,
      });
    }
    expect((await call(app, 'login', { username: 'acme-crew', password: 'pass-1234' })).status).toBe(200);
  });

  it('answers 409 for a taken username, 400 for bad fields, 401 and 403 for a field user', async () => {
    const taken = await call(
      app,
      'usersCreate',
      newUser('ACME-CREW', 'Field User'),
      world.client.admin.token,
    );
    expect(taken.status).toBe(409);
    const badEmail = { ...newUser('x1', 'Field User'), email: 'nope' };
    expect((await call(app, 'usersCreate', badEmail, world.client.admin.token)).status).toBe(400);
    const badRole = { ...newUser('x2', 'Field User'), user_role: 'Super' };
    expect((await call(app, 'usersCreate', badRole as never, world.client.admin.token)).status).toBe(400);
    expect((await call(app, 'usersCreate', newUser('x3', 'Field User'))).status).toBe(401);
    expect(
      (await call(app, 'usersCreate', newUser('x4', 'Field User'), world.client.field.token)).status,
    ).toBe(403);
  });
});

describe('usersToggleActivation', () => {
  it('deactivates a user of the company (who can then not log in) and reactivates them', async () => {
    const target = await insertUser(app, app.context.db, {
      companyId: world.client.companyId,
      username: 'toggled-field',
      roleId: 3,
    });
    const alerts = (token: string) => call(app, 'alertsGet', { userId: target.id }, token);
    expect((await alerts(target.token)).status).toBe(200);
    const off = await call(app, 'usersToggleActivation', { id: target.id }, world.client.admin.token);
    expect(off.body).toEqual({ success: true });
    expect((await userRow(target.id))?.is_active).toBe(false);
    expect((await alerts(target.token)).status).toBe(401);
    expect((await call(app, 'login', { username: target.username, password: target.password })).status).toBe(
      401,
    );
    await call(app, 'usersToggleActivation', { id: target.id }, world.client.admin.token);
    expect((await userRow(target.id))?.is_active).toBe(true);
    // Reactivation does not revive the sessions deactivation ended: the old token stays refused.
    expect((await alerts(target.token)).status).toBe(401);
    const login = await call(app, 'login', { username: target.username, password: target.password });
    expect(login.status).toBe(200);
    expect((await alerts(login.body.token)).status).toBe(200);
  });

  it('answers 404 for another company’s user, 403 for oneself and for a field user, 400 and 401', async () => {
    const rival = await call(
      app,
      'usersToggleActivation',
      { id: world.rival.field.id },
      world.client.admin.token,
    );
    expect(rival.status).toBe(404);
    expect((await userRow(world.rival.field.id))?.is_active).toBe(true);
    const self = await call(
      app,
      'usersToggleActivation',
      { id: world.client.admin.id },
      world.client.admin.token,
    );
    expect(self.status).toBe(403);
    const byField = await call(
      app,
      'usersToggleActivation',
      { id: world.client.admin.id },
      world.client.field.token,
    );
    expect(byField.status).toBe(403);
    expect((await userRow(world.client.admin.id))?.is_active).toBe(true);
    expect(
      (await call(app, 'usersToggleActivation', { id: 'x' } as never, world.client.admin.token)).status,
    ).toBe(400);
    expect((await call(app, 'usersToggleActivation', { id: world.client.field.id })).status).toBe(401);
  });
});

describe('usersAssignAssets', () => {
  const assetsOf = async (userId: number) =>
    (
      await rows<{ asset_id: number }>(
        app.context.db,
        sql`SELECT asset_id FROM user_assets WHERE user_id = ${userId} ORDER BY asset_id`,
      )
    ).map((r) => r.asset_id);

  it('sets the assets of a same-company user, within what the admin may open', async () => {
    const user = world.client.field.id;
    const both = [world.client.assetId, world.client.otherAssetId].sort((a, b) => a - b);
    const res = await call(
      app,
      'usersAssignAssets',
      { userId: user, assetIds: both },
      world.client.admin.token,
    );
    expect(res.body).toEqual({ success: true });
    expect(await assetsOf(user)).toEqual(both);
    // A provider admin hands out the client's asset to its own crew.
    const crew = world.provider.field.id;
    const byProvider = await call(
      app,
      'usersAssignAssets',
      { userId: crew, assetIds: [world.client.otherAssetId] },
      world.provider.admin.token,
    );
    expect(byProvider.status).toBe(200);
    expect(await assetsOf(crew)).toEqual([world.client.otherAssetId]);
    await call(
      app,
      'usersAssignAssets',
      { userId: crew, assetIds: [world.client.assetId] },
      world.provider.admin.token,
    );
  });

  it('answers 404 for another company’s user or asset, 403 for a field user, 400 and 401', async () => {
    const user = world.client.field.id;
    const before = await assetsOf(user);
    const rivalUser = { userId: world.rival.field.id, assetIds: [world.client.assetId] };
    expect((await call(app, 'usersAssignAssets', rivalUser, world.client.admin.token)).status).toBe(404);
    const rivalAsset = { userId: user, assetIds: [world.rival.assetId] };
    expect((await call(app, 'usersAssignAssets', rivalAsset, world.client.admin.token)).status).toBe(404);
    expect(await assetsOf(user)).toEqual(before);
    const own = { userId: user, assetIds: [world.client.assetId] };
    expect((await call(app, 'usersAssignAssets', own, world.client.field.token)).status).toBe(403);
    expect(
      (await call(app, 'usersAssignAssets', { userId: user } as never, world.client.admin.token)).status,
    ).toBe(400);
    expect((await call(app, 'usersAssignAssets', own)).status).toBe(401);
  });
});

describe('usersAssignIssues', () => {
  let original: number;
  let followUp: number;

  beforeAll(async () => {
    const { client, provider } = world;
    original = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
    });
    followUp = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
      originalIssueId: original,
      inspectionDate: '2026-07-01T08:00:00Z',
    });
    await assignChainToCompany(app.context.db, original, provider.companyId);
    await subscribe(app, [provider.field], 'Assigned Issue');
  });

  const assignments = (userId: number) =>
    rows<{ issue_id: number }>(
      app.context.db,
      sql`SELECT issue_id FROM issue_user_assignments WHERE user_id = ${userId} ORDER BY issue_id`,
    );

  it('assigns through the chain’s original, touches the chain and the user, and mails the subscribed assignee', async () => {
    const { provider } = world;
    const stamps = () =>
      rows<{ id: number; updated_at: string }>(
        app.context.db,
        sql`SELECT id, updated_at::text FROM vegetation_issues WHERE id IN (${original}, ${followUp}) ORDER BY id`,
      );
    const before = await stamps();
    const userBefore = await userRow(provider.field.id);
    const mailsBefore = (await readMailDrop(app)).length;
    const res = await call(
      app,
      'usersAssignIssues',
      { userId: provider.field.id, issueIds: [followUp] },
      provider.admin.token,
    );
    expect(res.body).toEqual({ success: true });
    expect(await assignments(provider.field.id)).toEqual([{ issue_id: original }]);
    const after = await stamps();
    expect(after.every((row, i) => row.updated_at > before[i].updated_at)).toBe(true);
    expect((await userRow(provider.field.id))!.updated_at > userBefore!.updated_at).toBe(true);
    const mails = (await readMailDrop(app)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(provider.field.email);
    expect(mails[0].subject).toBe('Verge: 1 issue assigned to you');
    expect(mails[0].text).toContain(`Issue ${original} (Acme Pipelines Pipeline)`);
    expect(mails[0].text).toContain('Area: Acme Pipelines Pipeline Area 1');
    expect(mails[0].text).toContain('Risk: Medium Risk');
    expect(mails[0].text).toContain('Inspected: June 1 2026 10:30 UTC');
    expect(mails[0].text).toContain(`${app.config.publicUrl}/vegetation-issues?issueId=${original}`);
  });

  it('is idempotent: assigning again adds no row and sends no mail', async () => {
    const mailsBefore = (await readMailDrop(app)).length;
    const input = { userId: world.provider.field.id, issueIds: [original, followUp] };
    expect((await call(app, 'usersAssignIssues', input, world.provider.admin.token)).status).toBe(200);
    expect(await assignments(world.provider.field.id)).toEqual([{ issue_id: original }]);
    expect((await readMailDrop(app)).length).toBe(mailsBefore);
  });

  it('applies a repeated command (same Idempotency-Key) once: unassigned meanwhile stays so, one mail', async () => {
    const { client, provider } = world;
    const issue = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
    });
    await assignChainToCompany(app.context.db, issue, provider.companyId);
    const mailsBefore = (await readMailDrop(app)).length;
    const input = { userId: provider.field.id, issueIds: [issue] };
    await sendTwice(app, 'usersAssignIssues', input, provider.admin.token, () =>
      app.context.db.execute(sql`DELETE FROM issue_user_assignments WHERE issue_id = ${issue}`),
    );
    expect(await assignments(provider.field.id)).not.toContainEqual({ issue_id: issue });
    expect((await readMailDrop(app)).length).toBe(mailsBefore + 1);
  });

  it('lets a client admin assign their own issues to their own field user', async () => {
    const { client } = world;
    const issue = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[1],
      userId: client.admin.id,
    });
    const res = await call(
      app,
      'usersAssignIssues',
      { userId: client.field.id, issueIds: [issue] },
      client.admin.token,
    );
    expect(res.status).toBe(200);
    expect(await assignments(client.field.id)).toEqual([{ issue_id: issue }]);
  });

  it('answers 403 for an issue the admin may see but not work on, and for a field user caller', async () => {
    const { client, provider } = world;
    const unassigned = await insertIssueRow(app.context.db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
    });
    const res = await call(
      app,
      'usersAssignIssues',
      { userId: provider.field.id, issueIds: [unassigned] },
      provider.admin.token,
    );
    expect(res.status).toBe(403);
    const byField = await call(
      app,
      'usersAssignIssues',
      { userId: provider.field.id, issueIds: [original] },
      provider.field.token,
    );
    expect(byField.status).toBe(403);
    expect(await assignments(provider.field.id)).toEqual([{ issue_id: original }]);
  });

  it('answers 404 for another company’s issue or user, 400 for a non-field assignee or bad ids, 401', async () => {
    const { client, rival } = world;
    const rivalIssue = await insertIssueRow(app.context.db, {
      assetId: rival.assetId,
      areaId: rival.areaIds[0],
      userId: rival.field.id,
    });
    const toRival = await call(
      app,
      'usersAssignIssues',
      { userId: client.field.id, issueIds: [rivalIssue] },
      client.admin.token,
    );
    expect(toRival.status).toBe(404);
    const rivalUser = await call(
      app,
      'usersAssignIssues',
      { userId: rival.field.id, issueIds: [original] },
      client.admin.token,
    );
    expect(rivalUser.status).toBe(404);
    const toAdmin = await call(
      app,
      'usersAssignIssues',
      { userId: client.admin.id, issueIds: [original] },
      client.admin.token,
    );
    expect(toAdmin.status).toBe(400);
    expect(toAdmin.error?.message).toBe('Issues can only be assigned to field users');
    const bad = await call(
      app,
      'usersAssignIssues',
      { userId: client.field.id, issueIds: 3 } as never,
      client.admin.token,
    );
    expect(bad.status).toBe(400);
    expect(
      (await call(app, 'usersAssignIssues', { userId: client.field.id, issueIds: [original] })).status,
    ).toBe(401);
    expect(await assignments(rival.field.id)).toEqual([]);
  });
});

describe('usersFeedback', () => {
  const feedbackOf = (userId: number) =>
    rows<{ content: string }>(
      app.context.db,
      sql`SELECT content FROM feedback WHERE user_id = ${userId} ORDER BY id`,
    );

  it('stores feedback, mailing nothing while FEEDBACK_EMAIL is unset', async () => {
    const before = (await readMailDrop(app)).length;
    const res = await call(
      app,
      'usersFeedback',
      { userId: world.client.field.id, feedbackContent: 'The map is great offline' },
      world.client.field.token,
    );
    expect(res.body).toEqual({ success: true });
    expect(await feedbackOf(world.client.field.id)).toEqual([{ content: 'The map is great offline' }]);
    expect((await readMailDrop(app)).length).toBe(before);
  });

  it('mails feedback to FEEDBACK_EMAIL when set', async () => {
    app.context.config.feedbackEmail = 'product@verge.example';
    try {
      const res = await call(
        app,
        'usersFeedback',
        { userId: world.provider.admin.id, feedbackContent: 'Please add a dark map style' },
        world.provider.admin.token,
      );
      expect(res.status).toBe(200);
      const mail = (await readMailDrop(app)).at(-1)!;
      expect(mail.to).toBe('product@verge.example');
      expect(mail.subject).toBe('Verge feedback from brushbusters Tester (Brush Busters)');
      expect(mail.text).toContain('Please add a dark map style');
      expect(mail.text).toContain(world.provider.admin.email);
    } finally {
      app.context.config.feedbackEmail = null;
    }
  });

  it('answers 403 in someone else’s name, 400 for empty content, 401 without a token', async () => {
    const other = { userId: world.client.admin.id, feedbackContent: 'Spoofed' };
    expect((await call(app, 'usersFeedback', other, world.client.field.token)).status).toBe(403);
    const empty = { userId: world.client.field.id, feedbackContent: '   ' };
    expect((await call(app, 'usersFeedback', empty, world.client.field.token)).status).toBe(400);
    expect((await call(app, 'usersFeedback', other)).status).toBe(401);
    expect(await feedbackOf(world.client.admin.id)).toEqual([]);
  });
});
