import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/client';
import type { JobHandler } from './jobKind';
import { type ClaimedJob, claimDueJobs, completeJob, failJob } from './jobs.queries';

/** What a worker runs on: the primary database (never a request's transaction), the job settings and the log. */
export interface WorkerBase {
  config: Pick<Config, 'jobMaxAttempts' | 'jobRetryBaseMs' | 'jobLeaseSeconds' | 'jobPollMs'>;
  handle: Pick<DbHandle, 'db'>;
  log: FastifyBaseLogger;
}

/**
 * Runs queued jobs (table jobs, 0009_jobs.sql). Any number of replicas may run one: each job is claimed by
 * one of them (jobs.queries.ts). A hand-made queue on purpose: pg-boss and graphile-worker need a PostgreSQL
 * server (LISTEN/NOTIFY, several connections, their own schema migrations), which the embedded PGlite is not.
 */
export interface JobWorker {
  /** Claim and run due jobs until none is left (tests call it instead of waiting for the worker). */
  drain(): Promise<void>;
  /** Run due jobs now and every JOB_POLL_MS until stopped. */
  start(): void;
  /** Run due jobs now (a no-op unless started); called after a commit that queued some. */
  kick(): void;
  /** Stop, waiting for the jobs being run. */
  stop(): Promise<void>;
}

/** The wait before retry `attempts` (counting the first try): base, 2 × base, 4 × base, … */
export const retryDelayMs = (attempts: number, baseMs: number) => baseMs * 2 ** (attempts - 1);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobWorker(app: WorkerBase, handlers: readonly JobHandler[]): JobWorker {
  const { config, log } = app;
  const handlerOf = new Map(handlers.map((handler) => [handler.kind.name, handler]));

  async function run(job: ClaimedJob, token: string): Promise<void> {
    const db = app.handle.db;
    try {
      const handler = handlerOf.get(job.kind);
      if (!handler) throw new Error(`Unknown job kind '${job.kind}'`);
      await handler.run(job.payload, job);
    } catch (error) {
      const giveUp = job.attempts >= config.jobMaxAttempts;
      const context = { err: error, job: job.id, kind: job.kind, attempts: job.attempts };
      if (giveUp) log.error(context, 'job failed; given up');
      else log.warn(context, 'job failed; will retry');
      const retryIn = giveUp ? null : retryDelayMs(job.attempts, config.jobRetryBaseMs);
      await failJob(db, job.id, token, errorText(error), retryIn);
      return;
    }
    if (!(await completeJob(db, job.id, token)))
      log.warn({ job: job.id }, 'job done after its claim ran out');
  }

  async function drain(): Promise<void> {
    for (;;) {
      const token = randomUUID();
      // One job per claim, so its lease starts right before its attempt and outlasts it (config.ts checks
      // the mail time-outs against it): no live worker's job is taken by another, and a dead worker's job
      // is free again once its lease runs out.
      const [job] = await claimDueJobs(app.handle.db, token, 1, config.jobLeaseSeconds);
      if (!job) return;
      await run(job, token);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  function kick(): void {
    if (!timer) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          log.error({ err: error }, 'job worker failed');
        }
      } while (again && timer);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    drain,
    kick,
    start() {
      timer ??= setInterval(kick, config.jobPollMs);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
