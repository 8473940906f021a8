import type { AssetSyncTotals } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow, jsonObjectText } from '../../db/sql';
import type { PageCursor } from './pageCursor';
import {
  areasJsonArray,
  assetSpeciesJsonArray,
  culvertsJsonArray,
  historyJsonArray,
  inspectionsJsonArray,
  issueSyncJsonText,
  subAssetsJsonArray,
} from './readShapes';
import { removedJson } from './removals.read';
import { nextSince } from './sync.queries';

/** A synced table of the asset: the response field, the table and the alias its read shape expects. */
interface PagedTable {
  name: keyof AssetSyncTotals;
  table: string;
  alias: string;
  /** The read shape of the rows `where` picks, as a JSON array (json or text). */
  json: (viewer: Viewer, where: SQL) => SQL;
}

/**
 * The order a pull sends the tables in: areas and sub-assets (small, and named by the issues) first, then
 * the issues, the culverts and their inspections, then the records' history. Within a table rows go in (updated_at, id) order.
 */
const PAGED_TABLES: readonly PagedTable[] = [
  { name: 'areas', table: 'management_areas', alias: 'ma', json: (_, where) => areasJsonArray(where) },
  { name: 'subAssets', table: 'sub_assets', alias: 'sa', json: (_, where) => subAssetsJsonArray(where) },
  // Issues come from their stored read shapes (issueSyncRows.ts), as text: building them here took three
  // quarters of a full pull of the large asset.
  { name: 'issues', table: 'vegetation_issues', alias: 'vi', json: issueSyncJsonText },
  { name: 'culverts', table: 'culverts', alias: 'c', json: (_, where) => culvertsJsonArray(where) },
  {
    name: 'culvertInspections',
    table: 'culvert_inspections',
    alias: 'ci',
    json: (_, where) => inspectionsJsonArray(where),
  },
  // Last: an entry names its record, which the device then holds.
  { name: 'history', table: 'record_history', alias: 'h', json: historyJsonArray },
];

/** One page of a pull: its JSON text (without since and nextCursor), its row count and the key of its last row. */
export interface AssetPage {
  body: string;
  rows: number;
  since: string;
  last: Pick<PageCursor, 'table' | 'updatedAt' | 'id'> | null;
}

/** Which page of which pull: the changes since `changesSince` (null: the full snapshot), after `after`. */
export interface PageRequest {
  changesSince: string | null;
  after: PageCursor | null;
  limit: number;
}

// Names no read shape uses: a bare name in a read shape (row_to_json(t)) would take a column of this statement's
// FROM before the shape's own derived table.
const keys = (i: number) => sql.raw(`page_keys_${i}`);

/**
 * One page of an asset pull in one statement: up to `limit` rows taken table after table from where `after`
 * ended, each table by keyset on (updated_at, id) — its sync index. A full pull takes the live rows; an
 * incremental one those changed since `changesSince`, tombstones included. The first page (no `after`) also
 * carries the asset's species (those added since, and the removals since, for an incremental pull) and, for a full
 * pull, the totals per table; it fixes the `since` every later page repeats.
 */
