import { randomUUID } from 'node:crypto';
import {
  type CreateIssueRequest,
  formatUtm,
  MESSAGES,
  toUtm,
  type UpdateIssueRequest,
  type VegetationIssue,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { readMailDrop } from '../../../test/mailDrop';
import { call, createTestApp, newIssue, type TestApp, testImage } from '../../../test/testApp';
import { createWorld, type TestUser, type World } from '../../../test/world';
import { firstRow, rows } from '../../db/sql';
import { issuesJsonArray } from './issues.read';

let app: TestApp;
let world: World;
beforeAll(async () => {
  app = await createTestApp();
  world = await createWorld(app);
});
afterAll(() => app.close());

async function create(
  user: TestUser,
  overrides: Partial<CreateIssueRequest> = {},
  areaId = world.client.areaIds[0],
) {
  const res = await call(app, 'issuesCreate', newIssue(areaId, user.id, overrides), user.token);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.body;
}

const stored = (id: number) =>
  firstRow<{
    area_id: number;
    original_issue_id: number | null;
    risk_score: number;
    issue_type_id: number | null;
    comments: string;
    hidden: boolean;
    updated_at: string;
  }>(
    app.context.db,
    sql`SELECT area_id, original_issue_id, risk_score, issue_type_id, comments, hidden, updated_at::text
        FROM vegetation_issues WHERE id = ${id}`,
  );

/** An issue as the viewer's create/sync read shape shows it now. */
async function readBack(user: TestUser, id: number): Promise<VegetationIssue> {
  const viewer = {
    userId: user.id,
    isSuper: false,
    companyId: world.client.companyId,
    companyType: 'client' as const,
    roleId: 1 as const,
    firstName: '',
    lastName: '',
  };
  const row = await firstRow<{ issues: VegetationIssue[] }>(
    app.context.db,
    sql`SELECT ${issuesJsonArray(viewer, sql`vi.id = ${id}`)} AS issues`,
  );
  return row!.issues[0];
}

async function assignToProvider(issueId: number, userId?: number) {
  await app.context.db.execute(
    sql`INSERT INTO issue_company_assignments (issue_id, company_id) VALUES (${issueId}, ${world.provider.companyId})`,
  );
  if (userId) {
    await app.context.db.execute(
      sql`INSERT INTO issue_user_assignments (issue_id, user_id) VALUES (${issueId}, ${userId})`,
    );
  }
}

function updateOf(issue: VegetationIssue, overrides: Partial<UpdateIssueRequest> = {}): UpdateIssueRequest {
  return {
    id: issue.id,
    inspection_date: issue.inspection_date,
    has_issue: issue.has_issue,
    veg_height: issue.veg_height,
    risk_score: issue.risk_score,
    area_size: issue.area_size,
    gps_track: issue.gps_track,
    gps_point: issue.gps_point,
    action_required: issue.action_required,
    individual_count: issue.individual_count,
    density: issue.density,
    comments: issue.comments,
    areaId: issue.areaId,
    actionTakenId: issue.actionTakenId,
    distributionId: issue.distributionId,
    physiologicalStageId: issue.physiologicalStageId,
    issueTypeId: issue.issueTypeId,
    vegetationTypeId: issue.vegetationTypeId,
    proximityId: issue.proximityId,
    speciesIds: issue.speciesIds,
    actionsRequiredIds: issue.actionsRequiredIds,
    near_low_point_drain: issue.near_low_point_drain,
    ...overrides,
  };
}

describe('POST /api/vegetationIssues (create)', () => {
  it('takes the duplicate warning the user answered (issue 39), a follow-up too; a malformed one is refused, storing nothing', async () => {
    const { field } = world.client;
    const earlier = await create(field);
    const anyway = await create(field, {
      duplicateWarning: { recordId: earlier.id, distanceM: 12.4, choice: 'saveAnyway' },
    });
    expect(anyway.original_issue_id).toBeNull();
    const followUp = await create(field, {
      originalIssueId: earlier.id,
      duplicateWarning: { recordId: earlier.id, distanceM: 3, choice: 'followUp' },
    });
    expect(followUp.original_issue_id).toBe(earlier.id);
    const count = async () =>
      (await firstRow<{ n: number }>(app.context.db, sql`SELECT count(*)::int AS n FROM vegetation_issues`))
        ?.n;
    const before = await count();
    for (const duplicateWarning of [
      { recordId: 0, distanceM: 3, choice: 'saveAnyway' },
      { recordId: earlier.id, distanceM: -1, choice: 'saveAnyway' },
      { recordId: earlier.id, distanceM: 10_001, choice: 'saveAnyway' },
      { recordId: earlier.id, distanceM: 3, choice: 'showIt' },
      { recordId: earlier.id, choice: 'saveAnyway' },
    ]) {
      const input = newIssue(world.client.areaIds[0], field.id, {
        duplicateWarning: duplicateWarning as CreateIssueRequest['duplicateWarning'],
      });
      const res = await call(app, 'issuesCreate', input, field.token);
      expect(res.status).toBe(400);
      expect(
        await firstRow(app.context.db, sql`SELECT 1 FROM vegetation_issues WHERE uuid = ${input.uuid}`),
      ).toBeUndefined();
    }
    expect(await count()).toBe(before);
  });

  it('stores the issue with its lists and answers the read shape', async () => {
    const { field } = world.client;
    const issue = await create(field, { speciesIds: [1, 2], actionsRequiredIds: [20, 21] });
    expect(issue).toMatchObject({
      assetId: world.client.assetId,
      userId: field.id,
      user: 'acmepipelines Tester',
      areaId: world.client.areaIds[0],
      area: 'Acme Pipelines Pipeline Area 1',
      issue_type: 'Weeds',
      species: ['Canada Thistle', 'Scentless Chamomile'],
      speciesIds: [1, 2],
      actionsRequired: ['Herbicide Application', 'Mowing'],
      action_taken: 'No Action',
      distribution: 'Small Patch',
      physiological_stage: 'Flowering',
      gps_point: { type: 'Point', coordinates: [-116.5765, 53.9333] },
      original_issue_id: null,
      subsequentIssueIds: [],
      photos: [],
      isInteractive: true,
      hidden: false,
    });
    const row = await stored(issue.id);
    expect(row).toMatchObject({ area_id: world.client.areaIds[0], risk_score: 5, issue_type_id: 1 });
    const species = await rows<{ species_id: number }>(
      app.context.db,
      sql`SELECT species_id FROM issue_species WHERE issue_id = ${issue.id} ORDER BY species_id`,
    );
    expect(species.map((s) => s.species_id)).toEqual([1, 2]);
  });

  it('answers a retried create with the stored issue and stores nothing twice', async () => {
    const { field } = world.client;
    const request = newIssue(world.client.areaIds[0], field.id);
    const first = await call(app, 'issuesCreate', request, field.token);
    const again = await call(app, 'issuesCreate', { ...request, comments: 'changed on retry' }, field.token);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.comments).toBe(request.comments);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM vegetation_issues WHERE uuid = ${request.uuid}`,
    );
    expect(count?.n).toBe(1);
  });

  it('answers concurrent retries with one stored issue', async () => {
    const { field } = world.client;
    const request = newIssue(world.client.areaIds[0], field.id);
    const answers = await Promise.all([1, 2, 3].map(() => call(app, 'issuesCreate', request, field.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM vegetation_issues WHERE uuid = ${request.uuid}`,
    );
    expect(count?.n).toBe(1);
  });

  it('refuses another company’s retry of a stored uuid', async () => {
    const request = newIssue(world.client.areaIds[0], world.client.field.id);
    await call(app, 'issuesCreate', request, world.client.field.token);
    const rival = world.rival.admin;
    const res = await call(
      app,
      'issuesCreate',
      { ...request, areaId: world.rival.areaIds[0], userId: rival.id },
      rival.token,
    );
    expect(res.status).toBe(409);
  });

  it('validates the request shape and the form rules with field details', async () => {
    const { field } = world.client;
    const badUuid = await call(
      app,
      'issuesCreate',
      { ...newIssue(world.client.areaIds[0], field.id), uuid: 'short' },
      field.token,
    );
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.details?.[0].path).toBe('uuid');

    const noGps = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], field.id, { gps_point: null }),
      field.token,
    );
    expect(noGps.status).toBe(400);
    expect(noGps.error?.message).toBe(MESSAGES.formInvalid);
    expect(noGps.error?.details).toEqual([{ path: 'gps_point', message: MESSAGES.gpsRequired }]);

    const other = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], field.id, { issueTypeId: 6, speciesIds: [], comments: '' }),
      field.token,
    );
    expect(other.error?.details?.map((d) => d.path)).toEqual(['comments']);

    const wrongKinds = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], field.id, {
        actionTakenId: 20,
        actionsRequiredIds: [2],
        speciesIds: [30],
      }),
      field.token,
    );
    expect(wrongKinds.status).toBe(400);
    expect(wrongKinds.error?.details?.map((d) => d.path)).toEqual([
      'actionTakenId',
      'actionsRequiredIds.0',
      'speciesIds.0',
    ]);
  });

  it('takes the vegetation height as a number or a numeric string, stores a number, and refuses other text', async () => {
    const { field } = world.client;
    const asText = await create(field, { veg_height: '1.5' as unknown as number });
    expect(asText.veg_height).toBe(1.5);
    const row = await firstRow<{ veg_height: number }>(
      app.context.db,
      sql`SELECT veg_height::float8 AS veg_height FROM vegetation_issues WHERE id = ${asText.id}`,
    );
    expect(row?.veg_height).toBe(1.5);
    const request = newIssue(world.client.areaIds[0], field.id);
    const refused = await call(
      app,
      'issuesCreate',
      { ...request, veg_height: 'tall' as unknown as number },
      field.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.details).toEqual([
      { path: 'veg_height', message: 'Expected a number of metres, such as 1.5' },
    ]);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM vegetation_issues WHERE uuid = ${request.uuid}`,
    );
    expect(count?.n).toBe(0);
  });

  it('clears the problem fields when no problem was found, and forces No Risk without further action', async () => {
    const { field } = world.client;
    const resolved = await create(field, { has_issue: false, gps_point: null, risk_score: 10 });
    expect(resolved).toMatchObject({
      issueTypeId: null,
      issue_type: null,
      speciesIds: [],
      actionTakenId: null,
      action_required: false,
      risk_score: 0,
      actionsRequiredIds: [],
    });
    const noAction = await create(field, { action_required: false, risk_score: 10 });
    expect(noAction).toMatchObject({ risk_score: 0, actionsRequiredIds: [], issue_type: 'Weeds' });
  });

  it('answers 401 without a token', async () => {
    const res = await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], world.client.field.id));
    expect(res.status).toBe(401);
  });

  it('answers 404 for another company’s area or issue, and 403 for another user’s name', async () => {
    const { field } = world.client;
    const rivalArea = await call(
      app,
      'issuesCreate',
      newIssue(world.rival.areaIds[0], field.id),
      field.token,
    );
    expect(rivalArea.status).toBe(404);
    // The field user is not assigned the company's second asset.
    const unassigned = await call(
      app,
      'issuesCreate',
      newIssue(world.client.otherAreaId, field.id),
      field.token,
    );
    expect(unassigned.status).toBe(404);
    const rivalIssue = await create(world.rival.admin, {}, world.rival.areaIds[0]);
    const followRival = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], field.id, { originalIssueId: rivalIssue.id }),
      field.token,
    );
    expect(followRival.status).toBe(404);
    const asOther = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], world.client.admin.id),
      field.token,
    );
    expect(asOther.status).toBe(403);
  });

  it('lets a client field user follow up only chains assigned to them or recorded by them (DESIGN §6)', async () => {
    const { admin, field } = world.client;
    const original = await create(admin);
    const request = newIssue(world.client.areaIds[0], field.id, { originalIssueId: original.id });
    expect((await call(app, 'issuesCreate', request, field.token)).status).toBe(403);
    const assign = { userId: field.id, issueIds: [original.id] };
    expect((await call(app, 'usersAssignIssues', assign, admin.token)).status).toBe(200);
    expect((await call(app, 'issuesCreate', request, field.token)).status).toBe(200);
  });

  it('links a follow-up of a follow-up to the chain original, in the original’s area', async () => {
    const { admin, field } = world.client;
    const original = await create(field);
    const before = (await stored(original.id))!.updated_at;
    const first = await create(field, { originalIssueId: original.id });
    const second = await create(field, { originalIssueId: first.id }, world.client.areaIds[1]);
    expect(first.original_issue_id).toBe(original.id);
    expect(second.original_issue_id).toBe(original.id);
    expect(second.areaId).toBe(original.areaId);
    const now = await readBack(admin, original.id);
    expect(now.subsequentIssueIds).toEqual([first.id, second.id]);
    expect((await stored(original.id))!.updated_at > before).toBe(true);
  });

  it('refuses a follow-up on another asset than the original’s', async () => {
    const { admin } = world.client;
    const original = await create(admin);
    const res = await call(
      app,
      'issuesCreate',
      newIssue(world.client.otherAreaId, admin.id, { originalIssueId: original.id }),
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.error?.details?.[0].path).toBe('areaId');
  });

  it('assigns the chain to the client’s service providers, and refuses other companies', async () => {
    const { admin } = world.client;
    const issue = await create(admin, { thirdPartyCompanyIds: [world.provider.companyId] });
    expect(issue.thirdPartyCompanyIds).toEqual([world.provider.companyId]);
    const followUp = await create(admin, { originalIssueId: issue.id });
    expect(followUp.thirdPartyCompanyIds).toEqual([world.provider.companyId]);
    const stranger = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], admin.id, { thirdPartyCompanyIds: [world.rival.companyId] }),
      admin.token,
    );
    expect(stranger.status).toBe(400);
    expect(stranger.error?.details?.[0].path).toBe('thirdPartyCompanyIds');
  });

  it('lets only the client admin choose service providers: a client field user gets 403 and nothing is stored', async () => {
    const { field } = world.client;
    const request = newIssue(world.client.areaIds[0], field.id, {
      thirdPartyCompanyIds: [world.provider.companyId],
    });
    const res = await call(app, 'issuesCreate', request, field.token);
    expect(res.status).toBe(403);
    const count = await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM vegetation_issues WHERE uuid = ${request.uuid}`,
    );
    expect(count?.n).toBe(0);
  });

  describe('service provider users', () => {
    it('may not log new issues, only follow up issues assigned to them', async () => {
      const { admin: providerAdmin, field: providerField } = world.provider;
      const fresh = await call(
        app,
        'issuesCreate',
        newIssue(world.client.areaIds[0], providerAdmin.id),
        providerAdmin.token,
      );
      expect(fresh.status).toBe(403);
      const unassigned = await create(world.client.admin);
      const notAssigned = await call(
        app,
        'issuesCreate',
        newIssue(world.client.areaIds[0], providerAdmin.id, { originalIssueId: unassigned.id }),
        providerAdmin.token,
      );
      expect(notAssigned.status).toBe(403);
      // Assigned to the company but not to the field user: only the provider's admin may work on it.
      await assignToProvider(unassigned.id);
      const fieldRefused = await call(
        app,
        'issuesCreate',
        newIssue(world.client.areaIds[0], providerField.id, { originalIssueId: unassigned.id }),
        providerField.token,
      );
      expect(fieldRefused.status).toBe(403);
    });

    it('take the type and risk of the original, and cannot assign providers', async () => {
      const { field: providerField } = world.provider;
      const original = await create(world.client.admin, { risk_score: 10 });
      await assignToProvider(original.id, providerField.id);
      const followUp = await create(providerField, {
        originalIssueId: original.id,
        issueTypeId: 6,
        speciesIds: [],
        comments: 'tried to change the type',
        risk_score: 1,
      });
      expect(followUp).toMatchObject({
        original_issue_id: original.id,
        issueTypeId: 1,
        risk_score: 10,
        isInteractive: true,
      });
      const resolved = await create(providerField, {
        originalIssueId: original.id,
        has_issue: false,
        gps_point: null,
      });
      expect(resolved).toMatchObject({ issueTypeId: null, risk_score: 0 });
      // An original that found no problem has no type to keep: the follow-up names it.
      const clean = await create(world.client.admin, { has_issue: false, gps_point: null });
      await assignToProvider(clean.id, providerField.id);
      const reopened = await create(providerField, {
        originalIssueId: clean.id,
        issueTypeId: 6,
        speciesIds: [],
        comments: 'Fallen poplar across the right-of-way',
      });
      expect(reopened).toMatchObject({ issueTypeId: 6, issue_type: 'Other', risk_score: 0 });
      const assigning = await call(
        app,
        'issuesCreate',
        newIssue(world.client.areaIds[0], providerField.id, {
          originalIssueId: original.id,
          thirdPartyCompanyIds: [world.provider.companyId],
        }),
        providerField.token,
      );
      expect(assigning.status).toBe(403);
    });
  });
});

