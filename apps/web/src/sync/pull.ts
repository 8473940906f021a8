import { callApi } from '../api/client';
import { decodeToken, getToken } from '../api/tokens';
import {
  APP_MARKER,
  applyAppSync,
  applyAssetSync,
  applyRelations,
  assetMarkerKey,
  getMarker,
  RELATIONS_MARKER,
  setMarker,
} from '../local/cache';
import { getSetting } from '../local/settings';

/**
 * A pull belongs to the user who started it. An answer that arrives after they logged out (or another user
 * logged in) is dropped: writing it would put their data back on a device that logout has just cleared.
 */
function signedInAs(userId: number): boolean {
  return decodeToken(getToken('user'))?.data.userId === userId;
}

/** GET /update: company, users, assets and providers changed since the 'app' marker. */
export async function pullApp(userId: number): Promise<void> {
  const since = await getMarker(APP_MARKER);
  const response = await callApi('syncApp', { since, userId });
  if (signedInAs(userId)) await applyAppSync(response, userId, since === null);
}

/** GET /update/relations: the reference lists, replaced whole. */
export async function pullRelations(userId: number): Promise<void> {
  const relations = await callApi('syncRelations');
  if (!signedInAs(userId)) return;
  await applyRelations(relations);
  await setMarker(RELATIONS_MARKER, new Date().toISOString());
}

/** GET /update/asset for the selected asset, from its marker (full when the marker is null). */
export async function pullAsset(userId: number): Promise<void> {
  const assetId = await getSetting('selectedAssetId');
  if (assetId === null) return;
  const since = await getMarker(assetMarkerKey(assetId));
  const response = await callApi('syncAsset', { assetId, userId, since });
  if (signedInAs(userId)) await applyAssetSync(assetId, response, since === null);
}

/** App first (it may change the selected asset), then reference lists and the asset. */
export async function pullAll(userId: number): Promise<void> {
  for (const pull of [pullApp, pullRelations, pullAsset]) {
    if (!signedInAs(userId)) return;
    await pull(userId);
  }
}
