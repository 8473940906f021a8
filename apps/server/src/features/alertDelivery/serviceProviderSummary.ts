import type { AppContext } from '../../context';
import { type JobHandler, jobHandler, jobKind } from '../../jobs/jobKind';
import { enqueueJobs } from '../../jobs/queue';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/mailQueue';
import { alertFooter, recipientViewer } from './alertDelivery';
import { alertRecipients } from './alertDelivery.queries';
import { isoWeek } from './isoWeek';
import { providerSummary } from './serviceProviderSummary.queries';

export const SUMMARY_JOB = 'service-provider-summary';

/** The weekly digest, as of the instant it was scheduled. */
const summaryJob = jobKind<{ at: string }>(SUMMARY_JOB);

/**
 * Queue this ISO week's digest job; the job's key (the week) makes it exist once however many replicas
 * call this. True when this call queued it.
 */
export async function scheduleServiceProviderSummary(app: AppContext, now: Date): Promise<boolean> {
  const queued = await enqueueJobs(app, summaryJob, [
    { key: isoWeek(now), payload: { at: now.toISOString() } },
  ]);
  return queued > 0;
}

/**
 * The weekly 'Service Provider Summary' alert (the job): every subscribed client user gets a mail with, per
 * service provider, the issues assigned, still open and resolved in the 7 days before `now`. Each mail is
 * keyed by week and address, so a rerun of the job (after a crash) queues none twice. Returns the mails queued.
 */
export async function serviceProviderSummary(app: AppContext, now: Date): Promise<number> {
  const period = isoWeek(now);
  const recipients = await alertRecipients(app.db, 'Service Provider Summary', { kind: 'clients' });
  const messages: MailMessage[] = [];
  for (const recipient of recipients) {
    const providers = await providerSummary(app.db, recipientViewer(recipient), now);
    if (providers.length === 0) continue;
    messages.push({
      to: recipient.email,
      subject: `Verge: service provider summary, week ${period}`,
      text: [
        `Hello ${recipient.first_name},`,
        '',
        `Issues assigned to ${recipient.company_name}'s service providers, week ${period}:`,
        '',
        ...providers.map(
          (p) =>
            `${p.company_name}\n  Issues assigned: ${p.assigned}\n  Still open: ${p.open}\n  Resolved in the last 7 days: ${p.resolved_last_week}\n`,
        ),
        `See the assignments at ${app.config.publicUrl}/service-providers.`,
        '',
        alertFooter(app, 'Service Provider Summary'),
      ].join('\n'),
    });
  }
  const queued = await queueMail(app, messages, (message) => `${SUMMARY_JOB}:${period}:${message.to}`);
  app.log.info({ period, queued }, 'service provider summary queued');
  return queued;
}

/** The worker's part: the digest job run as of the instant it was scheduled. */
export const serviceProviderSummaryJobHandler = (app: AppContext): JobHandler<{ at: string }> =>
  jobHandler(summaryJob, ({ at }) => serviceProviderSummary(app, new Date(at)));
