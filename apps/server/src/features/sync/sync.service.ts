import { visibleAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { readAssetPage } from './assetPage.queries';
import { decodeCursor, encodeCursor } from './pageCursor';
import { readAppSync, readAssetChanges } from './sync.queries';

/** A device pulls for the user signed in on it, never for someone else. */
function requireSelf(viewer: Viewer, userId: number): void {
  if (userId !== viewer.userId) throw forbidden('Sync is for the signed-in user only');
}

export function pullApp(
  app: AppContext,
  viewer: Viewer,
  request: { userId: number; since?: string | null },
): Promise<string> {
  requireSelf(viewer, request.userId);
  return readAppSync(app.readDb, viewer, request.since ?? undefined);
}

/**
 * The asset's rows changed since `since`; without it the full snapshot, in pages of `limit` rows from `cursor`
 * (the whole asset in one answer without a limit). A full page names the next one's cursor; a shorter one ends
 * the pull.
 */
export async function pullAsset(
  app: AppContext,
  viewer: Viewer,
  request: { assetId: number; userId: number; since?: string | null; cursor?: string; limit?: number },
): Promise<string> {
  requireSelf(viewer, request.userId);
  const db = app.readDb;
  await visibleAsset(db, viewer, request.assetId);
  if (request.since) return readAssetChanges(db, viewer, request.assetId, request.since);
  const after = request.cursor === undefined ? null : decodeCursor(request.cursor, request);
  const limit = request.limit ?? null;
  const page = await readAssetPage(db, viewer, request.assetId, after, limit);
  const next =
    limit !== null && page.rows === limit && page.last
      ? encodeCursor({ assetId: request.assetId, userId: viewer.userId, since: page.since, ...page.last })
      : null;
  // The body is a JSON object built by the database; the cursor joins it as its last member.
  return `${page.body.slice(0, -1)},"nextCursor":${JSON.stringify(next)}}`;
}
