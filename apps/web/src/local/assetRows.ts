import type { Table } from 'dexie';
import type { WrittenKeys } from './writtenKeys';

/** A row of an asset's table in the local store: synced rows and queued creates (negative ids). */
export interface AssetRow {
  id: number;
  assetId: number;
  hidden?: boolean;
}

const shown = <T extends AssetRow>(row: T | undefined, assetId: number): row is T =>
  row !== undefined && row.assetId === assetId && !row.hidden;

/**
 * The asset's rows (tombstones dropped). With the previous answer and the keys written since, only those rows are
 * read and the others kept as they were (the same objects): a sync page of 2,000 issues reads 2,000, not all
 * 100,000, and memory holds one copy of the list. Without them the list is read whole.
 */
export async function readAssetRows<T extends AssetRow, I>(
  table: Table<T, number, I>,
  assetId: number,
  previous: readonly T[] | undefined,
  written: WrittenKeys,
): Promise<T[]> {
  if (previous === undefined || written === null) return readWhole(table, assetId);
  if (written.size === 0) return previous as T[];
  const ids = [...written].filter((key): key is number => typeof key === 'number').sort((a, b) => a - b);
  const fresh = await readKeys(table, ids);
  const byId = new Map(previous.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = fresh.get(id);
    if (shown(row, assetId)) byId.set(id, row);
    else byId.delete(id);
  }
  return [...byId.values()];
}

/** Keys this close together (ids spanning at most this many times their count) are read as one range. */
const DENSE_SPAN = 4;

/**
 * The rows of `ids` (ascending). A sync page's keys mostly lie close together: one range read then costs a
 * fraction of a get per key (2,000 gets a page were 2 s of a first sync's main thread).
 */
async function readKeys<T extends AssetRow, I>(
  table: Table<T, number, I>,
  ids: number[],
): Promise<Map<number, T>> {
  const first = ids[0];
  const last = ids[ids.length - 1];
  const rows =
    ids.length > 1 && last - first + 1 <= DENSE_SPAN * ids.length
      ? await table.where(':id').between(first, last, true, true).toArray()
      : (await table.bulkGet(ids)).filter((row) => row !== undefined);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Every row of the asset in one read. (Read 2,000 or 5,000 rows a task instead, no task was long, but opening the
 * map of 50,000 issues took a second longer: 4.5 s against 3.5 s.)
 */
async function readWhole<T extends AssetRow, I>(table: Table<T, number, I>, assetId: number): Promise<T[]> {
  const rows = await table.where('assetId').equals(assetId).toArray();
  return rows.filter((row) => shown(row, assetId));
}
