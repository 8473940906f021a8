import type { Table } from 'dexie';
import type { WrittenKeys } from './writtenKeys';

/** The tables whose rows the lists read with readAssetRows: a first sync's worker posts the rows it stores there. */
export const ASSET_ROW_TABLES = ['areas', 'issues', 'subAssets', 'culverts'];

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
 * 100,000, and memory holds one copy of the list; rows the sync's worker posted are not read at all. Without them
 * the list is read whole.
 */
export async function readAssetRows<T extends AssetRow, I>(
  table: Table<T, number, I>,
  assetId: number,
  previous: readonly T[] | undefined,
  written: WrittenKeys,
): Promise<T[]> {
  if (previous === undefined || written === null) return readWhole(table, assetId);
  if (written.keys.size === 0) return previous as T[];
  const ids = [...written.keys].filter((key): key is number => typeof key === 'number').sort((a, b) => a - b);
  const fresh = await readKeys(
    table,
    ids.filter((id) => !written.rows.has(id)),
  );
  // The previous answer's row places by id, taken over (it is not read again; a second use of it rebuilds them).
  const places = placesOf.get(previous) ?? new Map(previous.map((row, i) => [row.id, i]));
  placesOf.delete(previous);
  const rows: (T | undefined)[] = previous.slice();
  let deleted = false;
  for (const id of ids) {
    // A posted row is what this table stored under the id (null: deleted).
    const row = written.rows.has(id) ? ((written.rows.get(id) as T | null) ?? undefined) : fresh.get(id);
    const at = places.get(id);
    if (shown(row, assetId)) {
      if (at === undefined) places.set(id, rows.push(row) - 1);
      else rows[at] = row;
    } else if (at !== undefined) {
      rows[at] = undefined;
      places.delete(id);
      deleted = true;
    }
  }
  const answer = deleted ? rows.filter((row) => row !== undefined) : (rows as T[]);
  if (!deleted) placesOf.set(answer, places);
  return answer;
}

/**
 * Each answer's row places by id, for the next answer built from it: copying the list and replacing a page's rows
 * in place costs a fraction of rebuilding a map of 100,000 rows on every stored page.
 */
const placesOf = new WeakMap<readonly AssetRow[], Map<number, number>>();

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
  if (ids.length === 0) return new Map();
  const first = ids[0];
  const last = ids[ids.length - 1];
  const rows =
    ids.length > 1 && last - first + 1 <= DENSE_SPAN * ids.length
      ? await table.where(':id').between(first, last, true, true).toArray()
      : (await table.bulkGet(ids)).filter((row) => row !== undefined);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Every row of the asset in one read: reading it in slices keeps each task short but makes the whole read (and
 * the map that waits for it) slower, and the first draw is what the user waits for.
 */
async function readWhole<T extends AssetRow, I>(table: Table<T, number, I>, assetId: number): Promise<T[]> {
  const rows = await table.where('assetId').equals(assetId).toArray();
  return rows.filter((row) => shown(row, assetId));
}
