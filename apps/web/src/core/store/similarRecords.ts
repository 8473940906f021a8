import {
  duplicateDistance,
  initialAndLastName,
  type NewIssueDraft,
  nameParts,
  type SimilarRecord,
  similarCulvert,
  similarCulvertText,
  similarIssue,
  similarIssueText,
} from '@verge/domain';
import { db, type LocalCulvert, type LocalIssue } from './db';
import { readSetting } from './settings';

/** A similar record found before a save, and the warning that names it. */
export type SimilarFound<T> = SimilarRecord<T> & { text: string };

/**
 * The issue a new one probably repeats (the domain's similarIssue), from the device's own store, so the warning works
 * offline, at the distance the company set. The recorder is named from the user row when the device holds it,
 * else from the issue's full name.
 */
export async function findSimilarIssue(
  draft: NewIssueDraft,
  now: Date = new Date(),
): Promise<SimilarFound<LocalIssue> | null> {
  const [company, issues] = await Promise.all([
    readSetting('company'),
    db.issues.where('assetId').equals(draft.assetId).toArray(),
  ]);
  const found = similarIssue(draft, issues, { distanceM: duplicateDistance(company), now });
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
