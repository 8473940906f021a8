import { COMMAND_KEY_RETENTION_DAYS, SYNC_REMOVAL_RETENTION_DAYS } from '@verge/domain';
import type { AppContext } from './context';
import { scheduleServiceProviderSummary } from './features/alertDelivery';
import { pruneResetTokens } from './features/auth';
import { pruneDismissedNotices } from './features/editNotices';
import { pruneSyncRemovals } from './features/sync';
import { pruneAppliedCommands } from './http/appliedCommands.queries';
import { pruneEndedJobs } from './jobs/jobs.queries';
import { pruneRateLimits } from './limits/rateLimits.queries';

const HOUR_MS = 60 * 60 * 1000;
/** First check soon after start, so a server that was down at the turn of the week catches up. */
const FIRST_CHECK_MS = 30 * 1000;
/** Done and given-up jobs are kept this long for inspection (a failed one with its last error). */
const ENDED_JOB_RETENTION_DAYS = 30;
/** Reset tokens are kept this long past their expiry (an hour after they were mailed), used or not. */
const RESET_TOKEN_RETENTION_DAYS = 1;
/**
 * Dismissed 'Edited meanwhile' notices are kept as long as sync removals: a device that last pulled before
 * the dismissal may still show the notice and dismiss it again, which answers 404 once it is gone.
 */
const DISMISSED_NOTICE_RETENTION_DAYS = SYNC_REMOVAL_RETENTION_DAYS;

/**
 * Queues this week's digest (once, whichever replica comes first) and forgets what is past its retention
 * (docs/architecture.md lists the rules): command keys, ended jobs, reset tokens, dismissed notices, sync
 * removals and ended rate-limit windows (any replica may: the delete is the same from each). Exported for tests.
 */
export async function runHourly(app: AppContext): Promise<void> {
  const tasks = [
    () => scheduleServiceProviderSummary(app, new Date()),
    () => pruneAppliedCommands(app.db, COMMAND_KEY_RETENTION_DAYS),
    () => pruneRateLimits(app.db),
    () => pruneEndedJobs(app.db, ENDED_JOB_RETENTION_DAYS),
    () => pruneResetTokens(app.db, RESET_TOKEN_RETENTION_DAYS),
    () => pruneDismissedNotices(app.db, DISMISSED_NOTICE_RETENTION_DAYS),
    () => pruneSyncRemovals(app.db, SYNC_REMOVAL_RETENTION_DAYS),
  ];
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      app.log.error({ err: error }, 'scheduled task failed');
    }
  }
}

/**
 * Starts the job worker and the hourly tasks; returns a function that stops them (waiting for the jobs
 * being run). Timers never keep the process alive.
 */
export function startScheduledJobs(app: AppContext): () => Promise<void> {
  app.jobs.start();
  const first = setTimeout(() => void runHourly(app), FIRST_CHECK_MS);
  const hourly = setInterval(() => void runHourly(app), HOUR_MS);
  first.unref();
  hourly.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(hourly);
    await app.jobs.stop();
  };
}
