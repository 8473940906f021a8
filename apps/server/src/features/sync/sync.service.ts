import {
  ASSET_PAGE_ROWS,
  type AssetSyncResponse,
  emptyAssetSync,
  START_OVER_SINCE,
  SYNC_REMOVAL_RETENTION_DAYS,
} from '@verge/domain';
import { visibleAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { readAssetPage } from './assetPage.queries';
import { decodeCursor, encodeCursor } from './pageCursor';
import { readAppSync } from './sync.queries';

/** A device pulls for the user signed in on it, never for someone else. */
function requireSelf(viewer: Viewer, userId: number): void {
  if (userId !== viewer.userId) throw forbidden('Sync is for the signed-in user only');
}

/**
 * The app's rows changed since `since`, or all of them. A since older than the removals kept is answered in full,
 * flagged startOver so that the device replaces what it held.
 */
export async function pullApp(
  app: AppContext,
  viewer: Viewer,
  request: { userId: number; since?: string | null },
): Promise<string> {
  requireSelf(viewer, request.userId);
  const db = app.readDb;
  const startOver = request.since ? pastRemovalHorizon(request.since) : false;
  const since = startOver ? undefined : (request.since ?? undefined);
  return readAppSync(db, viewer, since, startOver);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Slack for the instance's clock against the database's, which the hourly pruning of removals goes by. */
const CLOCK_SLACK_MS = 60 * 60 * 1000;

/**
 * Whether changes since `since` could miss removals already forgotten (older than SYNC_REMOVAL_RETENTION_DAYS):
 * such a pull is told to start over. Worked out here rather than asked of the database: every incremental pull
 * asks, and an hour's slack covers any drift between the clocks.
 */
function pastRemovalHorizon(since: string): boolean {
  return Date.parse(since) < Date.now() - SYNC_REMOVAL_RETENTION_DAYS * DAY_MS + CLOCK_SLACK_MS;
}

/** An asset answer without rows telling the device to drop the asset's rows and pull it in full. */
const START_OVER: AssetSyncResponse = { ...emptyAssetSync(START_OVER_SINCE), startOver: true };

/**
 * The asset's rows changed since `since`, or without it the full snapshot, in pages of `limit` rows
 * (ASSET_PAGE_ROWS by default) from `cursor`. A full page names the next one's cursor; a shorter one ends the pull.
 * A since older than the removals kept is answered by START_OVER.
 */
export async function pullAsset(
  app: AppContext,
  viewer: Viewer,
  request: { assetId: number; userId: number; since?: string | null; cursor?: string; limit?: number },
): Promise<string> {
  requireSelf(viewer, request.userId);
  const db = app.readDb;
  await visibleAsset(db, viewer, request.assetId);
  const changesSince = request.since ?? null;
  const after =
    request.cursor === undefined ? null : decodeCursor(request.cursor, { ...request, changesSince });
  // Later pages repeat the since their first page was checked with.
  if (changesSince !== null && after === null && pastRemovalHorizon(changesSince)) {
    return JSON.stringify(START_OVER);
  }
  const limit = request.limit ?? ASSET_PAGE_ROWS;
  const page = await readAssetPage(db, viewer, request.assetId, { changesSince, after, limit });
  const next =
    page.rows === limit && page.last
      ? encodeCursor({
          assetId: request.assetId,
          userId: viewer.userId,
          changesSince,
          since: page.since,
          ...page.last,
        })
      : null;
  // An incremental pull's since is on its last page only: an older app that does not follow the cursor stores
  // what it is given, and must start over rather than go on past rows it never got.
  const since = changesSince !== null && next !== null ? START_OVER_SINCE : page.since;
  // The body is a JSON object built by the database; the since, the cursor and the flag join it.
  const cursor = JSON.stringify(next);
  return `{"since":${JSON.stringify(since)},${page.body.slice(1, -1)},"nextCursor":${cursor},"startOver":false}`;
}
