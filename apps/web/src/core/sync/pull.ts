import { ASSET_PAGE_ROWS } from '@verge/domain';
import { callApi } from '../api/client';
import type { SessionOwner } from '../store/db';
import {
  APP_CURSOR,
  applyAppSync,
  applyAssetSync,
  applyRelations,
  getAssetSyncCursor,
  getSyncCursor,
} from '../store/pullWriter';
import { sessionOf, stillHeldBy } from '../store/sessionOwner';
import { getSetting } from '../store/settings';
import type { AssetLoadListener } from './assetPages';
import { pullAssetPagesOffThread } from './assetPagesOffThread';

/**
 * GET /update: company, users, assets and providers changed since the 'app' sync cursor; all of them when there is none,
 * or when the server answers in full because the sync cursor is older than the removals it keeps (startOver).
 */
export async function pullApp(owner: SessionOwner): Promise<void> {
  const since = await getSyncCursor(APP_CURSOR);
  const response = await callApi('syncApp', { since, userId: owner.userId });
  await applyAppSync(owner, response, since === null || response.startOver === true);
}

/** GET /update/relations: the reference lists, replaced whole. */
export async function pullRelations(owner: SessionOwner): Promise<void> {
  await applyRelations(owner, await callApi('syncRelations'));
}

/**
 * GET /update/asset for the selected asset: the changes since its sync cursor, or, when it has none (or the server says
 * to start over: the sync cursor is older than the removals it keeps), the full snapshot in pages, fetched and stored by
 * a worker (reported to `onLoad`, then null). Its first page replaces the asset's rows.
 */
export async function pullAsset(owner: SessionOwner, onLoad: AssetLoadListener = () => {}): Promise<void> {
  const assetId = await getSetting('selectedAssetId');
  if (assetId === null) return;
  const cursor = await getAssetSyncCursor(assetId);
  if (cursor.since !== null && (await pullAssetChanges(owner, assetId, cursor.since))) return;
  try {
    const from = cursor.since === null ? cursor : { key: cursor.key, since: null };
    await pullAssetPagesOffThread(owner, assetId, from, onLoad);
  } finally {
    onLoad(null);
  }
}

/**
 * The asset's changes since `since`, page after page, each written in its own transaction; the sync cursor takes the
 * since of the last page only, so an interrupted pull asks again from the same since. False, with nothing
 * written, when the server says to start over.
 */
async function pullAssetChanges(owner: SessionOwner, assetId: number, since: string): Promise<boolean> {
  let cursor: string | undefined;
  do {
    const page = await callApi('syncAsset', {
      assetId,
      userId: owner.userId,
      since,
      limit: ASSET_PAGE_ROWS,
      cursor,
    });
    if (page.startOver === true) return false;
    if (!(await applyAssetSync(owner, assetId, page, 'changes'))) return true;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return true;
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
