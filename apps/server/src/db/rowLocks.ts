import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { intArray } from './sql';

/** Tables whose rows a write locks before it reads what it replaces. */
export type LockedTable = 'vegetation_issues' | 'users';

/**
 * Lock rows by id until the transaction ends, so a write that replaces a set held under them (a chain's
 * providers, a user's assets) reads what the previous one wrote instead of merging with it. Locked in id
 * order, so two writes locking overlapping sets wait for each other instead of deadlocking.
 */
export async function lockRows(db: Db, table: LockedTable, ids: readonly number[]): Promise<void> {
  await db.execute(
    sql`SELECT id FROM ${sql.raw(table)} WHERE id = ANY(${intArray(ids)}) ORDER BY id FOR UPDATE`,
  );
}
