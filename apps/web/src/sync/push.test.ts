import type {
  CreateCulvertRequest,
  CreateInspectionRequest,
  CreateIssueRequest,
  Culvert,
  CulvertInspection,
  VegetationIssue,
} from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client';
import { primeTokens } from '../api/tokens';
import { db } from '../local/db';
import { saveNewCulvert, saveNewInspection, savePhotos } from '../local/outbox';
import { queueTestIssue } from '../local/testIssues';
import { newUuid } from '../local/uuid';
import { pushOutbox } from './push';

const NOW = '2026-06-01T10:00:00.000Z';

/** A fake server for the create calls: records the order of calls, hands out ids, can fail one path. */
function fakeServer(options: { failOn?: string; offline?: boolean } = {}) {
  const calls: { path: string; body: unknown; obj: unknown }[] = [];
  let nextId = 100;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (options.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://host');
    const path = url.pathname.replace('/api', '');
    const obj = url.searchParams.get('obj');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, obj: obj ? JSON.parse(obj) : undefined });
    if (options.failOn === path) {
      return new Response(JSON.stringify({ error: { code: 'internal', message: 'boom' } }), { status: 500 });
    }
    nextId += 1;
    let answer: unknown;
    if (path === '/culverts/create') {
      const r = body as CreateCulvertRequest;
      answer = { ...r, id: nextId, hidden: false, updated_at: NOW } satisfies Culvert;
    } else if (path === '/vegetationIssues') {
      answer = serverIssue(body as CreateIssueRequest, nextId);
    } else if (path === '/culvertInspections') {
      const r = body as CreateInspectionRequest;
      answer = {
        id: nextId,
        uuid: r.uuid,
        hidden: false,
        updated_at: NOW,
        userId: r.userId,
        user: 'Sam Okafor',
        culvertId: r.culvertId,
        photos: [],
        culvert: 'C-1',
        culvertStatus: 'Good',
        actionsTaken: [],
        actionsRequired: [],
        inspection_date: r.inspection_date,
        next_inspection_date: r.next_inspection_date,
        comments: r.comments,
        risk_score: r.risk_score,
        culvertStatusId: r.culvertStatusId,
        actionsTakenIds: r.actionsTakenIds,
        actionsRequiredIds: r.actionsRequiredIds,
      } satisfies CulvertInspection;
    } else if (path === '/photos/upload') {
      answer = { success: true, key: `photo-${nextId}` };
    } else {
      return new Response('{}', { status: 404 });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch });
  return calls;
}

/** What the server answers a create with: the request's fields plus what only the server knows. */
function serverIssue(r: CreateIssueRequest, id: number): VegetationIssue {
  const { originalIssueId, ...fields } = r;
  return issueFixture({ ...fields, id, original_issue_id: originalIssueId, updated_at: NOW });
}

const culvertFields = {
  site_culvert_id: 'C-1',
  road_name: 'Range Road 190',
  is_fish_habitat: false,
  has_markers: true,
  length: 12,
  diameter: 0.6,
  direction_of_flow: 'North',
  inlet_location: null,
  outlet_location: null,
};

async function queueCulvert(): Promise<{ id: number; uuid: string }> {
  const uuid = newUuid();
  const id = await saveNewCulvert({ uuid, assetId: 1, ...culvertFields }, culvertFields);
  return { id, uuid };
}

async function queueInspection(culvert: { id: number; uuid: string }): Promise<number> {
  return saveNewInspection(
    {
      uuid: newUuid(),
      userId: 7,
      culvertId: culvert.id,
      culvertUuid: culvert.id < 0 ? culvert.uuid : undefined,
      hidden: false,
      inspection_date: NOW,
      next_inspection_date: '2027-06-01',
      comments: '',
      risk_score: 1,
      culvertStatusId: 1,
      actionsTakenIds: [],
      actionsRequiredIds: [],
    },
    {
      userId: 7,
      user: 'Sam Okafor',
      photos: [],
      culvert: 'C-1',
      culvertStatus: 'Good',
      actionsTaken: [],
      actionsRequired: [],
      inspection_date: NOW,
      next_inspection_date: '2027-06-01',
      comments: '',
      risk_score: 1,
      culvertStatusId: 1,
      actionsTakenIds: [],
      actionsRequiredIds: [],
    },
    1,
  );
}

