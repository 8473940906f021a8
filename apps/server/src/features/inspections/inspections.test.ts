import { randomUUID } from 'node:crypto';
import {
  type CreateInspectionRequest,
  CULVERT_STATUS_NOT_INSPECTABLE,
  type CulvertInspection,
} from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { createCulvert, culvertUpdatedAt as culvertUpdatedAtOf } from '../../../test/culvertRecords';
import { call, newInspection, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { firstRow, rows } from '../../db/sql';
import { inspectionsJsonArray } from './inspections.read';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const createdCulvert = (assetId?: number, token?: string) => createCulvert(app, world, assetId, token);
const culvertUpdatedAt = (id: number) => culvertUpdatedAtOf(app, id);

async function createdInspection(culvertId: number, overrides: Partial<CreateInspectionRequest> = {}) {
  const { field } = world.client;
  const res = await call(
    app,
    'inspectionsCreate',
    newInspection(culvertId, field.id, overrides),
    field.token,
  );
  expect(res.status).toBe(200);
  return res.body;
}

const storedActions = async (inspectionId: number) =>
  (
    await rows<{ action_id: number }>(
      app.context.db,
      sql`SELECT action_id FROM culvert_inspection_actions WHERE inspection_id = ${inspectionId} ORDER BY action_id`,
    )
  ).map((r) => r.action_id);

function editOf(inspection: CulvertInspection) {
  return {
    id: inspection.id,
    uuid: inspection.uuid,
    culvertId: inspection.culvertId,
    previousCulvertId: inspection.culvertId,
    inspection_date: '2026-07-01T08:15:00.000Z',
    next_inspection_date: '2027-07-01',
    culvertStatusId: 3,
    actionsTakenIds: [2, 3],
    actionsRequiredIds: [20],
    risk_score: 10 as const,
    comments: 'Outlet collapsed',
  };
}

describe('POST /api/culvertInspections', () => {
  it('stores the inspection with its actions and asset, answers the read shape and bumps the culvert', async () => {
    const culvert = await createdCulvert();
    const before = await culvertUpdatedAt(culvert.id);
    const { field } = world.client;
    const input = newInspection(culvert.id, field.id, { actionsTakenIds: [1, 2], actionsRequiredIds: [22] });
    const res = await call(app, 'inspectionsCreate', input, field.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uuid: input.uuid,
      culvertId: culvert.id,
      culvert: culvert.site_culvert_id,
      culvertStatus: 'Fair',
      user: 'acmepipelines Tester',
      actionsTakenIds: [1, 2],
      actionsTaken: ['Debris Cleared', 'Inlet Cleaned'],
      actionsRequiredIds: [22],
      actionsRequired: ['Clear Debris'],
      next_inspection_date: '2027-06-02',
      photos: [],
      hidden: false,
    });
    const row = await firstRow<{ asset_id: number; user_id: number }>(
      app.context.db,
      sql`SELECT asset_id, user_id FROM culvert_inspections WHERE id = ${res.body.id}`,
    );
    expect(row).toEqual({ asset_id: world.client.assetId, user_id: field.id });
    expect(await storedActions(res.body.id)).toEqual([1, 2, 22]);
    expect(await culvertUpdatedAt(culvert.id)).not.toBe(before);
  });

  it('names a culvert created offline by its uuid', async () => {
    const culvert = await createdCulvert();
    const res = await call(
      app,
      'inspectionsCreate',
      newInspection(-3, world.client.field.id, { culvertUuid: culvert.uuid }),
      world.client.field.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.culvertId).toBe(culvert.id);
  });

  it('answers 404 for an unknown culvert uuid or id', async () => {
    const { field } = world.client;
    const byUuid = newInspection(-3, field.id, { culvertUuid: randomUUID() });
    expect((await call(app, 'inspectionsCreate', byUuid, field.token)).status).toBe(404);
    expect((await call(app, 'inspectionsCreate', newInspection(999_999, field.id), field.token)).status).toBe(
      404,
    );
  });

  it('clears the actions when the culvert could not be inspected', async () => {
    const culvert = await createdCulvert();
    const body = await createdInspection(culvert.id, { culvertStatusId: CULVERT_STATUS_NOT_INSPECTABLE });
    expect(body).toMatchObject({
      actionsTakenIds: [],
      actionsRequiredIds: [],
      culvertStatus: 'Unable To Inspect',
    });
    expect(await storedActions(body.id)).toEqual([]);
  });

  it('refuses actions of the wrong type or unknown, and unknown statuses, with 400', async () => {
    const culvert = await createdCulvert();
    const { field } = world.client;
    const wrongType = newInspection(culvert.id, field.id, { actionsTakenIds: [22], actionsRequiredIds: [1] });
    const res = await call(app, 'inspectionsCreate', wrongType, field.token);
    expect(res.status).toBe(400);
    expect(res.error?.details?.map((d) => d.path)).toEqual(['actionsTakenIds.0', 'actionsRequiredIds.0']);
    const unknown = newInspection(culvert.id, field.id, { actionsRequiredIds: [777] });
    expect((await call(app, 'inspectionsCreate', unknown, field.token)).status).toBe(400);
    const status = newInspection(culvert.id, field.id, { culvertStatusId: 99 });
    expect((await call(app, 'inspectionsCreate', status, field.token)).status).toBe(400);
    const stored = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM culvert_inspections WHERE culvert_id = ${culvert.id}`,
    );
    expect(stored?.n).toBe(0);
  });

  it('refuses invalid fields with 400', async () => {
    const culvert = await createdCulvert();
    const { field } = world.client;
    const res = await call(
      app,
      'inspectionsCreate',
      newInspection(culvert.id, field.id, { comments: 'x'.repeat(1025), uuid: 'short' }),
      field.token,
    );
    expect(res.status).toBe(400);
    expect(res.error?.details?.map((d) => d.path).sort()).toEqual(['comments', 'uuid']);
    const noCulvert = newInspection(-1, field.id);
    expect((await call(app, 'inspectionsCreate', noCulvert, field.token)).status).toBe(400);
  });

  it('answers a retried upload with the stored inspection, never a second one', async () => {
    const culvert = await createdCulvert();
    const { field } = world.client;
    const input = newInspection(culvert.id, field.id);
    const first = await call(app, 'inspectionsCreate', input, field.token);
    const again = await call(app, 'inspectionsCreate', { ...input, comments: 'retry' }, field.token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.comments).toBe(input.comments);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM culvert_inspections WHERE uuid = ${input.uuid}`,
    );
    expect(count?.n).toBe(1);
  });

  it('refuses an inspection recorded in another user’s name with 403', async () => {
    const culvert = await createdCulvert();
    const input = newInspection(culvert.id, world.client.admin.id);
    expect((await call(app, 'inspectionsCreate', input, world.client.field.token)).status).toBe(403);
  });

  it('answers 401 without a token, 404 across companies and 403 for a provider', async () => {
    const culvert = await createdCulvert();
    expect(
      (await call(app, 'inspectionsCreate', newInspection(culvert.id, world.client.field.id))).status,
    ).toBe(401);
    const { rival, provider } = world;
    const asRival = newInspection(culvert.id, rival.admin.id);
    expect((await call(app, 'inspectionsCreate', asRival, rival.admin.token)).status).toBe(404);
    const asProvider = newInspection(culvert.id, provider.field.id);
    expect((await call(app, 'inspectionsCreate', asProvider, provider.field.token)).status).toBe(403);
  });
});