export async function readAssetPage(
  db: Db,
  viewer: Viewer,
  assetId: number,
  { changesSince, after, limit }: PageRequest,
): Promise<AssetPage> {
  const start = after ? PAGED_TABLES.findIndex((t) => t.name === after.table) : 0;
  const pending = PAGED_TABLES.map((table, i) => ({ ...table, i })).slice(start);
  const rowsPulled = changesSince === null ? sql`NOT hidden` : sql`updated_at > ${changesSince}::timestamptz`;
  // Each table takes what the tables before it on this page left of the limit.
  const keySets = pending.map(({ table, i }, n) => {
    const from =
      after && n === 0 ? sql` AND (updated_at, id) > (${after.updatedAt}::timestamptz, ${after.id})` : sql``;
    const taken = pending.slice(0, n).map((p) => sql` - (SELECT count(*) FROM ${keys(p.i)})`);
    return sql`${keys(i)} AS (SELECT id, updated_at FROM ${sql.raw(table)}
        WHERE asset_id = ${assetId} AND ${rowsPulled}${from}
        ORDER BY updated_at, id LIMIT (${limit}::bigint${sql.join(taken, sql``)}))`;
  });
  const allKeys = sql.join(
    pending.map(({ i }) => sql`SELECT ${sql.raw(String(i))} AS page_table, id, updated_at FROM ${keys(i)}`),
    sql` UNION ALL `,
  );
  // A page takes its keys as an array, looked up by primary key (a join with the keys would scan the issues'
  // stored shapes whole).
  const picked = (alias: string, i: number) =>
    sql`${sql.raw(alias)}.id = ANY(ARRAY(SELECT id FROM ${keys(i)}))`;
  const arrays = Object.fromEntries(
    PAGED_TABLES.map(({ name, alias, json }, i) => [
      name,
      i < start ? sql`'[]'` : json(viewer, picked(alias, i)),
    ]),
  );
  const count = (t: PagedTable) =>
    sql`${t.name}::text, (SELECT count(*) FROM ${sql.raw(t.table)} WHERE asset_id = ${assetId} AND NOT hidden)`;
  const firstPage = after === null;
  const firstPageOnly: Record<string, SQL> =
    changesSince === null
      ? {
          assetAssociatedSpecies: assetSpeciesJsonArray(sql`${assetId}`),
          removed: sql`'{"assetSpecies":[]}'`,
          totals: sql`json_build_object(${sql.join(PAGED_TABLES.map(count), sql`, `)})`,
        }
      : {
          assetAssociatedSpecies: assetSpeciesJsonArray(
            sql`${assetId}`,
            sql`(asp.created_at > ${changesSince}::timestamptz OR s.updated_at > ${changesSince}::timestamptz)`,
          ),
          removed: removedJson(
            {
              assetSpecies: {
                kind: 'assetSpecies',
                visible: sql`SELECT species_id FROM asset_species WHERE asset_id = ${assetId}`,
              },
            },
            sql`r.asset_id = ${assetId}`,
            changesSince,
          ),
        };
  // The planner takes a page's few thousand keys for one row and nests the per-row lists (an inspection's
  // actions, photos, notices) inside a loop over the page, aggregating them again for every row: an inspection
  // page took 15 s. Without nested loops each list is aggregated once and hash-joined (0.1–0.3 s a page).
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_nestloop = off`);
    return firstRow<{
      body: string;
      since: string;
      rows: string;
      last_table: number | null;
      last_updated_at: string | null;
      last_id: number | null;
    }>(
      tx,
      sql`WITH page_since AS (SELECT ${firstPage ? nextSince : sql`${after.since}::timestamptz`} AS since),
        ${sql.join(keySets, sql`,\n        `)},
        page_keys AS (${allKeys}),
        page_last AS (SELECT * FROM page_keys ORDER BY page_table DESC, updated_at DESC, id DESC LIMIT 1)
      SELECT ${jsonObjectText({
        ...arrays,
        ...(firstPage
          ? firstPageOnly
          : { assetAssociatedSpecies: sql`'[]'`, removed: sql`'{"assetSpecies":[]}'` }),
      })} AS body,
        (SELECT to_json(since) #>> '{}' FROM page_since) AS since,
        (SELECT count(*) FROM page_keys) AS rows,
        (SELECT page_table FROM page_last) AS last_table,
        (SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') FROM page_last) AS last_updated_at,
        (SELECT id FROM page_last) AS last_id`,
    );
  });
  const r = row!;
  const lastTable = r.last_table === null ? undefined : PAGED_TABLES[r.last_table];
  return {
    body: r.body,
    rows: Number(r.rows),
    since: r.since,
    last:
      lastTable && r.last_updated_at && r.last_id !== null
        ? { table: lastTable.name, updatedAt: r.last_updated_at, id: r.last_id }
        : null,
  };
}
