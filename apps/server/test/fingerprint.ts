import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { firstRow, rows } from '../src/db/sql';

/**
 * Tables a refused request may rightly write: the abuse counters count refusals (limits/), and PostGIS's
 * own reference table is no data of ours.
 */
const NOT_DATA = ['rate_limits', 'spatial_ref_sys'];

const tablesOf = new WeakMap<Db, Promise<string[]>>();
const dataTables = (db: Db) => {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = rows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ).then((found) => found.map((t) => t.name).filter((name) => !NOT_DATA.includes(name)));
    tablesOf.set(db, tables);
  }
  return tables;
};

/**
 * What the database holds, in one cheap value per table: its row count and the sum of a hash of every row,
 * so an insert, a delete and an update of any column all change it. Equal fingerprints before and after a
 * refused request mean it stored nothing.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await dataTables(db);
  const columns = tables.map(
    (t) => `(SELECT count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) FROM ${t} r) AS ${t}`,
  );
  return (await firstRow<Record<string, string>>(db, sql.raw(`SELECT ${columns.join(', ')}`))) ?? {};
}
