import type { AppContext } from '../context';
import { alertFooter, recipientViewer } from '../features/alerts/alertDelivery';
import { alertRecipients } from '../features/alerts/alertDelivery.queries';
import { isoWeek } from './isoWeek';
import { claimJobRun, providerSummary } from './serviceProviderSummary.queries';

export const SUMMARY_JOB = 'service-provider-summary';

/**
 * The weekly 'Service Provider Summary' alert: once per ISO week, every subscribed client user gets
 * a mail with, per service provider, the issues assigned, still open and resolved in the last 7 days.
 * The job_runs row makes the run happen once however many replicas call this. Returns the mails sent,
 * or null when this week's run already happened.
 */
export async function serviceProviderSummary(app: AppContext, now: Date): Promise<number | null> {
  const period = isoWeek(now);
  if (!(await claimJobRun(app.db, SUMMARY_JOB, period))) return null;
  const recipients = await alertRecipients(app.db, 'Service Provider Summary', { kind: 'clients' });
  let sent = 0;
  for (const recipient of recipients) {
    const providers = await providerSummary(app.db, recipientViewer(recipient), now);
    if (providers.length === 0) continue;
    const ok = await app.mail.send({
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
    if (ok) sent++;
  }
  app.log.info({ period, sent }, 'service provider summary sent');
  return sent;
}
