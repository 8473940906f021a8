import type { Db } from '../db/client';
import { afterCommit } from '../db/requestTransaction';
import type { JobKind } from './jobKind';
import { insertJobs } from './jobs.queries';
import type { JobWorker } from './worker';

/** Where jobs are queued from: the current database (inside a command, its transaction) and this replica's worker. */
export interface JobQueue {
  readonly db: Db;
  readonly jobs: Pick<JobWorker, 'kick'>;
}

/**
 * Queue jobs through `app.db`, so inside a command they commit or roll back with its change; once it has
 * committed, this replica's worker is woken to run them at once. Answers how many were new (see NewJob.key).
 */
export async function enqueueJobs<Payload>(
  app: JobQueue,
  kind: JobKind<Payload>,
  jobs: { payload: Payload; key?: string }[],
): Promise<number> {
  if (jobs.length === 0) return 0;
  const inserted = await insertJobs(app.db, kind.name, jobs);
  if (inserted > 0) await afterCommit(async () => app.jobs.kick());
  return inserted;
}