describe('POST /api/vegetationIssues/update', () => {
  it('lets a client admin edit an issue and stores the change', async () => {
    const { admin } = world.client;
    const issue = await create(world.client.field);
    const res = await call(
      app,
      'issuesUpdate',
      updateOf(issue, {
        comments: 'Sprayed, check again in June',
        risk_score: 10,
        speciesIds: [3],
        actionsRequiredIds: [24],
      }),
      admin.token,
    );
    expect(res.body).toEqual({ success: true });
    const now = await readBack(admin, issue.id);
    expect(now).toMatchObject({
      comments: 'Sprayed, check again in June',
      risk_score: 10,
      species: ['Leafy Spurge'],
      actionsRequired: ['Re-Inspection'],
    });
    expect(now.updated_at > issue.updated_at).toBe(true);
  });

  it('refuses field users and providers (403), other companies (404) and callers without a token (401)', async () => {
    const issue = await create(world.client.admin, { thirdPartyCompanyIds: [world.provider.companyId] });
    expect((await call(app, 'issuesUpdate', updateOf(issue), world.client.field.token)).status).toBe(403);
    expect((await call(app, 'issuesUpdate', updateOf(issue), world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'issuesUpdate', updateOf(issue), world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'issuesUpdate', updateOf(issue))).status).toBe(401);
  });

  it('validates the request and the form rules', async () => {
    const issue = await create(world.client.admin);
    const badRisk = await call(
      app,
      'issuesUpdate',
      { ...updateOf(issue), risk_score: 3 as 1 },
      world.client.admin.token,
    );
    expect(badRisk.status).toBe(400);
    expect(badRisk.error?.details?.[0].path).toBe('risk_score');
    const noGps = await call(
      app,
      'issuesUpdate',
      updateOf(issue, { gps_point: null }),
      world.client.admin.token,
    );
    expect(noGps.error?.details).toEqual([{ path: 'gps_point', message: MESSAGES.gpsRequired }]);
  });

  it('keeps a follow-up in its original’s area and moves follow-ups with their original', async () => {
    const { admin } = world.client;
    const [areaA, areaB] = world.client.areaIds;
    const original = await create(admin);
    const followUp = await create(admin, { originalIssueId: original.id });
    const moveFollowUp = await call(app, 'issuesUpdate', updateOf(followUp, { areaId: areaB }), admin.token);
    expect(moveFollowUp.status).toBe(400);
    expect(moveFollowUp.error?.details?.[0].path).toBe('areaId');
    const moved = await call(app, 'issuesUpdate', updateOf(original, { areaId: areaB }), admin.token);
    expect(moved.status).toBe(200);
    expect((await stored(original.id))?.area_id).toBe(areaB);
    expect((await stored(followUp.id))?.area_id).toBe(areaB);
    expect(areaA).not.toBe(areaB);
    const otherAsset = await call(
      app,
      'issuesUpdate',
      updateOf(original, { areaId: world.client.otherAreaId }),
      admin.token,
    );
    expect(otherAsset.status).toBe(400);
  });
});

