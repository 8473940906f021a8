import { incrementalSince } from '@verge/domain';
import { callApi } from '../api/client';
import {
  APP_MARKER,
  applyAppSync,
  applyAssetSync,
  applyRelations,
  getAssetMarker,
  getMarker,
} from '../local/cache';
import type { SessionOwner } from '../local/db';
import { sessionOf, stillHeldBy } from '../local/sessionOwner';
import { getSetting } from '../local/settings';
import type { AssetLoadListener } from './assetPages';
import { pullAssetPagesOffThread } from './assetPagesOffThread';

/**
 * GET /update: company, users, assets and providers changed since the 'app' marker; all of them when the marker
 * is older than the removals the server keeps.
 */
export async function pullApp(owner: SessionOwner): Promise<void> {
  const since = incrementalSince(await getMarker(APP_MARKER), new Date());
  const response = await callApi('syncApp', { since, userId: owner.userId });
  await applyAppSync(owner, response, since === null);
}

/** GET /update/relations: the reference lists, replaced whole. */
export async function pullRelations(owner: SessionOwner): Promise<void> {
  await applyRelations(owner, await callApi('syncRelations'));
}

/**
 * GET /update/asset for the selected asset: the changes since its marker, or, when it has none (or one older than
 * the removals the server keeps), the full snapshot in pages, fetched and stored by a worker (reported to
 * `onLoad`, then null).
 */
export async function pullAsset(owner: SessionOwner, onLoad: AssetLoadListener = () => {}): Promise<void> {
  const assetId = await getSetting('selectedAssetId');
  if (assetId === null) return;
  const marker = await getAssetMarker(assetId);
  const since = incrementalSince(marker.since, new Date());
  if (since !== null) {
    const response = await callApi('syncAsset', { assetId, userId: owner.userId, since });
    await applyAssetSync(owner, assetId, response, 'changes');
    return;
  }
  try {
    // A marker too old for changes starts a full pull from its first page, like no marker.
    const from = marker.since === null ? marker : { key: marker.key, since: null };
    await pullAssetPagesOffThread(owner, assetId, from, onLoad);
  } finally {
    onLoad(null);
  }
}

/**
 * The small pulls that entering the app waits for: the app (it may change the selected asset), then the
 * reference lists. Returns the session they were written for, or null when it ended meanwhile.
 */
export async function pullAccount(userId: number): Promise<SessionOwner | null> {
  const owner = await sessionOf(userId);
  if (!owner) return null;
  for (const pull of [pullApp, pullRelations]) {
    if (!(await stillHeldBy(owner))) return null;
    await pull(owner);
  }
  return owner;
}

/**
 * App first, then reference lists and the asset. A pull belongs to the session of `userId` that the store holds
 * when it starts (none after a logout); once a logout or another login ends that session, the rest is not asked
 * for and no answer is written.
 */
export async function pullAll(userId: number, onAssetLoad?: AssetLoadListener): Promise<void> {
  const owner = await pullAccount(userId);
  if (owner && (await stillHeldBy(owner))) await pullAsset(owner, onAssetLoad);
}
