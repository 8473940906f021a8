import { randomUUID } from 'node:crypto';
import {
  type AssetSyncResponse,
  type CallInput,
  COMMAND_CONTEXT_HEADER,
  type CommandContext,
  type HistoryEntry,
  IDEMPOTENCY_KEY_HEADER,
  inspectionFields,
  issueEditableFields,
  type VegetationIssue,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { commandWithContext, pick } from '../../../test/edits';
import { databaseFingerprint } from '../../../test/fingerprint';
import {
  call,
  newCulvert,
  newInspection,
  newIssue,
  send,
  type TestApp,
  testImage,
  uploadIssuePhoto,
} from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import { firstRow, rows } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const OFFLINE: CommandContext = {
  madeAt: '2026-06-01T08:00:00.000Z',
  offline: true,
  position: [-116.57, 53.93],
};

async function pull(user: TestUser, assetId = world.client.assetId): Promise<AssetSyncResponse> {
  const res = await call(app, 'syncAsset', { assetId, userId: user.id }, user.token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.body;
}

/** The record's history as a user of the client company pulls it, oldest first. */
async function historyOf(
  targetType: HistoryEntry['targetType'],
  recordId: number,
  user = world.client.admin,
) {
  const { history } = await pull(user);
  return history.filter((h) => h.targetType === targetType && h.recordId === recordId);
}

async function createIssue(user: TestUser, context: CommandContext = OFFLINE): Promise<VegetationIssue> {
  const input = newIssue(world.client.areaIds[0], user.id, { comments: 'Thistle patch', speciesIds: [3] });
  const res = await commandWithContext(app, 'issuesCreate', input, user.token, context);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.body;
}

const editOf = (issue: VegetationIssue, changes: Partial<CallInput<'issuesUpdate'>>) =>
  ({ id: issue.id, ...pick(issue, issueEditableFields), ...changes }) as CallInput<'issuesUpdate'>;

/** A time as the domain writes it: the database answers the same instant as +00:00. */
const iso = (time: string | null | undefined) => (time ? new Date(time).toISOString() : time);

const historyRows = () =>
  firstRow<{ n: number }>(app.context.db, sql`SELECT count(*)::int AS n FROM record_history`);

describe('the history of an issue', () => {
  it('records the creation with who, when, where and whether offline', async () => {
    const { field } = world.client;
    const issue = await createIssue(field);
    const [entry, ...rest] = await historyOf('vegetation-issue', issue.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'created',
      changes: [],
      user: expect.stringContaining(' '),
      userId: field.id,
      userRole: 3,
      company: expect.any(String),
      offline: true,
      devicePosition: OFFLINE.position,
      recordPosition: { type: 'Point', coordinates: issue.gps_point?.coordinates },
      assetId: world.client.assetId,
    });
    expect(iso(entry?.deviceAt)).toBe(OFFLINE.madeAt);
    expect(Date.parse(entry!.updated_at)).toBeGreaterThan(Date.parse(OFFLINE.madeAt));
  });

  it('records an edit field by field, reference names and lists included, as one entry', async () => {
    const issue = await createIssue(world.client.field);
    const res = await commandWithContext(
      app,
      'issuesUpdate',
      editOf(issue, {
        comments: 'Sprayed',
        risk_score: 10,
        speciesIds: [3, 4],
        areaId: world.client.areaIds[1],
      }),
      world.client.admin.token,
      { madeAt: '2026-06-02T09:30:00.000Z', offline: false, position: null },
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const entries = await historyOf('vegetation-issue', issue.id);
    expect(entries.map((e) => e.action)).toEqual(['created', 'edited']);
    const areas = await rows<{ id: number; name: string }>(
      app.context.db,
      sql`SELECT id, name FROM management_areas WHERE id IN (${world.client.areaIds[0]}, ${world.client.areaIds[1]})`,
    );
    const areaName = (id: number) => areas.find((a) => a.id === id)?.name;
    const species = await firstRow<{ name: string }>(
      app.context.db,
      sql`SELECT species AS name FROM species WHERE id = 4`,
    );
    expect(entries[1]).toMatchObject({ userId: world.client.admin.id, offline: false, devicePosition: null });
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'comments', old: 'Thistle patch', new: 'Sprayed' },
        { field: 'risk_score', old: issue.risk_score, new: 10 },
        { field: 'area_id', old: areaName(world.client.areaIds[0]), new: areaName(world.client.areaIds[1]) },
        { field: 'species', old: null, new: species?.name },
      ]),
    );
    // Species 3 was kept: a list written whole again lists only what it gained or lost.
    expect(entries[1]!.changes.filter((c) => c.field === 'species')).toHaveLength(1);
    expect(entries[1]!.changes).toHaveLength(4);
  });

  it('records photos added and removed, assignments, and the deletion', async () => {
    const { admin } = world.client;
    const issue = await createIssue(world.client.field);
    const uploaded = await uploadIssuePhoto(app, issue.uuid, admin.token, await testImage());
    expect(uploaded.status).toBe(200);
    const key = uploaded.body.key;
    const assign = { userId: world.client.field.id, issueIds: [issue.id] };
    expect((await call(app, 'usersAssignIssues', assign, admin.token)).status).toBe(200);
    const provider = { original_issue_ids: [issue.id], company_id: world.provider.companyId };
    expect((await call(app, 'providersSaveAssigned', provider, admin.token)).status).toBe(200);
    const removal = { targetType: 'vegetation-issue' as const, parentId: issue.id, fileKey: key };
    expect((await call(app, 'photosRemove', removal, admin.token)).status).toBe(200);
    expect((await call(app, 'issuesDelete', { id: issue.id }, admin.token)).status).toBe(200);

    const entries = await historyOf('vegetation-issue', issue.id);
    const names = await rows<{ user: string; company: string }>(
      app.context.db,
      sql`SELECT (SELECT first_name || ' ' || last_name FROM users WHERE id = ${world.client.field.id}) AS user,
                 (SELECT company_name FROM companies WHERE id = ${world.provider.companyId}) AS company`,
    );
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['created', []],
      ['edited', [{ field: 'photos', old: null, new: key }]],
      ['edited', [{ field: 'assignedUsers', old: null, new: names[0]?.user }]],
      ['edited', [{ field: 'assignedCompanies', old: null, new: names[0]?.company }]],
      ['edited', [{ field: 'photos', old: key, new: null }]],
      ['deleted', expect.any(Array)],
    ]);
    // Without the device's context (an older app) the entry says nothing of it.
    expect(entries[1]).toMatchObject({ deviceAt: null, offline: null, devicePosition: null });
  });

  it('replays offline edits in the order they were made, each with its device time', async () => {
    const { admin } = world.client;
    const issue = await createIssue(admin);
    const times = ['2026-06-03T07:00:00.000Z', '2026-06-03T07:05:00.000Z', '2026-06-03T07:10:00.000Z'];
    for (const [i, madeAt] of times.entries()) {
      const edit = editOf(issue, { comments: `Visit ${i + 1}` });
      const res = await commandWithContext(app, 'issuesUpdate', edit, admin.token, {
        madeAt,
        offline: true,
        position: [-116.5 - i / 100, 53.9],
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
    }
    const edits = (await historyOf('vegetation-issue', issue.id)).filter((e) => e.action === 'edited');
    expect(edits.map((e) => [iso(e.deviceAt), e.changes])).toEqual([
      [times[0], [{ field: 'comments', old: 'Thistle patch', new: 'Visit 1' }]],
      [times[1], [{ field: 'comments', old: 'Visit 1', new: 'Visit 2' }]],
      [times[2], [{ field: 'comments', old: 'Visit 2', new: 'Visit 3' }]],
    ]);
    expect(edits.every((e) => e.offline)).toBe(true);
    const serverTimes = edits.map((e) => Date.parse(e.updated_at));
    expect([...serverTimes].sort((a, b) => a - b)).toEqual(serverTimes);
  });

  it('records the merge of a stale edit with the value that lost', async () => {
    const { admin } = world.client;
    const issue = await createIssue(admin);
    const first = editOf(issue, { comments: 'Admin first' });
    expect((await call(app, 'issuesUpdate', first, admin.token)).status).toBe(200);
    // An older offline edit, begun from the value before the first one, arrives second and loses.
    const stale = {
      ...editOf(issue, { comments: 'Stale edit' }),
      base: { comments: 'Thistle patch' },
      editedAt: '2026-01-01T00:00:00.000Z',
    };
    const second = await commandWithContext(app, 'issuesUpdate', stale, admin.token, OFFLINE);
    expect(second.status, JSON.stringify(second.error)).toBe(200);
    const last = (await historyOf('vegetation-issue', issue.id)).at(-1);
    expect(last?.merged).toEqual([{ field: 'comments', value: 'Stale edit', by: expect.any(String) }]);
  });

  it('keeps the answer to a duplicate warning with the creation', async () => {
    const original = await createIssue(world.client.field);
    const warned = newIssue(world.client.areaIds[0], world.client.field.id, {
      duplicateWarning: { recordId: original.id, distanceM: 8.4, choice: 'saveAnyway' },
    });
    const res = await commandWithContext(app, 'issuesCreate', warned, world.client.field.token, OFFLINE);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const [created] = await historyOf('vegetation-issue', res.body.id);
    expect(created?.duplicateWarning).toEqual({
      recordId: original.id,
      distanceM: 8.4,
      choice: 'saveAnyway',
    });
    expect((await historyOf('vegetation-issue', original.id))[0]?.duplicateWarning).toBeNull();
  });

  it('writes one entry for a command sent twice', async () => {
    const issue = await createIssue(world.client.admin);
    await sendTwice(app, 'issuesUpdate', editOf(issue, { comments: 'Once' }), world.client.admin.token);
    const edits = (await historyOf('vegetation-issue', issue.id)).filter((e) => e.action === 'edited');
    expect(edits).toHaveLength(1);
  });
});