describe('POST /api/vegetationIssues/delete', () => {
  it('tombstones the issue and its photos, keeps the chain, and repeats harmlessly', async () => {
    const { admin, field } = world.client;
    const original = await create(field);
    const followUp = await create(field, { originalIssueId: original.id });
    const later = await create(field, { originalIssueId: original.id });
    const upload = await call(
      app,
      'photosUpload',
      {
        uuid: randomUUID(),
        targetType: 'vegetation-issue',
        parentUuid: followUp.uuid,
        fileType: 'image/jpeg',
      },
      field.token,
      { bytes: await testImage(), contentType: 'image/jpeg' },
    );
    expect(upload.status).toBe(200);

    const originalBefore = (await stored(original.id))!.updated_at;
    expect((await call(app, 'issuesDelete', { id: followUp.id }, field.token)).body).toEqual({
      success: true,
    });
    expect((await stored(original.id))!.updated_at > originalBefore).toBe(true);
    expect((await stored(followUp.id))?.hidden).toBe(true);
    const photo = await firstRow<{ hidden: boolean }>(
      app.context.db,
      sql`SELECT hidden FROM photos WHERE key = ${upload.body.key}`,
    );
    expect(photo?.hidden).toBe(true);
    expect((await readBack(admin, original.id)).subsequentIssueIds).toEqual([later.id]);

    expect((await call(app, 'issuesDelete', { id: original.id }, admin.token)).status).toBe(200);
    const rest = await readBack(admin, later.id);
    expect(rest).toMatchObject({ hidden: false, original_issue_id: original.id });
    expect((await call(app, 'issuesDelete', { id: original.id }, admin.token)).body).toEqual({
      success: true,
    });
  });

  it('lets a client field user delete only issues assigned to them or recorded by them, as for edits (DESIGN §6)', async () => {
    const { admin, field } = world.client;
    const others = await create(admin);
    const refused = await call(app, 'issuesDelete', { id: others.id }, field.token);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Only issues assigned to you or recorded by you can be deleted');
    expect((await stored(others.id))?.hidden).toBe(false);
    // The same rule as follow-ups and photos: refused there too.
    const followUp = newIssue(world.client.areaIds[0], field.id, { originalIssueId: others.id });
    expect((await call(app, 'issuesCreate', followUp, field.token)).status).toBe(403);
    const photo = await call(
      app,
      'photosAddToExisting',
      { uuid: randomUUID(), targetType: 'vegetation-issue', parentId: others.id, fileType: 'image/jpeg' },
      admin.token,
      { bytes: await testImage(), contentType: 'image/jpeg' },
    );
    expect(photo.status).toBe(200);
    const removePhoto = {
      targetType: 'vegetation-issue' as const,
      parentId: others.id,
      fileKey: photo.body.key,
    };
    expect((await call(app, 'photosRemove', removePhoto, field.token)).status).toBe(403);

    const assign = { userId: field.id, issueIds: [others.id] };
    expect((await call(app, 'usersAssignIssues', assign, admin.token)).status).toBe(200);
    expect((await call(app, 'issuesDelete', { id: others.id }, field.token)).status).toBe(200);
    expect((await stored(others.id))?.hidden).toBe(true);

    // A follow-up someone else recorded in a chain the field user started is theirs to delete too.
    const own = await create(field);
    const adminsFollowUp = await create(admin, { originalIssueId: own.id });
    expect((await call(app, 'issuesDelete', { id: adminsFollowUp.id }, field.token)).status).toBe(200);
    expect((await stored(adminsFollowUp.id))?.hidden).toBe(true);
  });

  it('refuses a repeated delete of an issue the field user may not delete (403), and one on an asset not theirs (404)', async () => {
    const { admin, field } = world.client;
    const deleted = await create(admin);
    expect((await call(app, 'issuesDelete', { id: deleted.id }, admin.token)).status).toBe(200);
    expect((await call(app, 'issuesDelete', { id: deleted.id }, field.token)).status).toBe(403);
    const elsewhere = await create(admin, {}, world.client.otherAreaId);
    expect((await call(app, 'issuesDelete', { id: elsewhere.id }, field.token)).status).toBe(404);
    expect((await stored(elsewhere.id))?.hidden).toBe(false);
  });

  it('refuses providers (403), other companies (404), no token (401) and a bad id (400)', async () => {
    const issue = await create(world.client.admin);
    await assignToProvider(issue.id, world.provider.field.id);
    expect((await call(app, 'issuesDelete', { id: issue.id }, world.provider.field.token)).status).toBe(403);
    expect((await call(app, 'issuesDelete', { id: issue.id }, world.provider.admin.token)).status).toBe(403);
    expect((await call(app, 'issuesDelete', { id: issue.id }, world.rival.admin.token)).status).toBe(404);
    expect((await call(app, 'issuesDelete', { id: issue.id })).status).toBe(401);
    expect((await call(app, 'issuesDelete', { id: -4 }, world.client.admin.token)).status).toBe(400);
    expect((await stored(issue.id))?.hidden).toBe(false);
  });
});

