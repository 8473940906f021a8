import { db } from './db';
import { forgetFilterSets } from './filterSets';
import { forgetMapView } from './mapView';
import { assetCacheTables, clearAssetCache } from './pullWriter';

/**
 * Select another asset: save the selection, reset its update time, clear cached asset data, filters and map
 * position. Its species list, held with every asset, is the issue form's at once, offline too, until its pull.
 */
export async function selectAsset(assetId: number): Promise<void> {
  forgetMapView();
  forgetFilterSets();
  await db.transaction(
    'rw',
    [db.settings, db.syncCursors, db.filterSets, db.assets, ...assetCacheTables()],
    async () => {
      await db.settings.bulkPut([
        { key: 'selectedAssetId', value: assetId },
        { key: 'mapPosition', value: null },
      ]);
      await db.syncCursors.put({ key: String(assetId), since: null });
      await db.filterSets.clear();
      await clearAssetCache();
      await db.assetSpecies.bulkPut((await db.assets.get(assetId))?.vegetationSpecies ?? []);
    },
  );
}
