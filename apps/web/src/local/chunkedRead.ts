import type { EntityTable } from 'dexie';

/**
 * Rows per read of a whole list. IndexedDB hands every row of one read to the page in a single task: 100,000
 * issues at once froze the page for most of a second while a first sync wrote. Read in key order a chunk at a
 * time, each chunk is its own short task.
 */
export const READ_CHUNK_ROWS = 5_000;

/** The rows of `table` belonging to the asset, in id order (as its assetId index gives them), read in chunks. */
export async function readAssetRows<T extends { id: number; assetId: number }>(
  table: EntityTable<T, 'id'>,
  assetId: number,
  chunkRows = READ_CHUNK_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  let after = Number.NEGATIVE_INFINITY;
  for (;;) {
    const chunk = await table.where('id').above(after).limit(chunkRows).toArray();
    for (const row of chunk) if (row.assetId === assetId) rows.push(row);
    if (chunk.length < chunkRows) return rows;
    after = chunk[chunk.length - 1].id;
  }
}