describe('alerts delivered by issue events', () => {
  const subjectsTo = async (user: TestUser) =>
    (await readMailDrop(app)).filter((m) => m.to === user.email).map((m) => m.subject);

  it('mails New Issue, Assigned Issue, Issue Complete and Issue Deleted Notification to subscribers', async () => {
    const { admin: clientAdmin, field } = world.client;
    const providerAdmin = world.provider.admin;
    await app.context.db.execute(
      sql`INSERT INTO alerts (user_id, alert_type) VALUES (${clientAdmin.id}, 'New Issue'),
            (${providerAdmin.id}, 'Assigned Issue'), (${providerAdmin.id}, 'Issue Complete'),
            (${providerAdmin.id}, 'Issue Deleted Notification')`,
    );
    const recorded = await create(field);
    expect(await subjectsTo(clientAdmin)).toContainEqual(
      expect.stringContaining(`new vegetation issue ${recorded.id}`),
    );
    const issue = await create(clientAdmin, { thirdPartyCompanyIds: [world.provider.companyId] });
    expect(await subjectsTo(providerAdmin)).toContainEqual(expect.stringContaining('1 issue assigned'));

    const done = await create(providerAdmin, {
      originalIssueId: issue.id,
      has_issue: false,
      gps_point: null,
    });
    expect(await subjectsTo(providerAdmin)).toContainEqual(expect.stringContaining(`issue ${done.id}`));
    expect((await subjectsTo(providerAdmin)).some((s) => s.includes('resolved'))).toBe(true);

    await call(app, 'issuesDelete', { id: issue.id }, clientAdmin.token);
    expect(
      (await subjectsTo(providerAdmin)).some((s) => s.includes(`issue ${issue.id}`) && s.includes('deleted')),
    ).toBe(true);
    await app.context.db.execute(sql`DELETE FROM alerts`);
  });
});

