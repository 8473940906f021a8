import { randomUUID } from 'node:crypto';
import {
  type AssetSyncResponse,
  type CallInput,
  culvertEditableFields,
  inspectionFields,
  issueEditableFields,
  subAssetEditableFields,
  type VegetationIssue,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCulvertRow, insertInspectionRow } from '../../../test/directRows';
import { pick } from '../../../test/edits';
import { call, command, newIssue, type TestApp } from '../../../test/testApp';
import { whileLocked } from '../../../test/whileLocked';
import { insertUser, setupWorld, type TestUser, type World } from '../../../test/world';
import { subAssets, userAssets } from '../../db/schema';
import { firstRow, intArray, rows } from '../../db/sql';

let app: TestApp;
let world: World;
/** A second client admin of the client company: the other editor. */
let colleague: TestUser;
setupWorld(async (started) => {
  ({ app, world } = started);
  colleague = await insertUser(app, app.context.db, {
    companyId: world.client.companyId,
    username: 'acme-admin-two',
    roleId: 1,
  });
  await app.context.db.insert(userAssets).values({ user_id: colleague.id, asset_id: world.client.assetId });
});

const T1 = '2026-06-01T10:00:00.000Z';
const T2 = '2026-06-01T11:00:00.000Z';

async function pull(since?: string): Promise<AssetSyncResponse> {
  const { admin, assetId } = world.client;
  const res = await call(
    app,
    'syncAsset',
    { assetId, userId: admin.id, ...(since ? { since } : {}) },
    admin.token,
  );
  expect(res.status).toBe(200);
  return res.body;
}

