import { sql } from 'drizzle-orm';
import type { LockedTable } from '../src/db/rowLocks';
import { firstRow } from '../src/db/sql';
import type { TestApp } from './testApp';

/**
 * Start `run` while the test holds the row `id` of `table`, and release it once `waiters` transactions wait
 * for a lock (counted from another connection of the pool), so concurrent requests truly overlap: without the
 * row lock the requests take, they would all read before any wrote, and never wait. PostgreSQL only; PGlite
 * runs one transaction at a time anyway, so there it just runs them.
 */
export async function whileLocked<T>(
  app: TestApp,
  row: { table: LockedTable | 'culverts'; id: number },
  waiters: number,
  run: () => Promise<T>,
): Promise<T> {
  let started: Promise<T> | undefined;
  await app.context.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${sql.raw(row.table)} WHERE id = ${row.id} FOR UPDATE`);
    started = run();
    if (app.context.handle.kind !== 'postgres') return;
    const waiting = async () =>
      (
        await firstRow<{ n: number }>(
          app.context.handle.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      )?.n;
    for (let tries = 0; (await waiting()) !== waiters; tries++) {
      if (tries === 400) throw new Error('The requests never reached the lock');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return started!;
}