describe('POST /api/culvertInspections/update', () => {
  it('changes the fields and actions, and may move the inspection to another culvert of the asset', async () => {
    const from = await createdCulvert();
    const to = await createdCulvert();
    const inspection = await createdInspection(from.id);
    const before = { from: await culvertUpdatedAt(from.id), to: await culvertUpdatedAt(to.id) };
    const res = await call(
      app,
      'inspectionsUpdate',
      { ...editOf(inspection), culvertId: to.id },
      world.client.admin.token,
    );
    expect(res.status).toBe(200);
    const stored = await firstRow<{ culvert_id: number; risk_score: number; comments: string; next: string }>(
      app.context.db,
      sql`SELECT culvert_id, risk_score, comments, next_inspection_date::text AS next
          FROM culvert_inspections WHERE id = ${inspection.id}`,
    );
    expect(stored).toEqual({
      culvert_id: to.id,
      risk_score: 10,
      comments: 'Outlet collapsed',
      next: '2027-07-01',
    });
    expect(await storedActions(inspection.id)).toEqual([2, 3, 20]);
    expect(await culvertUpdatedAt(from.id)).not.toBe(before.from);
    expect(await culvertUpdatedAt(to.id)).not.toBe(before.to);
  });

  it('clears the actions when the new status says the culvert could not be inspected', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    const edit = { ...editOf(inspection), culvertStatusId: CULVERT_STATUS_NOT_INSPECTABLE };
    expect((await call(app, 'inspectionsUpdate', edit, world.client.field.token)).status).toBe(200);
    expect(await storedActions(inspection.id)).toEqual([]);
  });

  it('refuses a uuid that is not the inspection’s (400), a stale previous culvert (409), another asset’s culvert (400)', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    const { token } = world.client.admin;
    const wrongUuid = { ...editOf(inspection), uuid: randomUUID() };
    expect((await call(app, 'inspectionsUpdate', wrongUuid, token)).status).toBe(400);
    const other = await createdCulvert();
    const stale = { ...editOf(inspection), previousCulvertId: other.id };
    expect((await call(app, 'inspectionsUpdate', stale, token)).status).toBe(409);
    const elsewhere = await createdCulvert(world.client.otherAssetId, token);
    const move = { ...editOf(inspection), culvertId: elsewhere.id };
    const res = await call(app, 'inspectionsUpdate', move, token);
    expect(res.status).toBe(400);
    expect(res.error?.details?.[0].path).toBe('culvertId');
    const wrongActions = { ...editOf(inspection), actionsTakenIds: [20] };
    expect((await call(app, 'inspectionsUpdate', wrongActions, token)).status).toBe(400);
    expect(await storedActions(inspection.id)).toEqual([1, 22]);
  });

  it('refuses invalid fields with 400 and answers 401 without a token', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    const invalid = { ...editOf(inspection), risk_score: 3 as 1 };
    expect((await call(app, 'inspectionsUpdate', invalid, world.client.admin.token)).status).toBe(400);
    expect((await call(app, 'inspectionsUpdate', editOf(inspection))).status).toBe(401);
  });

  it('answers 404 for another company’s inspection and 403 for a provider', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    expect((await call(app, 'inspectionsUpdate', editOf(inspection), world.rival.admin.token)).status).toBe(
      404,
    );
    expect(
      (await call(app, 'inspectionsUpdate', editOf(inspection), world.provider.admin.token)).status,
    ).toBe(403);
  });
});

