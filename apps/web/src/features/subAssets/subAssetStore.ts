import { callApi } from '../../api/client';
import { db } from '../../local/db';
import { requestSync } from '../../sync/engine';

/** Management areas that moved: onto a sub-asset, or off every sub-asset (null). */
export interface AreaMove {
  ids: readonly number[];
  subAssetId: number | null;
}

/**
 * After the server confirmed a sub-asset change: the changed rows go into the local store (tables show them
 * without waiting for a pull), then an incremental pull brings in anything else that moved. Never throws: the
 * change is saved on the server either way, and the pull repairs a local write that failed.
 */
export async function storeConfirmedChange(change: {
  subAssetId?: number;
  moves?: AreaMove[];
}): Promise<void> {
  try {
    for (const move of change.moves ?? []) {
      if (move.ids.length === 0) continue;
      await db.areas
        .where('id')
        .anyOf([...move.ids])
        .modify({ subAssetId: move.subAssetId });
    }
    if (change.subAssetId !== undefined) {
      await db.subAssets.put(await callApi('subAssetsGet', { id: change.subAssetId }));
    }
  } catch (error) {
    console.error('Copying the saved sub-asset change into the local store failed', error);
  }
  void requestSync({ reason: 'save', push: false });
}
