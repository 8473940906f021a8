/**
 * A kind of job: its name in jobs.kind and, as a type only, the payload it carries (stored as JSON in
 * jobs.payload). The module that queues a kind declares it (mail/mailQueue.ts, the weekly digest), so the queue
 * knows no kind of its own.
 */
export interface JobKind<Payload> {
  readonly name: string;
  /** Never set: it carries the payload's type from the kind to enqueueJobs and to the kind's handler. */
  readonly payload?: Payload;
}

export const jobKind = <Payload>(name: string): JobKind<Payload> => ({ name });

/** What a handler knows of the job it runs besides its payload. */
export interface RunningJob {
  /** The job's name for the world outside, the same on every attempt (jobs.queries.ts). */
  ref: string;
}

/** What the worker does with the jobs of one kind. */
export interface JobHandler<Payload = unknown> {
  kind: JobKind<Payload>;
  run(payload: Payload, job: RunningJob): Promise<unknown>;
}

export const jobHandler = <Payload>(
  kind: JobKind<Payload>,
  run: (payload: Payload, job: RunningJob) => Promise<unknown>,
): JobHandler<Payload> => ({ kind, run });
