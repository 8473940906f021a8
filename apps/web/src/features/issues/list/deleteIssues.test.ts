import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../local/db';
import { savePhotos } from '../../../local/outbox';
import { queueTestIssue } from '../../../local/testIssues';
import { deleteIssues } from './deleteIssues';

/** Queue a follow-up of issue 5 the way the form does, with one photo; returns its temporary id. */
async function queueFollowUp(): Promise<{ id: number; uuid: string }> {
  const queued = await queueTestIssue({ originalIssueId: 5 });
  await savePhotos('vegetation-issue', queued.uuid, [new Blob(['x'], { type: 'image/jpeg' })], 1);
  return queued;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('deleteIssues', () => {
  it('hides synced issues before the server answers and keeps them hidden once it has', async () => {
    await db.issues.bulkPut([issueFixture({ id: 1 }), issueFixture({ id: 2 })]);
    let hiddenWhileCalling: boolean | undefined;
    const called: number[] = [];
    const failed = await deleteIssues([1, 2], async (id) => {
      called.push(id);
      hiddenWhileCalling ??= (await db.issues.get(1))?.hidden;
    });
    expect(failed).toEqual([]);
    expect(called).toEqual([1, 2]);
    expect(hiddenWhileCalling).toBe(true);
    expect((await db.issues.toArray()).map((i) => i.hidden)).toEqual([true, true]);
  });

  it('shows a row again when its server call fails, and reports it', async () => {
    await db.issues.bulkPut([issueFixture({ id: 1 }), issueFixture({ id: 2 })]);
    const failed = await deleteIssues([1, 2], async (id) => {
      if (id === 2) throw new Error('offline');
    });
    expect(failed).toEqual([2]);
    expect((await db.issues.get(1))?.hidden).toBe(true);
    expect((await db.issues.get(2))?.hidden).toBe(false);
  });

  it('an issue awaiting sync leaves the outbox (with its photos) and the local store, without a call', async () => {
    await db.issues.put(issueFixture({ id: 5 }));
    const queued = await queueFollowUp();
    expect((await db.issues.get(5))?.subsequentIssueIds).toEqual([queued.id]);
    expect(await db.outbox.count()).toBe(2);
    const failed = await deleteIssues([queued.id], async () => {
      throw new Error('must not be called');
    });
    expect(failed).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.issues.get(queued.id)).toBeUndefined();
    expect((await db.issues.get(5))?.subsequentIssueIds).toEqual([]);
  });
});