beforeEach(async () => {
  primeTokens({ user: 'token' });
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('pushOutbox', () => {
  it('uploads culverts, then issues, then inspections, then photos, whatever order they were saved in', async () => {
    const calls = fakeServer();
    const issue = await queueTestIssue();
    await savePhotos('vegetation-issue', issue.uuid, [new Blob(['x'], { type: 'image/jpeg' })], 1);
    const culvert = await queueCulvert();
    await queueInspection(culvert);

    const result = await pushOutbox();
    expect(result).toEqual({ uploaded: 4, remaining: 0, error: null });
    expect(calls.map((c) => c.path)).toEqual([
      '/culverts/create',
      '/vegetationIssues',
      '/culvertInspections',
      '/photos/upload',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replaces temporary rows by server rows and resolves references to them', async () => {
    const calls = fakeServer();
    const culvert = await queueCulvert();
    const inspectionId = await queueInspection(culvert);
    expect(culvert.id).toBeLessThan(0);
    expect((await db.inspections.get(inspectionId))?.culvertId).toBe(culvert.id);

    await pushOutbox();
    const culverts = await db.culverts.toArray();
    expect(culverts).toHaveLength(1);
    expect(culverts[0].id).toBeGreaterThan(0);
    expect(culverts[0].uuid).toBe(culvert.uuid);
    // The inspection was sent with the culvert's server id.
    expect((calls[1].body as CreateInspectionRequest).culvertId).toBe(culverts[0].id);
    const inspections = await db.inspections.toArray();
    expect(inspections.map((i) => i.id)).toEqual([expect.any(Number)]);
    expect(inspections[0].id).toBeGreaterThan(0);
    expect(inspections[0].culvertId).toBe(culverts[0].id);
  });

  it('a follow-up made offline marks its original and is sent with the original’s server id', async () => {
    const calls = fakeServer();
    const original = await queueTestIssue();
    const followUp = await queueTestIssue({ originalIssueId: original.id });
    expect((await db.issues.get(original.id))?.subsequentIssueIds).toEqual([followUp.id]);

    await pushOutbox();
    const [first, second] = calls.map((c) => c.body as CreateIssueRequest);
    expect(first.originalIssueId).toBeNull();
    const originalRow = (await db.issues.where('uuid').equals(original.uuid).first())!;
    expect(second.originalIssueId).toBe(originalRow.id);
    const followUpRow = (await db.issues.where('uuid').equals(followUp.uuid).first())!;
    expect(followUpRow.id).toBeGreaterThan(0);
    expect(followUpRow.original_issue_id).toBe(originalRow.id);
    // The temporary marker became the real id.
    expect(originalRow.subsequentIssueIds).toEqual([followUpRow.id]);
    expect(await db.issues.where('id').below(0).count()).toBe(0);
  });

  it('stops at the first failure and keeps that item and everything after it', async () => {
    const calls = fakeServer({ failOn: '/vegetationIssues' });
    await queueCulvert();
    const issue = await queueTestIssue();
    await savePhotos('vegetation-issue', issue.uuid, [new Blob(['x'], { type: 'image/png' })], 1);

    const result = await pushOutbox();
    expect(result.uploaded).toBe(1);
    expect(result.remaining).toBe(2);
    expect(result.error).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/culverts/create', '/vegetationIssues']);
    const kept = await db.outbox.toArray();
    expect(kept.map((item) => item.kind)).toEqual(['issue', 'photo']);
    expect(kept[0].attempts).toBe(1);
    expect(await db.issues.get(issue.id)).toBeTruthy();
  });

  it('keeps everything when there is no network', async () => {
    fakeServer({ offline: true });
    await queueCulvert();
    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 0, remaining: 1 });
    expect(await db.culverts.where('id').below(0).count()).toBe(1);
  });

  it('adds an uploaded photo key to its parent record', async () => {
    fakeServer();
    const issue = await queueTestIssue();
    await savePhotos('vegetation-issue', issue.uuid, [new Blob(['x'], { type: 'image/jpeg' })], 1);
    await pushOutbox();
    const row = (await db.issues.where('uuid').equals(issue.uuid).first())!;
    expect(row.photos).toHaveLength(1);
    expect(row.photos[0]).toMatch(/^photo-/);
  });
});
