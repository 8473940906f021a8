import { db, type LocalIssue } from '../store/db';
import { deleteSyncedIssue, discardQueuedIssue } from './issueCommands';

/**
 * Delete issues (spec 1 §4: hidden locally at once). A synced issue's delete is queued like every other
 * change; an issue still awaiting sync never reached the server, so its queued create is discarded with
 * everything waiting on it (its photos, follow-ups recorded on it). Returns the ids that could not be deleted.
 */
export async function deleteIssues(ids: readonly number[]): Promise<number[]> {
  const issues = (await db.issues.bulkGet([...ids])).filter((i): i is LocalIssue => !!i);
  const failed: number[] = [];
  for (const issue of issues) {
    try {
      if (issue.id < 0) await discardQueuedIssue(issue);
      else await deleteSyncedIssue(issue);
    } catch (error) {
      console.error(`Deleting issue ${issue.id} failed`, error);
      failed.push(issue.id);
    }
  }
  return failed;
}