describe('the history of culverts and inspections', () => {
  it('records a culvert created and moved, an inspection created, edited and deleted', async () => {
    const { admin } = world.client;
    const created = await commandWithContext(
      app,
      'culvertsCreate',
      newCulvert(world.client.assetId),
      admin.token,
      OFFLINE,
    );
    expect(created.status).toBe(200);
    const culvert = created.body;
    const moved = { type: 'Point' as const, coordinates: [-116.6, 53.95] as [number, number] };
    const update = {
      id: culvert.id,
      site_culvert_id: culvert.site_culvert_id,
      road_name: 'Range Road 12',
      is_fish_habitat: culvert.is_fish_habitat,
      has_markers: culvert.has_markers,
      length: 12,
      diameter: 0.6,
      direction_of_flow: culvert.direction_of_flow,
      inlet_location: moved,
      outlet_location: culvert.outlet_location ?? moved,
    };
    expect((await call(app, 'culvertsUpdate', update, admin.token)).status).toBe(200);
    const [made, edited] = await historyOf('culvert', culvert.id);
    expect(made).toMatchObject({ action: 'created', offline: true });
    expect(edited?.changes).toEqual(
      expect.arrayContaining([
        { field: 'road_name', old: culvert.road_name, new: 'Range Road 12' },
        { field: 'inlet_location', old: culvert.inlet_location, new: moved },
      ]),
    );

    const inspection = await call(app, 'inspectionsCreate', newInspection(culvert.id, admin.id), admin.token);
    expect(inspection.status).toBe(200);
    const editInspection = {
      id: inspection.body.id,
      uuid: inspection.body.uuid,
      culvertId: culvert.id,
      previousCulvertId: culvert.id,
      ...pick(inspection.body, inspectionFields),
      comments: 'Cleared',
      actionsTakenIds: [1, 2],
    } as CallInput<'inspectionsUpdate'>;
    expect((await call(app, 'inspectionsUpdate', editInspection, admin.token)).status).toBe(200);
    expect((await call(app, 'inspectionsDelete', { id: inspection.body.id }, admin.token)).status).toBe(200);
    const entries = await historyOf('culvert-inspection', inspection.body.id);
    expect(entries.map((e) => e.action)).toEqual(['created', 'edited', 'deleted']);
    expect(entries[1]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'comments', old: 'Inlet partly blocked by debris', new: 'Cleared' },
        { field: 'actions', old: null, new: expect.any(String) },
      ]),
    );
    expect(entries[0]?.recordPosition).toEqual(moved);
  });
});

