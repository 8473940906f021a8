import { sql } from 'drizzle-orm';
import { firstRow } from '../src/db/sql';
import type { TestApp } from './testApp';

/**
 * A `since` at the database's time now, returned once its clock has moved past it: an incremental pull
 * since then sends exactly what is written from here on. PGlite's clock can read the same value across
 * statements a moment apart, and a write stamped at the cutoff itself would not count as after it.
 */
export async function syncCutoff(app: TestApp): Promise<string> {
  const read = <T>(query: ReturnType<typeof sql>) => firstRow<T>(app.context.db, query);
  const cutoff = (await read<{ now: string }>(sql`SELECT to_json(now()) #>> '{}' AS now`))!.now;
  while (!(await read<{ later: boolean }>(sql`SELECT now() > ${cutoff}::timestamptz AS later`))!.later) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return cutoff;
}
