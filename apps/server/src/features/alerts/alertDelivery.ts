import { type AlertType, riskLabel } from '@verge/domain';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/mailQueue';
import {
  type AlertedIssue,
  type AlertRecipient,
  type Audience,
  alertedIssues,
  alertRecipients,
} from './alertDelivery.queries';

/** Issue events that alerts are delivered for (DESIGN §7). */
export type IssueAlertEvent =
  | { kind: 'New Issue'; issueId: number }
  | { kind: 'Issue Complete'; issueId: number }
  | { kind: 'Issue Deleted Notification'; issueId: number }
  | { kind: 'Assigned Issue'; issueIds: number[]; companyId: number }
  | { kind: 'Assigned Issue'; issueIds: number[]; userId: number };

function audienceOf(event: IssueAlertEvent): Audience {
  switch (event.kind) {
    case 'New Issue':
      return { kind: 'assetOwners', issueId: event.issueId };
    case 'Issue Complete':
    case 'Issue Deleted Notification':
      return { kind: 'chainProviders', issueId: event.issueId };
    case 'Assigned Issue':
      return 'userId' in event
        ? { kind: 'user', userId: event.userId }
        : { kind: 'company', companyId: event.companyId };
  }
}

const issueIdsOf = (event: IssueAlertEvent): number[] =>
  event.kind === 'Assigned Issue' ? event.issueIds : [event.issueId];

/** A recipient as the access rules see them, so a mail never shows an issue they could not open. */
export function recipientViewer(recipient: AlertRecipient): Viewer {
  return {
    userId: recipient.id,
    isSuper: false,
    companyId: recipient.company_id,
    companyType: recipient.company_type,
    roleId: recipient.user_role_id,
    firstName: recipient.first_name,
    lastName: recipient.last_name,
  };
}

function subject(event: IssueAlertEvent, issues: AlertedIssue[], recipient: AlertRecipient): string {
  const first = issues[0];
  switch (event.kind) {
    case 'New Issue':
      return `Verge: new vegetation issue ${first.id} on ${first.asset_name}`;
    case 'Issue Complete':
      return `Verge: issue ${first.id} on ${first.asset_name} is resolved`;
    case 'Issue Deleted Notification':
      return `Verge: issue ${first.id} on ${first.asset_name} was deleted`;
    case 'Assigned Issue': {
      const count = issues.length === 1 ? '1 issue' : `${issues.length} issues`;
      return `Verge: ${count} assigned to ${'userId' in event ? 'you' : recipient.company_name}`;
    }
  }
}

const INTRO: Record<IssueAlertEvent['kind'], string> = {
  'New Issue': 'A new vegetation issue was logged:',
  'Issue Complete': 'An issue assigned to your company was resolved:',
  'Issue Deleted Notification': 'An issue assigned to your company was deleted:',
  'Assigned Issue': 'These issues were assigned for you to work on:',
};

function issueLink(app: AppContext, issueId: number): string {
  return `${app.config.publicUrl}/vegetation-issues?issueId=${issueId}`;
}

function issueBlock(app: AppContext, issue: AlertedIssue): string {
  return [
    `Issue ${issue.id} (${issue.asset_name})`,
    `  Area: ${issue.area}`,
    `  Type: ${issue.issue_type ?? 'No problem identified'}`,
    `  Risk: ${riskLabel(issue.risk_score)}`,
    `  Inspected: ${issue.inspected}`,
    `  Status: ${issue.has_issue ? 'Open' : 'Resolved'}`,
    `  ${issueLink(app, issue.id)}`,
  ].join('\n');
}

/** The closing lines of every alert mail: why it came and where to stop it. */
export function alertFooter(app: AppContext, type: AlertType): string {
  return `You receive this mail because you subscribed to the '${type}' alert in Verge. Manage your alerts at ${app.config.publicUrl}/alerts.`;
}

/**
 * Queue the event's alert mail, one per subscribed user who may open one of its issues (`recipients` when
 * the caller read them already). Inside a command the mail commits or rolls back with the change (a
 * repeated command mails nothing) and goes out after the commit (mail/mailQueue.ts).
 */
export async function deliverIssueAlert(
  app: AppContext,
  event: IssueAlertEvent,
  recipients?: AlertRecipient[],
): Promise<void> {
  const messages: MailMessage[] = [];
  for (const recipient of recipients ?? (await alertRecipients(app.db, event.kind, audienceOf(event)))) {
    const issues = await alertedIssues(app.db, recipientViewer(recipient), issueIdsOf(event));
    if (issues.length === 0) continue;
    messages.push({
      to: recipient.email,
      subject: subject(event, issues, recipient),
      text: [
        `Hello ${recipient.first_name},`,
        '',
        INTRO[event.kind],
        '',
        ...issues.map((issue) => `${issueBlock(app, issue)}\n`),
        alertFooter(app, event.kind),
      ].join('\n'),
    });
  }
  await queueMail(app, messages);
}
