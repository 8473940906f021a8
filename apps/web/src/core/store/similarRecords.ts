import {
  duplicateDistance,
  initialAndLastName,
  type NewIssueDraft,
  nameParts,
  nearbyIssueIds,
  type SimilarRecord,
  similarCulvert,
  similarCulvertText,
  similarIssue,
  similarIssueText,
} from '@verge/domain';
import { db, type LocalCulvert, type LocalIssue } from './db';
import { readIssueMapFacts } from './issueMapFactsRead';
import { present } from './pendingRecords';
import { readSetting } from './settings';

/** A similar record found before a save, and the warning that names it. */
export type SimilarFound<T> = SimilarRecord<T> & { text: string };

/**
 * The issues the rule needs: those near enough and recent enough, found in the marker index (an asset of 100,000
 * issues reads whole in seconds on a phone, its index in a blink), with every record of their chains, which say
 * whether a chain is still open. An asset the index does not hold is read whole.
 */
async function candidateIssues(
  draft: NewIssueDraft,
  options: Parameters<typeof nearbyIssueIds>[2],
): Promise<LocalIssue[]> {
  const { facts } = await readIssueMapFacts(draft.assetId);
  if (!facts) return db.issues.where('assetId').equals(draft.assetId).toArray();
  const near = present(await db.issues.bulkGet(nearbyIssueIds(draft, facts, options)));
  const roots = [...new Set(near.map((issue) => issue.original_issue_id ?? issue.id))];
  const [rootRows, followUps] = await Promise.all([
    db.issues.bulkGet(roots),
    db.issues.where('original_issue_id').anyOf(roots).toArray(),
  ]);
  const byId = new Map([...present(rootRows), ...followUps, ...near].map((issue) => [issue.id, issue]));
  return [...byId.values()];
}

/**
 * The issue a new one probably repeats (the domain's similarIssue), from the device's own store, so the warning works
 * offline, at the distance the company set. The recorder is named from the user row when the device holds it,
 * else from the issue's full name.
 */
export async function findSimilarIssue(
  draft: NewIssueDraft,
  now: Date = new Date(),
): Promise<SimilarFound<LocalIssue> | null> {
  const options = { distanceM: duplicateDistance(await readSetting('company')), now };
  const found = similarIssue(draft, await candidateIssues(draft, options), options);
  if (!found) return null;
  const recorder = await db.users.get(found.record.userId);
  const by = initialAndLastName(recorder ?? nameParts(found.record.user));
  return { ...found, text: similarIssueText(found, by, now) };
}

/** The culvert a new one probably repeats (the domain's similarCulvert), from the device's own store. */
export async function findSimilarCulvert(
  draft: Parameters<typeof similarCulvert>[0],
): Promise<SimilarFound<LocalCulvert> | null> {
  const culverts = await db.culverts.where('assetId').equals(draft.assetId).toArray();
  const found = similarCulvert(draft, culverts);
  return found && { ...found, text: similarCulvertText(found) };
}
