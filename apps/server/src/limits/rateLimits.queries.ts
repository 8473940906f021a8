import { sql } from 'drizzle-orm';
import type { RateLimit } from '../config';
import type { Db } from '../db/client';
import { rows } from '../db/sql';

/** One counter of the rate_limits table: a limit (`bucket`) and whose hits it counts (`key`). */
export interface Counter {
  bucket: string;
  key: string;
  limit: RateLimit;
}

/** A counter's row after a hit, as `countHits` returns it. */
export interface CountedHit {
  bucket: string;
  hits: number;
  retry_after: number;
}

/**
 * Counts one hit on every counter, returning each row as a CountedHit. Each row is counted by
 * one INSERT … ON CONFLICT DO UPDATE, which PostgreSQL applies one at a time per row, so of N parallel hits exactly
 * the limit get through, on whichever replica they land. An ended window starts over at this hit. Every caller
 * lists its counters in one fixed order, so two hits never lock the same rows in opposite orders.
 */
export async function countHits(db: Db, counters: Counter[]): Promise<CountedHit[]> {
  const values = counters.map(
    (c) => sql`(${c.bucket}, ${c.key}, 1, now() + make_interval(secs => ${c.limit.windowSeconds}))`,
  );
  return rows<CountedHit>(
    db,
    sql`INSERT INTO rate_limits AS r (bucket, key, hits, window_ends) VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (bucket, key) DO UPDATE SET
      hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
      window_ends = CASE WHEN r.window_ends <= now() THEN excluded.window_ends ELSE r.window_ends END
    RETURNING bucket, hits, greatest(1, ceil(extract(epoch FROM window_ends - now())))::int AS retry_after`,
  );
}

/** Gives back the hit of each counter: a login that succeeded is not an attempt to hold against anyone. */
export async function refund(db: Db, counters: Counter[]): Promise<void> {
  const keys = sql.join(
    counters.map((c) => sql`(${c.bucket}, ${c.key})`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE rate_limits SET hits = hits - 1
        WHERE (bucket, key) IN (${keys}) AND hits > 0 AND window_ends > now()`,
  );
}

/** Ended windows are useless; the hourly jobs drop them so the table holds only live counters. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_ends <= now()`);
}
