import type {
  CreateCulvertRequest,
  CreateInspectionRequest,
  CreateIssueRequest,
  Culvert,
  CulvertInspection,
  VegetationIssue,
} from '@verge/domain';
import { issueFixture, issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueTestCulvert, queueTestInspection, queueTestIssue, testPhoto } from '../../../test/testRecords';
import { configureApi } from '../api/client';
import { primeTokens } from '../api/tokens';
import { discardCommand } from '../commands/discard';
import { deleteSyncedIssue, editIssue } from '../commands/issueCommands';
import { addPhotos } from '../commands/photoCommands';
import { db } from '../store/db';
import { beginSession } from '../store/session';
import { pushOutbox } from './push';

const NOW = '2026-06-01T10:00:00.000Z';

/** A fake server for the create calls: records the order of calls, hands out ids, can fail one path. */
function fakeServer(
  options: {
    failOn?: string;
    status?: number;
    retryAfter?: string;
    offline?: boolean;
    /** Runs while a request is on its way (before the answer). */
    onCall?: () => Promise<void>;
  } = {},
) {
  const calls: { path: string; body: unknown; obj: unknown; key: string | null }[] = [];
  let nextId = 100;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (options.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://host');
    const path = url.pathname.replace('/api', '');
    const obj = url.searchParams.get('obj');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = new Headers(init?.headers).get('Idempotency-Key');
    calls.push({ path, body, obj: obj ? JSON.parse(obj) : undefined, key });
    await options.onCall?.();
    if (options.failOn === path) {
      const status = options.status ?? 500;
      const headers: Record<string, string> = options.retryAfter ? { 'Retry-After': options.retryAfter } : {};
      return new Response(JSON.stringify({ error: { code: 'conflict', message: `boom ${status}` } }), {
        status,
        headers,
      });
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
    } else if (path === '/vegetationIssues/update' || path === '/vegetationIssues/delete') {
      answer = { success: true };
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

const photo = () => [testPhoto()];

beforeEach(async () => {
  primeTokens({ user: 'token' });
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSession(7);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('pushOutbox', () => {
  it('sends commands oldest first, each after what it depends on, with its uuid as idempotency key', async () => {
    const calls = fakeServer();
    const issue = await queueTestIssue();
    await addPhotos('vegetation-issue', issue.uuid, photo(), { assetId: 1 });
    const culvert = await queueTestCulvert();
    (await queueTestInspection(culvert)).tempId;

    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 4, refused: 0, remaining: 0, stopped: null });
    expect(calls.map((c) => c.path)).toEqual([
      '/vegetationIssues',
      '/photos/upload',
      '/culverts/create',
      '/culvertInspections',
    ]);
    const queuedUuids = calls.map((c) => c.key);
    expect(queuedUuids[0]).toBe(issue.uuid);
    expect(new Set(queuedUuids).size).toBe(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replaces temporary rows by server rows and resolves references to them', async () => {
    const calls = fakeServer();
    const culvert = await queueTestCulvert();
    const inspectionId = (await queueTestInspection(culvert)).tempId;
    expect(culvert.id).toBeLessThan(0);
    expect((await db.inspections.get(inspectionId))?.culvertId).toBe(culvert.id);
    expect((await db.outbox.toArray())[1].dependsOn).toEqual([culvert.uuid]);

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

  it("a duplicate warning's answer about an issue still queued names it by its server id once it has one", async () => {
    const calls = fakeServer();
    const similar = await queueTestIssue();
    const answer = { recordId: similar.id, distanceM: 12, choice: 'saveAnyway' as const };
    await queueTestIssue({ duplicateWarning: answer });
    // A note, not a need: discarding the similar issue would not take this one along.
    expect((await db.outbox.toArray())[1].dependsOn).toEqual([]);

    await pushOutbox();
    const similarRow = (await db.issues.where('uuid').equals(similar.uuid).first())!;
    expect(calls.map((c) => (c.body as CreateIssueRequest).duplicateWarning)).toEqual([
      undefined,
      { ...answer, recordId: similarRow.id },
    ]);
    expect(similarRow.id).toBeGreaterThan(0);
  });

  it('lets the record a warning names go first while it backs off, so the answer names its server id; not once it is refused', async () => {
    const calls = fakeServer();
    const similar = await queueTestIssue();
    const answer = { recordId: similar.id, distanceM: 12, choice: 'saveAnyway' as const };
    await queueTestIssue({ duplicateWarning: answer });
    const [similarCommand] = await db.outbox.toArray();
    // Both tried while offline: the older one's back-off ends later.
    await db.outbox.update(similarCommand.seq!, { attempts: 2, nextAttemptAt: Date.now() + 60_000 });

    expect(await pushOutbox()).toMatchObject({ uploaded: 0, remaining: 2 });
    expect(calls).toEqual([]);
    await db.outbox.update(similarCommand.seq!, { nextAttemptAt: Date.now() - 1 });
    expect(await pushOutbox()).toMatchObject({ uploaded: 2, remaining: 0 });
    const similarRow = (await db.issues.where('uuid').equals(similar.uuid).first())!;
    expect(calls.map((c) => (c.body as CreateIssueRequest).duplicateWarning)).toEqual([
      undefined,
      { ...answer, recordId: similarRow.id },
    ]);

    // A refused record does not hold the next one back: it goes without the answer.
    const refused = await queueTestIssue();
    await queueTestIssue({ duplicateWarning: { ...answer, recordId: refused.id } });
    const [refusedCommand] = await db.outbox.toArray();
    await db.outbox.update(refusedCommand.seq!, { parked: true, lastError: 'No' });
    expect(await pushOutbox()).toMatchObject({ uploaded: 1, remaining: 1 });
    expect(calls).toHaveLength(3);
    expect((calls[2].body as CreateIssueRequest).duplicateWarning).toBeUndefined();
  });

  it("sends a new record, alone and without the warning's answer, when the record the warning named was discarded", async () => {
    const calls = fakeServer();
    const similar = await queueTestIssue();
    const answer = { recordId: similar.id, distanceM: 12, choice: 'saveAnyway' as const };
    const saved = await queueTestIssue({ duplicateWarning: answer });
    const similarCulvert = await queueTestCulvert();
    await queueTestCulvert({ duplicateWarning: { ...answer, recordId: similarCulvert.id } });
    const [first, , third] = await db.outbox.toArray();
    expect(await discardCommand(first.seq!)).toHaveLength(1);
    expect(await discardCommand(third.seq!)).toHaveLength(1);

    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 2, refused: 0, remaining: 0 });
    expect(calls.map((c) => c.path)).toEqual(['/vegetationIssues', '/culverts/create']);
    expect(calls.map((c) => (c.body as { duplicateWarning?: unknown }).duplicateWarning)).toEqual([
      undefined,
      undefined,
    ]);
    expect(await db.issues.where('uuid').equals(saved.uuid).first()).toMatchObject({ uuid: saved.uuid });
  });

  it('parks a refused command with the reason, keeps its dependents waiting and sends everything else', async () => {
    const calls = fakeServer({ failOn: '/vegetationIssues', status: 409 });
    const issue = await queueTestIssue();
    await addPhotos('vegetation-issue', issue.uuid, photo(), { assetId: 1 });
    await queueTestCulvert();

    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 1, refused: 1, remaining: 2, stopped: null });
    expect(calls.map((c) => c.path)).toEqual(['/vegetationIssues', '/culverts/create']);
    const kept = await db.outbox.toArray();
    expect(kept.map((c) => [c.call, c.parked, c.lastError])).toEqual([
      ['issuesCreate', true, 'boom 409'],
      ['photosUpload', false, null],
    ]);
    expect(kept[0].attempts).toBe(1);
    expect(await db.issues.get(issue.id)).toBeTruthy();
    // A parked command is not sent again until released.
    await pushOutbox();
    expect(calls).toHaveLength(2);
  });

  it('backs off a command the server failed (5xx) and goes on with the others', async () => {
    const calls = fakeServer({ failOn: '/culverts/create', status: 503 });
    await queueTestCulvert();
    await queueTestIssue();
    const before = Date.now();
    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 1, refused: 0, remaining: 1, stopped: null });
    expect(calls.map((c) => c.path)).toEqual(['/culverts/create', '/vegetationIssues']);
    const [kept] = await db.outbox.toArray();
    expect(kept.parked).toBe(false);
    expect(kept.nextAttemptAt).toBeGreaterThanOrEqual(before + 1_000);
    expect(result.retryAt).toBe(kept.nextAttemptAt);
  });

  it('honours Retry-After and ends the run', async () => {
    const calls = fakeServer({ failOn: '/culverts/create', status: 429, retryAfter: '30' });
    await queueTestCulvert();
    await queueTestIssue();
    const before = Date.now();
    const result = await pushOutbox();
    expect(result.stopped?.kind).toBe('busy');
    expect(calls).toHaveLength(1);
    const [kept] = await db.outbox.toArray();
    expect(kept.nextAttemptAt).toBeGreaterThanOrEqual(before + 30_000);
  });

  it('keeps the queue and asks for a login on 401', async () => {
    const calls = fakeServer({ failOn: '/culverts/create', status: 401 });
    await queueTestCulvert();
    await queueTestIssue();
    const result = await pushOutbox();
    expect(result.stopped?.kind).toBe('unauthorized');
    expect(calls).toHaveLength(1);
    const kept = await db.outbox.toArray();
    expect(kept.map((c) => [c.parked, c.attempts, c.nextAttemptAt])).toEqual([
      [false, 0, 0],
      [false, 0, 0],
    ]);
  });

  it('keeps everything when there is no network', async () => {
    fakeServer({ offline: true });
    await queueTestCulvert();
    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 0, remaining: 1 });
    expect(result.stopped?.kind).toBe('offline');
    expect(await db.culverts.where('id').below(0).count()).toBe(1);
  });

  it('adds an uploaded photo key to its parent record', async () => {
    fakeServer();
    const issue = await queueTestIssue();
    await addPhotos('vegetation-issue', issue.uuid, photo(), { assetId: 1 });
    await pushOutbox();
    const row = (await db.issues.where('uuid').equals(issue.uuid).first())!;
    expect(row.photos).toHaveLength(1);
    expect(row.photos[0]).toMatch(/^photo-/);
  });

  it('sends an edit of a synced issue before the photos added with it', async () => {
    const calls = fakeServer();
    const existing = issueFixture({ id: 40, comments: 'before' });
    await db.issues.put(existing);
    const {
      uuid: _u,
      userId: _user,
      originalIssueId: _o,
      thirdPartyCompanyIds: _t,
      ...fields
    } = await import('@verge/domain/testing/issueFixture').then((m) =>
      m.issueRequestFixture({ comments: 'after' }),
    );
    const edit = await editIssue(existing, fields, {});
    await addPhotos('vegetation-issue', existing.uuid, photo(), { assetId: 1, dependsOn: [edit] });
    expect((await db.issues.get(40))?.comments).toBe('after');
    await pushOutbox();
    expect(calls.map((c) => c.path)).toEqual(['/vegetationIssues/update', '/photos/upload']);
    expect(calls[0].key).toBe(edit);
  });

  it('a queued delete hides the issue at once and is sent by its id', async () => {
    const calls = fakeServer();
    await db.issues.put(issueFixture({ id: 41 }));
    await deleteSyncedIssue((await db.issues.get(41))!);
    expect((await db.issues.get(41))?.hidden).toBe(true);
    await pushOutbox();
    expect(calls.map((c) => [c.path, c.body])).toEqual([['/vegetationIssues/delete', { id: 41 }]]);
  });

  it('an edit saved again replaces the refused one, takes over its photos, and a discard restores the original', async () => {
    const calls = fakeServer({ failOn: '/vegetationIssues/update', status: 409 });
    const existing = issueFixture({ id: 42, comments: 'original' });
    await db.issues.put(existing);
    const {
      uuid: _u,
      userId: _user,
      originalIssueId: _o,
      thirdPartyCompanyIds: _t,
      ...fields
    } = issueRequestFixture({ comments: 'first try' });
    const first = await editIssue(existing, fields, {});
    await addPhotos('vegetation-issue', existing.uuid, photo(), { assetId: 1, dependsOn: [first] });
    await pushOutbox();
    expect(calls.map((c) => c.path)).toEqual(['/vegetationIssues/update']);
    expect((await db.outbox.toArray()).map((c) => [c.call, c.parked])).toEqual([
      ['issuesUpdate', true],
      ['photosUpload', false],
    ]);

    const second = await editIssue((await db.issues.get(42))!, { ...fields, comments: 'second try' }, {});
    const queued = await db.outbox.toArray();
    expect(queued.map((c) => [c.call, c.uuid === second])).toEqual([
      ['photosUpload', false],
      ['issuesUpdate', true],
    ]);
    expect(queued[0].dependsOn).toEqual([second]);
    expect((await db.issues.get(42))?.comments).toBe('second try');

    await discardCommand(queued[1].seq!);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.issues.get(42))?.comments).toBe('original');
  });

  it('a command waits for the queued create it names by temporary id, even without a stored dependency', async () => {
    const calls = fakeServer({ failOn: '/vegetationIssues', status: 409 });
    const original = await queueTestIssue();
    await queueTestIssue({ originalIssueId: original.id });
    // As a queue from before commands had dependencies (local schema v2) holds it.
    await db.outbox.toCollection().modify({ dependsOn: [] });
    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 0, refused: 1, remaining: 2 });
    expect(calls).toHaveLength(1);
  });

  it('reads the queue once per run, however long it is', async () => {
    fakeServer();
    for (let i = 0; i < 5; i += 1) await queueTestCulvert();
    const reads = vi.spyOn(db.outbox, 'toArray');
    expect(await pushOutbox()).toMatchObject({ uploaded: 5, remaining: 0 });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('skips a command discarded while the run was sending another', async () => {
    const [, second] = [await queueTestCulvert(), await queueTestCulvert()];
    const secondSeq = (await db.outbox.toArray())[1].seq!;
    // The first create's request discards the second one before the answer arrives.
    const calls = fakeServer({ onCall: () => discardCommand(secondSeq).then(() => {}) });

    const result = await pushOutbox();
    expect(result).toMatchObject({ uploaded: 1, remaining: 0 });
    expect(calls.map((c) => c.key)).not.toContain(second.uuid);
  });
});