describe('POST /api/culvertInspections/delete', () => {
  it('tombstones the inspection and its photos, bumps the culvert, and a repeat is harmless', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    await app.context.db.execute(
      sql`INSERT INTO photos (uuid, key, target_type, inspection_id, content_type, byte_size, user_id)
          VALUES (${randomUUID()}, ${`test/${randomUUID()}.jpg`}, 'culvert-inspection', ${inspection.id},
                  'image/jpeg', 100, ${world.client.field.id})`,
    );
    const before = await culvertUpdatedAt(culvert.id);
    const res = await call(app, 'inspectionsDelete', { id: inspection.id }, world.client.field.token);
    expect(res.status).toBe(200);
    const stored = await firstRow<{ hidden: boolean; visible_photos: number }>(
      app.context.db,
      sql`SELECT hidden, (SELECT count(*)::int FROM photos WHERE inspection_id = ${inspection.id} AND NOT hidden)
            AS visible_photos FROM culvert_inspections WHERE id = ${inspection.id}`,
    );
    expect(stored).toEqual({ hidden: true, visible_photos: 0 });
    expect(await culvertUpdatedAt(culvert.id)).not.toBe(before);
    expect(
      (await call(app, 'inspectionsDelete', { id: inspection.id }, world.client.field.token)).status,
    ).toBe(200);
    expect((await call(app, 'inspectionsUpdate', editOf(inspection), world.client.admin.token)).status).toBe(
      404,
    );
  });

  it('keeps the tombstone in the read shape for sync', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    await call(app, 'inspectionsDelete', { id: inspection.id }, world.client.field.token);
    const row = await firstRow<{ list: CulvertInspection[] }>(
      app.context.db,
      sql`SELECT ${inspectionsJsonArray(sql`ci.culvert_id = ${culvert.id}`)} AS list`,
    );
    expect(row?.list).toEqual([expect.objectContaining({ id: inspection.id, hidden: true, photos: [] })]);
  });

  it('answers every role as the edit does (DESIGN §6): refused callers change nothing', async () => {
    const { client, provider, rival } = world;
    const onMain = await createdInspection((await createdCulvert()).id);
    const otherCulvert = await createdCulvert(client.otherAssetId, client.admin.token);
    const onOther = await call(
      app,
      'inspectionsCreate',
      newInspection(otherCulvert.id, client.admin.id),
      client.admin.token,
    );
    expect(onOther.status).toBe(200);
    const cases = [
      {
        who: 'a client field user, another user’s inspection on an asset not theirs',
        user: client.field,
        inspection: onOther.body,
        status: 404,
      },
      { who: 'a provider admin', user: provider.admin, inspection: onMain, status: 403 },
      { who: 'a provider field user', user: provider.field, inspection: onMain, status: 403 },
      { who: 'another client’s admin', user: rival.admin, inspection: onMain, status: 404 },
    ];
    for (const { who, user, inspection, status } of cases) {
      const edit = await call(app, 'inspectionsUpdate', editOf(inspection), user.token);
      const remove = await call(app, 'inspectionsDelete', { id: inspection.id }, user.token);
      expect([edit.status, remove.status], who).toEqual([status, status]);
    }
    const hidden = await rows<{ hidden: boolean }>(
      app.context.db,
      sql`SELECT hidden FROM culvert_inspections WHERE id IN (${onMain.id}, ${onOther.body.id})`,
    );
    expect(hidden).toEqual([{ hidden: false }, { hidden: false }]);
    // The client admin edits and deletes an inspection a field user recorded.
    expect((await call(app, 'inspectionsUpdate', editOf(onMain), client.admin.token)).status).toBe(200);
    expect((await call(app, 'inspectionsDelete', { id: onMain.id }, client.admin.token)).status).toBe(200);
  });

  it('refuses an invalid id with 400, answers 401 without a token, 404 across companies, 403 for a provider', async () => {
    const culvert = await createdCulvert();
    const inspection = await createdInspection(culvert.id);
    expect((await call(app, 'inspectionsDelete', { id: -1 }, world.client.admin.token)).status).toBe(400);
    expect((await call(app, 'inspectionsDelete', { id: inspection.id })).status).toBe(401);
    expect(
      (await call(app, 'inspectionsDelete', { id: inspection.id }, world.rival.admin.token)).status,
    ).toBe(404);
    expect(
      (await call(app, 'inspectionsDelete', { id: inspection.id }, world.provider.field.token)).status,
    ).toBe(403);
    const row = await firstRow<{ hidden: boolean }>(
      app.context.db,
      sql`SELECT hidden FROM culvert_inspections WHERE id = ${inspection.id}`,
    );
    expect(row?.hidden).toBe(false);
  });
});

