import { callApi } from '../api/client';
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

/** GET /update: company, users, assets and providers changed since the 'app' marker. */
export async function pullApp(userId: number): Promise<void> {
  const since = await getMarker(APP_MARKER);
  const response = await callApi('syncApp', { since, userId });
  await applyAppSync(response, userId, since === null);
}

/** GET /update/relations: the reference lists, replaced whole. */
export async function pullRelations(): Promise<void> {
  const relations = await callApi('syncRelations');
  await applyRelations(relations);
  await setMarker(RELATIONS_MARKER, new Date().toISOString());
}

/** GET /update/asset for the selected asset, from its marker (full when the marker is null). */
export async function pullAsset(userId: number): Promise<void> {
  const assetId = await getSetting('selectedAssetId');
  if (assetId === null) return;
  const since = await getMarker(assetMarkerKey(assetId));
  const response = await callApi('syncAsset', { assetId, userId, since });
  await applyAssetSync(assetId, response, since === null);
}

/** App first (it may change the selected asset), then reference lists and the asset. */
export async function pullAll(userId: number): Promise<void> {
  await pullApp(userId);
  await pullRelations();
  await pullAsset(userId);
}
