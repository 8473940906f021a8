import { COMMAND_KEY_RETENTION_DAYS } from '@verge/domain';
import type { AppContext } from '../context';
import { pruneAppliedCommands } from '../http/appliedCommands.queries';
import { pruneRateLimits } from '../limits/rateLimits';
import { serviceProviderSummary } from './serviceProviderSummary';

const HOUR_MS = 60 * 60 * 1000;
/** First check soon after start, so a server that was down at the turn of the week catches up. */
const FIRST_CHECK_MS = 30 * 1000;

/**
 * Runs the jobs that are due (each knows from job_runs whether its period is already done), and forgets
 * command keys past their retention and ended rate-limit windows (any replica may: the delete is the same
 * from each).
 */
async function runDueJobs(app: AppContext): Promise<void> {
  const jobs = [
    () => serviceProviderSummary(app, new Date()),
    () => pruneAppliedCommands(app.db, COMMAND_KEY_RETENTION_DAYS),
    () => pruneRateLimits(app.db),
  ];
  for (const job of jobs) {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, 'scheduled job failed');
    }
  }
}

/** Starts the periodic jobs; returns a function that stops them. Timers never keep the process alive. */
export function startScheduledJobs(app: AppContext): () => void {
  const first = setTimeout(() => void runDueJobs(app), FIRST_CHECK_MS);
  const hourly = setInterval(() => void runDueJobs(app), HOUR_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
