import { SYNC_REMOVAL_RETENTION_DAYS } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/sql';

/**
 * Forget removals older than `days` (SYNC_REMOVAL_RETENTION_DAYS): the list would otherwise grow with every
 * relation ended and asset taken away, and each incremental pull reads it. A device whose last pull is older
 * than that is told to start over (pastRemovalHorizon), so it needs none of them.
 */
export async function pruneSyncRemovals(db: Db, days: number): Promise<void> {
  await db.execute(sql`DELETE FROM sync_removals WHERE removed_at < now() - make_interval(days => ${days})`);
}

/**
 * Whether changes since `since` could miss removals already forgotten (older than SYNC_REMOVAL_RETENTION_DAYS, by
 * the database's clock, which the pruning goes by): such a pull is answered by telling the device to start over.
 */
export async function pastRemovalHorizon(db: Db, since: string): Promise<boolean> {
  const row = await firstRow<{ past: boolean }>(
    db,
    sql`SELECT ${since}::timestamptz < now() - make_interval(days => ${SYNC_REMOVAL_RETENTION_DAYS}) AS past`,
  );
  return row!.past;
}
