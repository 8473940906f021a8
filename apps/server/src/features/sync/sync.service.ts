import { visibleAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { forbidden } from '../../errors';
import { readAppSync, readAssetSync } from './sync.queries';

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
  return readAppSync(app.db, viewer, request.since ?? undefined);
}

export async function pullAsset(
  app: AppContext,
  viewer: Viewer,
  request: { assetId: number; userId: number; since?: string | null },
): Promise<string> {
  requireSelf(viewer, request.userId);
  await visibleAsset(app.db, viewer, request.assetId);
  return readAssetSync(app.db, viewer, request.assetId, request.since ?? undefined);
}
