import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { firstRow, rows } from '../db/sql';

export interface NewJob {
  payload: unknown;
  /** Unique per kind: a job with a key already queued (by any replica, done or not) is not queued again. */
  key?: string;
}

/** Queue jobs, due now; answers how many were new. */
export async function insertJobs(db: Db, kind: string, newJobs: NewJob[]): Promise<number> {
  const inserted = await db
    .insert(jobs)
    .values(newJobs.map((job) => ({ kind, key: job.key ?? null, payload: job.payload })))
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length;
}

export interface ClaimedJob {
  /** bigint, as text. */
  id: string;
  kind: string;
  payload: unknown;
  /** Including this one. */
  attempts: number;
  /**
   * The job's name for the world outside, the same on every attempt: its id and creation time in ms
   * ('42.1767225600000'), so it stays unique when a new database starts its ids again.
   */
  ref: string;
}

/**
 * Claim up to `limit` due jobs for `leaseSeconds` under `token`. SKIP LOCKED lets replicas claim at the
 * same time without waiting on or taking each other's rows; the lease (not a held transaction) keeps a claimed
 * job from others while it runs, so sending mail never holds a database connection or, on PGlite, the database.
 */
export const claimDueJobs = (db: Db, token: string, limit: number, leaseSeconds: number) =>
  rows<ClaimedJob>(
    db,
    sql`UPDATE jobs SET attempts = attempts + 1, locked_by = ${token}::uuid,
               locked_until = now() + make_interval(secs => ${leaseSeconds})
        WHERE id IN (SELECT id FROM jobs
                     WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
                       AND (locked_until IS NULL OR locked_until < now())
                     ORDER BY run_at, id LIMIT ${limit}
                     FOR UPDATE SKIP LOCKED)
        RETURNING id::text, kind, payload, attempts,
                  id || '.' || floor(extract(epoch FROM created_at) * 1000)::bigint AS ref`,
  );

/** Mark a claimed job done; false when the claim was lost (its lease ran out and another worker took it). */
export async function completeJob(db: Db, id: string, token: string): Promise<boolean> {
  const row = await firstRow(
    db,
    sql`UPDATE jobs SET done_at = now(), locked_by = NULL, locked_until = NULL
        WHERE id = ${id}::bigint AND locked_by = ${token}::uuid RETURNING id`,
  );
  return row !== undefined;
}

/** Record a claimed job's failure: due again in `retryInMs`, or given up when that is null. */
export async function failJob(
  db: Db,
  id: string,
  token: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const next =
    retryInMs === null
      ? sql`failed_at = now()`
      : sql`run_at = now() + make_interval(secs => ${retryInMs / 1000})`;
  await db.execute(
    sql`UPDATE jobs SET last_error = ${error}, locked_by = NULL, locked_until = NULL, ${next}
        WHERE id = ${id}::bigint AND locked_by = ${token}::uuid`,
  );
}

/**
 * Forget jobs done or given up more than `days` ago (a keyed job's period is long over by then, so the
 * scheduler never queues it again); a job still due or being retried stays, however old.
 */
export async function pruneEndedJobs(db: Db, days: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM jobs WHERE done_at < now() - make_interval(days => ${days})
                            OR failed_at < now() - make_interval(days => ${days})`,
  );
}