describe('repeated issue commands (same Idempotency-Key)', () => {
  const mailsAbout = async (user: TestUser, issueId: number, word: string) =>
    (await readMailDrop(app)).filter(
      (m) => m.to === user.email && m.subject.includes(`issue ${issueId} `) && m.subject.includes(word),
    ).length;
  const subscribe = (user: TestUser, type: string) =>
    app.context.db.execute(sql`INSERT INTO alerts (user_id, alert_type) VALUES (${user.id}, ${type})`);

  it('apply an edit once: a repeat keeps what changed meanwhile and mails Issue Complete once', async () => {
    const { admin } = world.client;
    const providerAdmin = world.provider.admin;
    await subscribe(providerAdmin, 'Issue Complete');
    const issue = await create(admin, { thirdPartyCompanyIds: [world.provider.companyId] });
    await sendTwice(
      app,
      'issuesUpdate',
      updateOf(issue, { has_issue: false, comments: 'Resolved' }),
      admin.token,
      () =>
        app.context.db.execute(
          sql`UPDATE vegetation_issues SET has_issue = true, comments = 'Reopened meanwhile' WHERE id = ${issue.id}`,
        ),
    );
    expect(await stored(issue.id)).toMatchObject({ comments: 'Reopened meanwhile' });
    expect(await mailsAbout(providerAdmin, issue.id, 'resolved')).toBe(1);
    await app.context.db.execute(sql`DELETE FROM alerts`);
  });

  it('apply a delete once: an issue restored meanwhile stays, and the deletion is mailed once', async () => {
    const { admin } = world.client;
    const providerAdmin = world.provider.admin;
    await subscribe(providerAdmin, 'Issue Deleted Notification');
    const issue = await create(admin, { thirdPartyCompanyIds: [world.provider.companyId] });
    await sendTwice(app, 'issuesDelete', { id: issue.id }, admin.token, () =>
      app.context.db.execute(sql`UPDATE vegetation_issues SET hidden = false WHERE id = ${issue.id}`),
    );
    expect((await stored(issue.id))?.hidden).toBe(false);
    expect(await mailsAbout(providerAdmin, issue.id, 'deleted')).toBe(1);
    await app.context.db.execute(sql`DELETE FROM alerts`);
  });
});

