import { ASSET_PAGE_ROWS, type AssetSyncResponse } from '@verge/domain';
import { callApi } from '../api/client';
import { HttpError } from '../api/errors';
import type { AssetLoad, SessionOwner, SyncCursor } from '../store/db';
import { applyAssetSync, assetCursorKey, setSyncCursor } from '../store/pullWriter';

/** Told how far a full asset pull has got, and null once it stops. */
export type AssetLoadListener = (load: AssetLoad | null) => void;

const pageRows = (page: AssetSyncResponse) =>
  page.areas.length +
  page.subAssets.length +
  page.issues.length +
  page.culverts.length +
  page.culvertInspections.length +
  page.history.length;

const totalRows = (page: AssetSyncResponse) =>
  page.totals ? Object.values(page.totals).reduce((sum, n) => sum + n, 0) : null;

/**
 * A full pull of the asset, page after page from where the sync cursor says it stopped (the first page when it holds no
 * cursor). Each page is its own request, under the request time-out, and its own write, which moves the cursor on:
 * an interrupted pull resumes from its last page. The next page is asked for while the current one is written.
 */
export async function pullAssetPages(
  owner: SessionOwner,
  assetId: number,
  cursor: SyncCursor,
  onLoad: AssetLoadListener,
): Promise<void> {
  const ask = (cursor: string | undefined) => {
    const controller = new AbortController();
    const page = callApi(
      'syncAsset',
      { assetId, userId: owner.userId, limit: ASSET_PAGE_ROWS, cursor },
      { signal: controller.signal },
    );
    // A request begun ahead may be dropped unanswered; its failure is seen when (and if) it is awaited.
    page.catch(() => {});
    return { page, abort: () => controller.abort() };
  };
  const resumed = cursor.cursor ? cursor : null;
  let load: AssetLoad = resumed?.load ?? { loaded: 0, total: null };
  onLoad(load);
  let current = ask(resumed?.cursor ?? undefined);
  let ahead: ReturnType<typeof ask> | null = null;
  let written = 0;
  try {
    for (let first = !resumed; ; first = false) {
      const page = await current.page;
      ahead = page.nextCursor ? ask(page.nextCursor) : null;
      load = { loaded: load.loaded + pageRows(page), total: totalRows(page) ?? load.total };
      const answer = first ? 'first page' : 'next page';
      if (!(await applyAssetSync(owner, assetId, page, answer, load))) return;
      written += 1;
      onLoad(load);
      if (!ahead) return;
      current = ahead;
      ahead = null;
    }
  } catch (error) {
    // A cursor the server no longer takes (it changed meanwhile): start the pull again from its first page.
    if (resumed && written === 0 && error instanceof HttpError && error.status === 400) {
      await setSyncCursor(assetCursorKey(assetId), null);
      return pullAssetPages(owner, assetId, { key: cursor.key, since: null }, onLoad);
    }
    throw error;
  } finally {
    ahead?.abort();
  }
}
