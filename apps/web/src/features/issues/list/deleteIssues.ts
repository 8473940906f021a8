import { db, type LocalIssue } from '../../../local/db';

/** Deletes one synced issue on the server; rejects when the server refuses or cannot be reached. */
export type RemoteDelete = (id: number) => Promise<unknown>;

/** An issue still awaiting sync: drop its outbox item, its photos' items and its local row. */
async function discardQueued(issue: LocalIssue): Promise<void> {
  await db.transaction('rw', [db.outbox, db.issues], async () => {
    await db.outbox
      .filter(
        (item) =>
          (item.kind === 'issue' && item.uuid === issue.uuid) ||
          (item.kind === 'photo' && item.payload.parentUuid === issue.uuid),
      )
      .delete();
    await db.issues.delete(issue.id);
    // A queued follow-up left its temporary marker in the original's follow-up list.
    const originalId = issue.original_issue_id;
    const original = originalId === null ? undefined : await db.issues.get(originalId);
    if (original?.subsequentIssueIds.includes(issue.id)) {
      await db.issues.update(original.id, {
        subsequentIssueIds: original.subsequentIssueIds.filter((id) => id !== issue.id),
      });
    }
  });
}

/**
 * Delete issues (spec 1 §4: hidden locally at once, before the server answers). Synced issues are deleted
 * on the server one by one; a failure shows that row again. Issues still awaiting sync never reached the
 * server: they leave the outbox and the local store. Returns the ids whose deletion failed.
 */
export async function deleteIssues(ids: readonly number[], remoteDelete: RemoteDelete): Promise<number[]> {
  const issues = (await db.issues.bulkGet([...ids])).filter((i): i is LocalIssue => !!i);
  await db.issues.bulkUpdate(issues.map((i) => ({ key: i.id, changes: { hidden: true } })));
  const failed: number[] = [];
  for (const issue of issues) {
    try {
      if (issue.id < 0) await discardQueued(issue);
      else await remoteDelete(issue.id);
    } catch (error) {
      console.error(`Deleting issue ${issue.id} failed`, error);
      failed.push(issue.id);
      await db.issues.update(issue.id, { hidden: false });
    }
  }
  return failed;
}
