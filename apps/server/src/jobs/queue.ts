import type { AppContext } from '../context';
import { afterCommit } from '../db/requestTransaction';
import type { MailMessage } from '../mail/mailer';
import { insertJobs } from './jobs.queries';

/** What each kind of job carries (stored as JSON in jobs.payload). */
export interface JobPayloads {
  /** One message to one recipient. */
  mail: MailMessage;
  /** The weekly digest (serviceProviderSummary.ts), as of the instant it was scheduled. */
  'service-provider-summary': { at: string };
}
export type JobKind = keyof JobPayloads;

/**
 * Queue jobs through `app.db`, so inside a command they commit or roll back with its change; once it has
 * committed, this replica's worker is woken to run them at once. Answers how many were new (see NewJob.key).
 */
export async function enqueueJobs<K extends JobKind>(
  app: AppContext,
  kind: K,
  jobs: { payload: JobPayloads[K]; key?: string }[],
): Promise<number> {
  if (jobs.length === 0) return 0;
  const inserted = await insertJobs(app.db, kind, jobs);
  if (inserted > 0) await afterCommit(async () => app.jobs.kick());
  return inserted;
}
