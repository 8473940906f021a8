import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/sql';

/** One budget's hits not yet written, with its window (which starts when a flush finds the last one ended). */
export interface UnflushedHits {
  bucket: string;
  key: string;
  hits: number;
  windowSeconds: number;
}

/** A flushed budget's row as the database holds it after the flush. */
export interface FlushedRow {
  bucket: string;
  key: string;
  hits: number;
  ms_left: number;
}

/**
 * Adds every budget's unwritten hits to its `rate_limits` row in one statement and returns the rows: all
 * instances' hits so far in each window. A window that ended starts over with these hits. Rows are written in
 * (bucket, key) order, so two instances flushing the same budgets never lock them in opposite orders.
 */
export const flushHits = (db: Db, budgets: UnflushedHits[]) =>
  rows<FlushedRow>(
    db,
    sql`INSERT INTO rate_limits AS r (bucket, key, hits, window_ends)
        SELECT bucket, key, hits, now() + make_interval(secs => secs)
        FROM unnest(${sql.param(budgets.map((b) => b.bucket))}::text[], ${sql.param(budgets.map((b) => b.key))}::text[],
                    ${sql.param(budgets.map((b) => b.hits))}::int[], ${sql.param(budgets.map((b) => b.windowSeconds))}::int[])
             AS u(bucket, key, hits, secs)
        ORDER BY bucket, key
        ON CONFLICT (bucket, key) DO UPDATE SET
          hits = CASE WHEN r.window_ends <= now() THEN excluded.hits ELSE r.hits + excluded.hits END,
          window_ends = CASE WHEN r.window_ends <= now() THEN excluded.window_ends ELSE r.window_ends END
        RETURNING bucket, key, hits, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ms_left`,
  );