async function newIssueOnAsset(): Promise<VegetationIssue> {
  const { admin, areaIds } = world.client;
  const res = await call(
    app,
    'issuesCreate',
    newIssue(areaIds[0], admin.id, { comments: 'Base' }),
    admin.token,
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** An edit of `issue` as `user` made it at `editedAt`, changing `changes` from the issue's values. */
function editIssue(
  user: TestUser,
  issue: VegetationIssue,
  changes: Partial<VegetationIssue>,
  editedAt: string,
) {
  const fields = pick(issue, issueEditableFields) as Omit<CallInput<'issuesUpdate'>, 'id'>;
  const base = pick(issue, Object.fromEntries(Object.keys(changes).map((key) => [key, true])));
  return command(
    app,
    'issuesUpdate',
    { id: issue.id, ...fields, ...changes, base, editedAt },
    user.token,
    randomUUID(),
  );
}

const fullName = async (user: TestUser) =>
  (
    await firstRow<{ name: string }>(
      app.context.db,
      sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${user.id}`,
    )
  )?.name;

const issueIn = (sync: AssetSyncResponse, id: number) => sync.issues.find((issue) => issue.id === id);

describe('an issue edited on stale data', () => {
  it('keeps both edits when they changed different fields, with no notice', async () => {
    const issue = await newIssueOnAsset();
    expect((await editIssue(world.client.admin, issue, { comments: 'Sprayed' }, T1)).status).toBe(200);
    expect((await editIssue(colleague, issue, { risk_score: 10 }, T2)).status).toBe(200);
    const now = issueIn(await pull(), issue.id);
    expect(now).toMatchObject({ comments: 'Sprayed', risk_score: 10, editNotices: [] });
  });

  it('keeps both edits when they arrive at once', async () => {
    const issue = await newIssueOnAsset();
    const answers = await whileLocked(app, { table: 'vegetation_issues', id: issue.id }, 2, () =>
      Promise.all([
        editIssue(world.client.admin, issue, { comments: 'Sprayed' }, T1),
        editIssue(colleague, issue, { risk_score: 10 }, T2),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(issueIn(await pull(), issue.id)).toMatchObject({ comments: 'Sprayed', risk_score: 10 });
  });

  it('serializes N parallel edits of one field: the latest edit wins, every other value is noted once', async () => {
    const issue = await newIssueOnAsset();
    const weeds = await rows<{ id: number }>(
      app.context.db,
      sql`SELECT id FROM species WHERE vege_type_id = 1 AND id <> ALL(${intArray(issue.speciesIds)}) ORDER BY id LIMIT 4`,
    );
    const lists = weeds.map((w) => [w.id]);
    // Sent in an order other than their edit times; the last one made wins whatever order they commit in.
    const times = ['2026-06-01T12:00:00.000Z', T2, '2026-06-01T13:00:00.000Z', T1];
    const answers = await whileLocked(app, { table: 'vegetation_issues', id: issue.id }, lists.length, () =>
      Promise.all(
        lists.map((speciesIds, i) =>
          editIssue(i % 2 ? colleague : world.client.admin, issue, { speciesIds }, times[i]),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(lists.map(() => 200));
    const now = issueIn(await pull(), issue.id);
    expect(now?.speciesIds).toEqual(lists[2]);
    const noted = (now?.editNotices ?? []).map((n) => (n.field === 'speciesIds' ? n.overwrittenValue : n));
    expect(noted).toHaveLength(lists.length - 1);
    expect(noted).toEqual(expect.arrayContaining([lists[0], lists[1], lists[3]]));
  });

  it('gives a field both changed to the later edit, and shows the overwritten value in the next pull', async () => {
    const issue = await newIssueOnAsset();
    expect((await editIssue(world.client.admin, issue, { comments: 'First' }, T1)).status).toBe(200);
    const { since } = await pull();
    expect((await editIssue(colleague, issue, { comments: 'Second' }, T2)).status).toBe(200);
    const changed = issueIn(await pull(since), issue.id);
    expect(changed?.comments).toBe('Second');
    expect(changed?.editNotices).toEqual([
      {
        id: expect.any(Number),
        field: 'comments',
        overwrittenValue: 'First',
        byName: expect.any(String),
        at: expect.any(String),
      },
    ]);
    // The notice names the other editor: the one whose edit happened meanwhile.
    expect(changed?.editNotices?.[0].byName).toBe(await fullName(world.client.admin));
    expect(Date.parse(changed?.editNotices?.[0].at ?? '')).toBe(Date.parse(T1));
  });

  it('keeps the later value when the earlier edit arrives last, noting the value that lost', async () => {
    const issue = await newIssueOnAsset();
    expect((await editIssue(colleague, issue, { comments: 'Later' }, T2)).status).toBe(200);
    expect(
      (await editIssue(world.client.admin, issue, { comments: 'Earlier', veg_height: 1.5 }, T1)).status,
    ).toBe(200);
    const now = issueIn(await pull(), issue.id);
    expect(now).toMatchObject({ comments: 'Later', veg_height: 1.5 });
    expect(now?.editNotices).toMatchObject([
      { field: 'comments', overwrittenValue: 'Earlier', byName: await fullName(colleague) },
    ]);
  });

  it('overwrites every field as before when the edit names no base', async () => {
    const issue = await newIssueOnAsset();
    expect((await editIssue(world.client.admin, issue, { comments: 'First' }, T1)).status).toBe(200);
    const fields = pick(issue, issueEditableFields) as Omit<CallInput<'issuesUpdate'>, 'id'>;
    const res = await call(app, 'issuesUpdate', { id: issue.id, ...fields, risk_score: 10 }, colleague.token);
    expect(res.status).toBe(200);
    expect(issueIn(await pull(), issue.id)).toMatchObject({
      comments: 'Base',
      risk_score: 10,
      editNotices: [],
    });
  });

  it('refuses a base naming a field that cannot be edited with 400', async () => {
    const issue = await newIssueOnAsset();
    const fields = pick(issue, issueEditableFields) as Omit<CallInput<'issuesUpdate'>, 'id'>;
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/vegetationIssues/update',
      headers: { authorization: `Bearer ${world.client.admin.token}` },
      payload: { id: issue.id, ...fields, base: { hidden: true }, editedAt: T1 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('culverts, inspections and sub-assets edited on stale data', () => {
  it('merge field by field, the later edit taking a field both changed, with a notice on the record', async () => {
    const { admin, assetId, field } = world.client;
    const db = app.context.db;
    const culvertId = await insertCulvertRow(db, assetId);
    const inspectionId = await insertInspectionRow(db, { culvertId, assetId, userId: field.id });
    const [sub] = await db
      .insert(subAssets)
      .values({ asset_id: assetId, sub_asset_name: 'Valve 7', latitude: 53.93, longitude: -116.57 })
      .returning({ id: subAssets.id });
    const before = await pull();
    const culvert = before.culverts.find((c) => c.id === culvertId)!;
    const inspection = before.culvertInspections.find((i) => i.id === inspectionId)!;
    const subAsset = before.subAssets.find((s) => s.id === sub.id)!;

    const culvertEdit = (user: TestUser, changes: Partial<typeof culvert>, editedAt: string) =>
      command(
        app,
        'culvertsUpdate',
        {
          id: culvertId,
          ...pick(culvert, culvertEditableFields),
          ...changes,
          base: pick(culvert, changes),
          editedAt,
        } as CallInput<'culvertsUpdate'>,
        user.token,
        randomUUID(),
      );
    const inspectionEdit = (user: TestUser, changes: Partial<typeof inspection>, editedAt: string) =>
      command(
        app,
        'inspectionsUpdate',
        {
          id: inspectionId,
          uuid: inspection.uuid,
          culvertId,
          previousCulvertId: culvertId,
          ...pick(inspection, inspectionFields),
          ...changes,
          base: pick(inspection, changes),
          editedAt,
        } as CallInput<'inspectionsUpdate'>,
        user.token,
        randomUUID(),
      );
    const subAssetEdit = (user: TestUser, changes: Partial<typeof subAsset>, editedAt: string) =>
      command(
        app,
        'subAssetsEdit',
        {
          id: sub.id,
          ...pick(subAsset, subAssetEditableFields),
          ...changes,
          base: pick(subAsset, changes),
          editedAt,
        } as CallInput<'subAssetsEdit'>,
        user.token,
        randomUUID(),
      );

    for (const answer of [
      await culvertEdit(admin, { road_name: 'Road A', has_markers: false }, T1),
      await culvertEdit(colleague, { road_name: 'Road B' }, T2),
      await inspectionEdit(colleague, { comments: 'Later' }, T2),
      await inspectionEdit(admin, { comments: 'Earlier', risk_score: 10 }, T1),
      await subAssetEdit(admin, { sub_asset_name: 'Valve 7A' }, T1),
      await subAssetEdit(colleague, { latitude: 53.95 }, T2),
    ]) {
      expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    }

    const after = await pull(before.since);
    expect(after.culverts.find((c) => c.id === culvertId)).toMatchObject({
      road_name: 'Road B',
      has_markers: false,
      editNotices: [{ field: 'road_name', overwrittenValue: 'Road A', byName: await fullName(admin) }],
    });
    expect(after.culvertInspections.find((i) => i.id === inspectionId)).toMatchObject({
      comments: 'Later',
      risk_score: 10,
      editNotices: [{ field: 'comments', overwrittenValue: 'Earlier', byName: await fullName(colleague) }],
    });
    expect(after.subAssets.find((s) => s.id === sub.id)).toMatchObject({
      sub_asset_name: 'Valve 7A',
      latitude: 53.95,
      editNotices: [],
    });
  });
});

describe('a culvert edited by N requests at once', () => {
  it('ends as one serial order gives it: the latest edit wins, every other value noted once', async () => {
    const { admin, assetId } = world.client;
    const culvertId = await insertCulvertRow(app.context.db, assetId);
    const culvert = (await pull()).culverts.find((c) => c.id === culvertId)!;
    const names = ['Road A', 'Road B', 'Road C'];
    const times = [T2, '2026-06-01T12:00:00.000Z', T1];
    const answers = await whileLocked(app, { table: 'culverts', id: culvertId }, names.length, () =>
      Promise.all(
        names.map((road_name, i) =>
          command(
            app,
            'culvertsUpdate',
            {
              id: culvertId,
              ...pick(culvert, culvertEditableFields),
              road_name,
              base: { road_name: culvert.road_name },
              editedAt: times[i],
            } as CallInput<'culvertsUpdate'>,
            (i % 2 ? colleague : admin).token,
            randomUUID(),
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const now = (await pull()).culverts.find((c) => c.id === culvertId);
    expect(now?.road_name).toBe('Road B');
    expect(now?.editNotices?.map((n) => n.overwrittenValue).sort()).toEqual(['Road A', 'Road C']);
  });
});

describe('POST /api/editNotices/dismiss', () => {
  async function conflictedIssue(): Promise<{ issue: VegetationIssue; noticeId: number }> {
    const issue = await newIssueOnAsset();
    await editIssue(world.client.admin, issue, { comments: 'First' }, T1);
    await editIssue(colleague, issue, { comments: 'Second' }, T2);
    const notices = issueIn(await pull(), issue.id)?.editNotices ?? [];
    expect(notices).toHaveLength(1);
    return { issue, noticeId: notices[0].id };
  }

  it('drops the notice from the record in the next incremental pull; dismissing again is harmless', async () => {
    const { issue, noticeId } = await conflictedIssue();
    const { since } = await pull();
    const dismiss = () => call(app, 'editNoticesDismiss', { id: noticeId }, world.client.field.token);
    expect((await dismiss()).body).toEqual({ success: true });
    expect(issueIn(await pull(since), issue.id)?.editNotices).toEqual([]);
    expect((await dismiss()).status).toBe(200);
  });

  it('answers 404 across companies and for unknown notices, 401 without a token, 400 for a bad id', async () => {
    const { issue, noticeId } = await conflictedIssue();
    expect((await call(app, 'editNoticesDismiss', { id: noticeId }, world.rival.admin.token)).status).toBe(
      404,
    );
    expect((await call(app, 'editNoticesDismiss', { id: 2_000_000 }, world.client.admin.token)).status).toBe(
      404,
    );
    expect((await call(app, 'editNoticesDismiss', { id: noticeId })).status).toBe(401);
    expect((await call(app, 'editNoticesDismiss', { id: -1 }, world.client.admin.token)).status).toBe(400);
    expect(issueIn(await pull(), issue.id)?.editNotices).toHaveLength(1);
  });
});