describe('who sees a history, and what of it', () => {
  it('shows another company’s user by name and company only', async () => {
    const issue = await createIssue(world.client.field);
    expect((await historyOf('vegetation-issue', issue.id))[0]?.devicePosition).toEqual(OFFLINE.position);
    const assign = { original_issue_ids: [issue.id], company_id: world.provider.companyId };
    expect((await call(app, 'providersSaveAssigned', assign, world.client.admin.token)).status).toBe(200);
    const { history } = await pull(world.provider.admin);
    const seen = history.filter((h) => h.recordId === issue.id && h.targetType === 'vegetation-issue');
    expect(seen.length).toBeGreaterThan(0);
    for (const entry of seen) {
      expect(entry).toMatchObject({
        userId: null,
        userRole: null,
        devicePosition: null,
        company: expect.any(String),
      });
    }
  });

  it('sends none of it to another company without the asset', async () => {
    await createIssue(world.client.field);
    const res = await call(
      app,
      'syncAsset',
      { assetId: world.client.assetId, userId: world.rival.admin.id },
      world.rival.admin.token,
    );
    expect([403, 404]).toContain(res.status);
    const own = await pull(world.rival.admin, world.rival.assetId);
    expect(own.history.filter((h) => h.assetId !== world.rival.assetId)).toEqual([]);
  });

  it('refuses a malformed command context with 400 and stores nothing', async () => {
    const before = await databaseFingerprint(app.context.db);
    const input = newIssue(world.client.areaIds[0], world.client.field.id);
    for (const context of ['not json', '{"madeAt":"yesterday","offline":true,"position":null}', '{}']) {
      const res = await send(app, 'issuesCreate', input, {
        token: world.client.field.token,
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), [COMMAND_CONTEXT_HEADER]: context },
      });
      expect(res.status).toBe(400);
    }
    expect(await databaseFingerprint(app.context.db)).toEqual(before);
  });

  it('cannot be changed or deleted, and writes nothing for changes that are no user’s command', async () => {
    const issue = await createIssue(world.client.field);
    await expect(
      app.context.db.execute(
        sql`UPDATE record_history SET user_name = 'Someone else' WHERE record_id = ${issue.id}`,
      ),
    ).rejects.toThrow();
    await expect(app.context.db.execute(sql`DELETE FROM record_history`)).rejects.toThrow();
    const before = await historyRows();
    await app.context.db.execute(
      sql`UPDATE vegetation_issues SET comments = 'Seeded' WHERE id = ${issue.id}`,
    );
    expect(await historyRows()).toEqual(before);
  });
});
