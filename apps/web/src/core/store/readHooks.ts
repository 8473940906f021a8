import type { Asset, ManagementArea, Species, SubAsset, ThirdPartyCompany, User } from '@verge/domain';
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../../base/session';
import { type AssetRow, readAssetRows } from './assetRows';
import { db, type LocalCulvert, type LocalInspection, type LocalIssue } from './db';
import { usePacedLiveQuery } from './usePacedLiveQuery';

/**
 * Live reads of the local store for the selected asset; undefined while the read for that asset is in flight.
 * Paced (usePacedLiveQuery): a first sync writing page after page does not re-read the whole list per page, and
 * each later read takes only the rows written since (readAssetRows).
 */
function useAssetRows<T extends AssetRow, I>(table: Table<T, number, I>, start = true): T[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return usePacedLiveQuery(
    assetId,
    [table.name],
    (id, previous, written) =>
      id === null ? Promise.resolve([]) : readAssetRows(table, id, previous, written),
    start,
  );
}

const INSPECTIONS = ['culverts', 'inspections'];

export function useAreas(): ManagementArea[] | undefined {
  return useAssetRows(db.areas);
}

/** `start` false holds the read back (see usePacedLiveQuery): a map draws from the marker index first. */
export function useIssues(start = true): LocalIssue[] | undefined {
  return useAssetRows(db.issues, start);
}

export function useSubAssets(): SubAsset[] | undefined {
  return useAssetRows(db.subAssets);
}

export function useCulverts(): LocalCulvert[] | undefined {
  return useAssetRows(db.culverts);
}

/**
 * Inspections of the selected asset's culverts (queued ones included), read whole: they hang off two tables. Tombstones
 * are dropped in JavaScript: a Dexie .filter() walks a cursor row by row, several times slower than one getAll.
 */
export function useInspections(): LocalInspection[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return usePacedLiveQuery(assetId, INSPECTIONS, async (id) => {
    if (id === null) return [];
    const culvertIds = await db.culverts.where('assetId').equals(id).primaryKeys();
    const rows = await db.inspections.where('culvertId').anyOf(culvertIds).toArray();
    return rows.filter((row) => !row.hidden);
  });
}

export function useUsers(): User[] | undefined {
  return useLiveQuery(() => db.users.toArray(), []);
}

export function useAssets(): Asset[] | undefined {
  return useLiveQuery(() => db.assets.toArray(), []);
}

/** The selected asset's row (undefined without one), and whether the assets are read yet (`known`). */
export interface SelectedAsset {
  asset: Asset | undefined;
  known: boolean;
}

export function useSelectedAsset(): SelectedAsset {
  const assetId = useSession().settings.selectedAssetId;
  const assets = useAssets();
  return { asset: assets?.find((a) => a.id === assetId), known: assets !== undefined };
}

export function useThirdPartyCompanies(): ThirdPartyCompany[] | undefined {
  return useLiveQuery(() => db.thirdPartyCompanies.toArray(), []);
}

export function useAssetSpecies(): Species[] | undefined {
  return useLiveQuery(() => db.assetSpecies.toArray(), []);
}
