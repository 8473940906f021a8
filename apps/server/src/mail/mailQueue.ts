import { type JobHandler, jobHandler, jobKind } from '../jobs/jobKind';
import { enqueueJobs, type JobQueue } from '../jobs/queue';
import type { MailMessage, MailTransport } from './mailer';

/** One message to one recipient. */
const MAIL_JOB = jobKind<MailMessage>('mail');

/**
 * Send mail once the current change commits: one job per message, delivered and retried by the job worker,
 * so a slow or failing mail server never slows or fails a save. `keyOf` names messages that must go out
 * once however often they are queued.
 */
export const queueMail = (app: JobQueue, messages: MailMessage[], keyOf?: (message: MailMessage) => string) =>
  enqueueJobs(
    app,
    MAIL_JOB,
    messages.map((payload) => ({ payload, key: keyOf?.(payload) })),
  );

/** The worker's part: each mail job's message handed to the transport, under the job's stable Message-ID. */
export const mailJobHandler = (transport: MailTransport): JobHandler<MailMessage> =>
  jobHandler(MAIL_JOB, (message, job) => transport.deliver(message, job.ref));
