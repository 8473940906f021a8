import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Forget removals older than `days` (SYNC_REMOVAL_RETENTION_DAYS): the list would otherwise grow with every
 * relation ended and asset taken away, and each incremental pull reads it. A device whose last pull is older
 * than that is told to start over (pastRemovalHorizon), so it needs none of them.
 */
export async function pruneSyncRemovals(db: Db, days: number): Promise<void> {
  await db.execute(sql`DELETE FROM sync_removals WHERE removed_at < now() - make_interval(days => ${days})`);
}
