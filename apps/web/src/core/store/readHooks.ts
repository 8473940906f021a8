import type {
  Asset,
  HistoryEntry,
  HistoryRecordKey,
  ManagementArea,
  Species,
  SubAsset,
  ThirdPartyCompany,
  User,
} from '@verge/domain';
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { type AssetRow, readAssetRows } from './assetRows';
import { db, type LocalCulvert, type LocalInspection, type LocalIssue } from './db';
import { settledId } from './settledId';
import { useKeyedLiveQuery } from './useKeyedLiveQuery';
import { usePacedLiveQuery } from './usePacedLiveQuery';

/**
 * Live reads of the local store for one asset (the caller's selected asset, passed in: the store knows no
 * session); undefined while the read for that asset is in flight, never another asset's rows.
 * Paced (usePacedLiveQuery): a first sync writing page after page does not re-read the whole list per page, and
 * each later read takes only the rows written since (readAssetRows).
 */
function useAssetRows<T extends AssetRow, I>(
  table: Table<T, number, I>,
  assetId: number | null,
  start = true,
): T[] | undefined {
  return usePacedLiveQuery(
    assetId,
    [table.name],
    (id, previous, written) =>
      id === null ? Promise.resolve([]) : readAssetRows(table, id, previous, written),
    start,
  );
}

const INSPECTIONS = ['culverts', 'inspections'];

export function useAreas(assetId: number | null): ManagementArea[] | undefined {
  return useAssetRows(db.areas, assetId);
}

/** `start` false holds the read back (see usePacedLiveQuery): a map draws from the marker index first. */
export function useIssues(assetId: number | null, start = true): LocalIssue[] | undefined {
  return useAssetRows(db.issues, assetId, start);
}

export function useSubAssets(assetId: number | null): SubAsset[] | undefined {
  return useAssetRows(db.subAssets, assetId);
}

export function useCulverts(assetId: number | null): LocalCulvert[] | undefined {
  return useAssetRows(db.culverts, assetId);
}

/**
 * Inspections of the selected asset's culverts (queued ones included), read whole: they hang off two tables. Tombstones
 * are dropped in JavaScript: a Dexie .filter() walks a cursor row by row, several times slower than one getAll.
 */
export function useInspections(assetId: number | null): LocalInspection[] | undefined {
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

export function useSelectedAsset(assetId: number | null): SelectedAsset {
  const assets = useAssets();
  return { asset: assets?.find((a) => a.id === assetId), known: assets !== undefined };
}

export function useThirdPartyCompanies(): ThirdPartyCompany[] | undefined {
  return useLiveQuery(() => db.thirdPartyCompanies.toArray(), []);
}

export function useAssetSpecies(): Species[] | undefined {
  return useLiveQuery(() => db.assetSpecies.toArray(), []);
}

/**
 * One stored record by id: undefined while its read is in flight (never the previous id's record), null when
 * this device holds none. Dialogs and forms read through these, so a form is preset from the stored row,
 * not from a row a paced list may not have redrawn yet.
 */
function useRecord<T, I>(table: Table<T, number, I>, id: number | null): T | null | undefined {
  return useKeyedLiveQuery(id, async (key) => (key === null ? null : ((await table.get(key)) ?? null)));
}

export const useIssue = (id: number | null) => useRecord(db.issues, id);
export const useCulvert = (id: number | null) => useRecord(db.culverts, id);
export const useArea = (id: number | null) => useRecord(db.areas, id);
export const useAsset = (id: number | null) => useRecord(db.assets, id);
export const useUser = (id: number | null) => useRecord(db.users, id);
export const useThirdPartyCompany = (id: number | null) => useRecord(db.thirdPartyCompanies, id);

/** A management area's issues, deleted ones left out; undefined while the current area's read is in flight. */
export function useAreaIssueRows(areaId: number | null): LocalIssue[] | undefined {
  return useKeyedLiveQuery(areaId, (id) =>
    id === null
      ? []
      : db.issues
          .where('areaId')
          .equals(id)
          .filter((i) => !i.hidden)
          .toArray(),
  );
}

/** How many management areas an asset has (0 without an asset); undefined while its read is in flight. */
export function useAreaCount(assetId: number | null): number | undefined {
  return useKeyedLiveQuery(assetId, (id) => (id === null ? 0 : db.areas.where('assetId').equals(id).count()));
}

/** How many assets the device holds; undefined until read. */
/**
 * A culvert of the asset by its site id, read together with whether the asset's first full pull has finished, in
 * one transaction: a culvert missing from a loaded asset is not there, not merely on its way (the paced list may
 * lag behind the store). Undefined while the read is in flight.
 */
export function useCulvertBySiteId(
  assetId: number | null,
  siteCulvertId: string | null,
): { culvert: LocalCulvert | null; assetLoaded: boolean } | undefined {
  return useKeyedLiveQuery(JSON.stringify([assetId, siteCulvertId]), () =>
    db.transaction('r', [db.syncCursors, db.culverts], async () => {
      if (assetId === null || siteCulvertId === null) return { culvert: null, assetLoaded: false };
      const [cursor, culverts] = await Promise.all([
        db.syncCursors.get(String(assetId)),
        db.culverts.where('assetId').equals(assetId).toArray(),
      ]);
      const culvert = culverts.find((c) => !c.hidden && c.site_culvert_id === siteCulvertId) ?? null;
      return { culvert, assetLoaded: !!cursor?.since };
    }),
  );
}

export function useAssetCount(): number | undefined {
  return useLiveQuery(() => db.assets.count(), []);
}

/**
 * A sub-asset and its areas by a route's id. A link drawn before the sub-asset's create uploaded names its
 * temporary id, and an upload may land while the page is open: the read follows the id to the server's
 * (`id`, for the caller to put the address right). Undefined while the read is in flight.
 */
export function useSettledSubAsset(routeId: number) {
  return useKeyedLiveQuery(routeId, async (key) => {
    const id = await settledId('subAsset', key);
    const [subAsset, areas] = await Promise.all([
      db.subAssets.get(id),
      db.areas.filter((a) => a.subAssetId === id).toArray(),
    ]);
    return { id, subAsset: subAsset ?? null, areas };
  });
}

/** A sub-asset to edit, its temporary id followed to the server's; rejects when the device holds none. */
export async function readSettledSubAsset(routeId: number): Promise<SubAsset> {
  const id = await settledId('subAsset', routeId);
  const subAsset = await db.subAssets.get(id);
  if (!subAsset) throw new Error(`Sub-asset ${routeId} is not on this device`);
  return subAsset;
}

/**
 * The history of some records, newest first, as pulled with them. A record created on the device (temporary id)
 * has none until it syncs.
 */
export async function readRecordHistory(records: readonly HistoryRecordKey[]): Promise<HistoryEntry[]> {
  const synced = records.filter(([, id]) => id > 0);
  if (synced.length === 0) return [];
  const rows = await db.history
    .where('[targetType+recordId]')
    .anyOf(synced.map(([target, id]) => [target, id]))
    .toArray();
  return rows.sort((a, b) => b.id - a.id);
}

/** readRecordHistory, live; undefined while the read for these records is in flight. */
export function useRecordHistory(records: readonly HistoryRecordKey[]): HistoryEntry[] | undefined {
  return useKeyedLiveQuery(JSON.stringify(records), () => readRecordHistory(records));
}
