import { type AlertType, riskLabel } from '@verge/domain';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../mail/mailer';
import { queueMail } from '../../mail/mailQueue';
import {
  type AlertedIssue,
  type AlertedIssueIds,
  type AlertMailing,
  type AlertRecipient,
  type Audience,
  alertMailings,
} from './alertDelivery.queries';

/** Issues newly given to an assignee (a company or a user). */
export interface Assignment {
  assigneeId: number;
  issueId: number;
}

/** Issue events that alerts are delivered for (DESIGN §7). */
export type IssueAlertEvent =
  | { kind: 'New Issue'; issueId: number }
  | { kind: 'Issue Complete'; issueId: number }
  | { kind: 'Issue Deleted Notification'; issueId: number }
  /** Each assignee's subscribed users hear of the issues given to them, in one mail each. */
  | { kind: 'Assigned Issue'; to: 'company' | 'user'; assignments: readonly Assignment[] };

function audienceOf(event: IssueAlertEvent): Audience {
  switch (event.kind) {
    case 'New Issue':
      return { kind: 'assetOwners', issueId: event.issueId };
    case 'Issue Complete':
    case 'Issue Deleted Notification':
      return { kind: 'chainProviders', issueId: event.issueId };
    case 'Assigned Issue': {
      const ids = [...new Set(event.assignments.map((a) => a.assigneeId))];
      return event.to === 'user' ? { kind: 'users', userIds: ids } : { kind: 'companies', companyIds: ids };
    }
  }
}

function alertedIdsOf(event: IssueAlertEvent): AlertedIssueIds {
  if (event.kind !== 'Assigned Issue') return { kind: 'one', issueId: event.issueId };
  return {
    kind: 'assigned',
    to: event.to,
    assigneeIds: event.assignments.map((a) => a.assigneeId),
    issueIds: event.assignments.map((a) => a.issueId),
  };
}

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
      return `Verge: ${count} assigned to ${event.to === 'user' ? 'you' : recipient.company_name}`;
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

/** The alert mail to one recipient. */
function alertMail(app: AppContext, event: IssueAlertEvent, mailing: AlertMailing): MailMessage {
  return {
    to: mailing.email,
    subject: subject(event, mailing.issues, mailing),
    text: [
      `Hello ${mailing.first_name},`,
      '',
      INTRO[event.kind],
      '',
      ...mailing.issues.map((issue) => `${issueBlock(app, issue)}\n`),
      alertFooter(app, event.kind),
    ].join('\n'),
  };
}

/**
 * Queue the event's alert mail, one per subscribed user who may open one of its issues, in two statements
 * however many recipients and issues (`recipients`: when the caller read them already; none, no statement).
 * Inside a command the mail commits or rolls back with the change (a repeated command mails nothing) and
 * goes out after the commit (mail/mailQueue.ts).
 */
export async function deliverIssueAlert(
  app: AppContext,
  event: IssueAlertEvent,
  recipients?: readonly AlertRecipient[],
): Promise<void> {
  if (recipients?.length === 0) return;
  if (event.kind === 'Assigned Issue' && event.assignments.length === 0) return;
  const audience: Audience = recipients
    ? { kind: 'users', userIds: recipients.map((r) => r.id) }
    : audienceOf(event);
  const mailings = await alertMailings(app.db, event.kind, audience, alertedIdsOf(event));
  await queueMail(
    app,
    mailings.map((mailing) => alertMail(app, event, mailing)),
  );
}
