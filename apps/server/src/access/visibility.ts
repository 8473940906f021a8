import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { lockRows } from '../db/rowLocks';
import { forbidden, found, notFound } from '../errors';
import { findVisibleAsset, type ViewedIssue, type VisibleAsset, visibleIssues } from './visibility.queries';

/** The asset if the viewer may open it; 404 otherwise (another company's asset looks missing). */
export async function visibleAsset(db: Db, viewer: Viewer, assetId: number): Promise<VisibleAsset> {
  return found(await findVisibleAsset(db, viewer, assetId), 'Asset');
}

/** The asset, only when the viewer's company owns it (writes that only the owner may make). */
export async function ownedAsset(db: Db, viewer: Viewer, assetId: number): Promise<VisibleAsset> {
  const asset = await visibleAsset(db, viewer, assetId);
  if (!asset.owned) throw found(null, 'Asset');
  return asset;
}

/** A live issue on an asset the viewer may open; 404 otherwise. */
export async function visibleIssue(db: Db, viewer: Viewer, issueId: number): Promise<ViewedIssue> {
  return found((await visibleIssues(db, viewer, [issueId]))[0], 'Issue');
}

/**
 * The issues the viewer may work on (DESIGN §6: follow up, edit, give photos, delete, assign or unassign): each
 * on an asset the viewer may open (404 otherwise, as if missing) and interactive for them (403 `refusal`
 * otherwise). The whole set is checked before anything changes, so a batch with one such id changes nothing.
 * With `deleted`, tombstones pass too (a repeated delete).
 */
export async function interactiveIssues(
  db: Db,
  viewer: Viewer,
  issueIds: readonly number[],
  refusal: string,
  deleted = false,
): Promise<ViewedIssue[]> {
  const wanted = [...new Set(issueIds)];
  const issues = await visibleIssues(db, viewer, wanted, deleted);
  if (issues.length !== wanted.length) throw notFound('Issue');
  if (issues.some((issue) => !issue.interactive)) throw forbidden(refusal);
  return issues;
}

/** interactiveIssues of one issue. */
export async function interactiveIssue(
  db: Db,
  viewer: Viewer,
  issueId: number,
  refusal: string,
  deleted = false,
): Promise<ViewedIssue> {
  const [issue] = await interactiveIssues(db, viewer, [issueId], refusal, deleted);
  return issue;
}

/**
 * The chain originals of interactiveIssues (assignments are held on originals), locked until the request
 * ends: parallel assignment changes of the same chains run one after the other (a chain's provider set is
 * replaced, never merged) and never deadlock on the rows their change tracking touches.
 */
export async function lockedInteractiveChains(
  db: Db,
  viewer: Viewer,
  issueIds: readonly number[],
  refusal: string,
): Promise<number[]> {
  const issues = await interactiveIssues(db, viewer, issueIds, refusal);
  const chainIds = [...new Set(issues.map((issue) => issue.chain_id))];
  await lockRows(db, 'vegetation_issues', chainIds);
  return chainIds;
}