describe('repeated inspection commands (same Idempotency-Key)', () => {
  const storedText = async (query: SQL) => (await firstRow<{ v: string }>(app.context.db, query))?.v;

  it('apply an inspection edit once: a repeat keeps what changed meanwhile', async () => {
    const inspection = await createdInspection((await createdCulvert()).id);
    await sendTwice(app, 'inspectionsUpdate', editOf(inspection), world.client.admin.token, () =>
      app.context.db.execute(
        sql`UPDATE culvert_inspections SET comments = 'Changed meanwhile' WHERE id = ${inspection.id}`,
      ),
    );
    expect(
      await storedText(sql`SELECT comments AS v FROM culvert_inspections WHERE id = ${inspection.id}`),
    ).toBe('Changed meanwhile');
  });

  it('apply an inspection delete once: an inspection restored meanwhile stays', async () => {
    const inspection = await createdInspection((await createdCulvert()).id);
    await sendTwice(app, 'inspectionsDelete', { id: inspection.id }, world.client.field.token, () =>
      app.context.db.execute(sql`UPDATE culvert_inspections SET hidden = false WHERE id = ${inspection.id}`),
    );
    expect(
      await storedText(sql`SELECT hidden::text AS v FROM culvert_inspections WHERE id = ${inspection.id}`),
    ).toBe('false');
  });
});