/** The text a PDF shows, from its uncompressed content streams (pdfkit writes text as hex in TJ arrays). */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString('latin1');
  return [...content.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}

describe('GET /api/vegetationIssues/pdf', () => {
  it('makes a one-issue report with the detail card’s fields and the photos', async () => {
    const { admin } = world.client;
    const original = await create(admin);
    const issue = await create(admin, {
      originalIssueId: original.id,
      actionsRequiredIds: [20, 21],
      comments: 'Patch spreading toward the ditch',
      veg_height: 1.2,
    });
    await call(
      app,
      'photosUpload',
      { uuid: randomUUID(), targetType: 'vegetation-issue', parentUuid: issue.uuid, fileType: 'image/png' },
      admin.token,
      { bytes: await testImage(800, 600), contentType: 'image/jpeg' },
    );
    const res = await call(
      app,
      'issuesPdf',
      { assetId: world.client.assetId, issueId: issue.id },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe('application/pdf');
    const pdf = Buffer.from(res.body.file, 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf);
    for (const expected of [
      `Verge Id ${original.id}`,
      'Weeds',
      'Acme Pipelines Pipeline Area 1',
      String(original.id),
      'Issue Has No Follow-Ups',
      'No Action',
      'Herbicide Application | Mowing',
      'Canada Thistle',
      '1.2 m',
      'Flowering',
      'Small Patch',
      '-116.576500',
      '53.933300',
      formatUtm(toUtm(-116.5765, 53.9333)),
      'June 1 2026 - 10:30 UTC',
      'acmepipelines Tester',
      'Patch spreading toward the ditch',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('uses the card’s fallbacks for an issue with little recorded', async () => {
    const { admin } = world.client;
    const issue = await create(admin, { has_issue: false, gps_point: null, veg_height: null, comments: '' });
    const res = await call(
      app,
      'issuesPdf',
      { assetId: world.client.assetId, issueId: issue.id },
      admin.token,
    );
    const text = pdfText(Buffer.from(res.body.file, 'base64'));
    for (const expected of [
      'No Problem Found',
      'Initial Record of Issue',
      'No Required Actions',
      'Height Not Recorded',
      MESSAGES.utmUnavailable,
      'No Comments',
      'No Photos',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 for another company or another asset, 401 without a token, 400 for a bad request', async () => {
    const issue = await create(world.client.admin);
    const request = { assetId: world.client.assetId, issueId: issue.id };
    expect((await call(app, 'issuesPdf', request, world.rival.admin.token)).status).toBe(404);
    expect(
      (
        await call(
          app,
          'issuesPdf',
          { ...request, assetId: world.client.otherAssetId },
          world.client.admin.token,
        )
      ).status,
    ).toBe(404);
    expect((await call(app, 'issuesPdf', request)).status).toBe(401);
    expect(
      (
        await call(
          app,
          'issuesPdf',
          { assetId: world.client.assetId } as typeof request,
          world.client.admin.token,
        )
      ).status,
    ).toBe(400);
  });
});

describe('GET /api/vegetationIssues/image', () => {
  it('answers a visible photo as base64 with its content type, and 404 once it is removed', async () => {
    const { field } = world.client;
    const issue = await create(field);
    const bytes = await testImage();
    const upload = await call(
      app,
      'photosUpload',
      { uuid: randomUUID(), targetType: 'vegetation-issue', parentUuid: issue.uuid, fileType: 'image/jpeg' },
      field.token,
      { bytes, contentType: 'image/jpeg' },
    );
    const res = await call(app, 'issuesImage', { key: upload.body.key }, field.token);
    expect(res.status).toBe(200);
    expect(res.body.contentType).toBe('image/jpeg');
    expect(Buffer.from(res.body.file, 'base64').equals(bytes)).toBe(true);

    expect((await call(app, 'issuesImage', { key: upload.body.key }, world.rival.admin.token)).status).toBe(
      404,
    );
    expect((await call(app, 'issuesImage', { key: upload.body.key })).status).toBe(401);
    expect((await call(app, 'issuesImage', { key: '' }, field.token)).status).toBe(400);
    await call(
      app,
      'photosRemove',
      { targetType: 'vegetation-issue', parentId: issue.id, fileKey: upload.body.key },
      field.token,
    );
    expect((await call(app, 'issuesImage', { key: upload.body.key }, field.token)).status).toBe(404);
  });
});
