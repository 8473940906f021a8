import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueTestIssue, testPhoto } from '../../../test/testRecords';
import { addPhotos } from '../photos';
import { beginSession } from '../session';
import { db } from '../store/db';
import { deleteIssues } from './deleteIssues';

/** Queue a follow-up of issue 5 the way the form does, with one photo; returns its temporary id. */
async function queueFollowUp(): Promise<{ id: number; uuid: string }> {
  const queued = await queueTestIssue({ originalIssueId: 5 });
  await addPhotos('vegetation-issue', queued.uuid, [testPhoto()], { assetId: 1 });
  return queued;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSession(7);
});

describe('deleteIssues', () => {
  it('hides synced issues at once and queues one delete command each', async () => {
    await db.issues.bulkPut([issueFixture({ id: 1 }), issueFixture({ id: 2 })]);
    const failed = await deleteIssues([1, 2]);
    expect(failed).toEqual([]);
    expect((await db.issues.toArray()).map((i) => i.hidden)).toEqual([true, true]);
    const queued = await db.outbox.toArray();
    expect(queued.map((c) => [c.call, c.input])).toEqual([
      ['issuesDelete', { id: 1 }],
      ['issuesDelete', { id: 2 }],
    ]);
  });

  it('an issue awaiting sync leaves the outbox (with its photos) and the local store, without a command', async () => {
    await db.issues.put(issueFixture({ id: 5 }));
    const queued = await queueFollowUp();
    expect((await db.issues.get(5))?.subsequentIssueIds).toEqual([queued.id]);
    expect(await db.outbox.count()).toBe(2);
    const failed = await deleteIssues([queued.id]);
    expect(failed).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.issues.get(queued.id)).toBeUndefined();
    expect((await db.issues.get(5))?.subsequentIssueIds).toEqual([]);
  });
});
