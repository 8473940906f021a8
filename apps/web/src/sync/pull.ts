import { callApi } from '../api/client';
import {
  APP_MARKER,
  applyAppSync,
  applyAssetSync,
  applyRelations,
  assetMarkerKey,
  getMarker,
} from '../local/cache';
import type { SessionOwner } from '../local/db';
import { sessionOf, stillHeldBy } from '../local/sessionOwner';
import { getSetting } from '../local/settings';

/** GET /update: company, users, assets and providers changed since the 'app' marker. */
export async function pullApp(owner: SessionOwner): Promise<void> {
  const since = await getMarker(APP_MARKER);
  const response = await callApi('syncApp', { since, userId: owner.userId });
  await applyAppSync(owner, response, since === null);
}

/** GET /update/relations: the reference lists, replaced whole. */
export async function pullRelations(owner: SessionOwner): Promise<void> {
  await applyRelations(owner, await callApi('syncRelations'));
}

/** GET /update/asset for the selected asset, from its marker (full when the marker is null). */
export async function pullAsset(owner: SessionOwner): Promise<void> {
  const assetId = await getSetting('selectedAssetId');
  if (assetId === null) return;
  const since = await getMarker(assetMarkerKey(assetId));
  const response = await callApi('syncAsset', { assetId, userId: owner.userId, since });
  await applyAssetSync(owner, assetId, response, since === null);
}

/**
 * App first (it may change the selected asset), then reference lists and the asset. A pull belongs to the session
 * of `userId` that the store holds when it starts (none after a logout); once a logout or another login ends that
 * session, the rest is not asked for and no answer is written.
 */
export async function pullAll(userId: number): Promise<void> {
  const owner = await sessionOf(userId);
  if (!owner) return;
  for (const pull of [pullApp, pullRelations, pullAsset]) {
    if (!(await stillHeldBy(owner))) return;
    await pull(owner);
  }
}
