import { toolIssueId } from '@verge/domain';
import type { Session } from '../../../base/session';
import type { LocalIssue } from '../../../core/issues';

export type Viewer = Pick<Session, 'isClient' | 'user'>;

/** Client admin (client company, role 1): copy, assign to service providers, edit (DESIGN §6). */
export function isClientAdmin(viewer: Viewer): boolean {
  return viewer.isClient && viewer.user?.userRoleId === 1;
}

/**
 * The row actions a viewer gets on an issue (spec 1 "Vegetation issues screen", §6):
 * - copy: client admins;
 * - follow-up: interactive issues (field and provider users get only this and the details);
 * - assign to service providers: client admins, once the issue's chain has a server id (the call names
 *   the chain by its original's id);
 * - edit: client admins, interactive issues with a positive id.
 */
export function issueRowRights(issue: LocalIssue, viewer: Viewer) {
  const admin = isClientAdmin(viewer);
  return {
    copy: admin,
    followUp: issue.isInteractive,
    assign: admin && toolIssueId(issue) > 0,
    edit: admin && issue.isInteractive && issue.id > 0,
  };
}

/**
 * Screen-level rights, mirroring the server (issues.service.ts): deleting an issue needs a client-company
 * user (requireClient); creating an original needs the asset owner's users, so service-provider users
 * cannot use 'Enter Data' (they add follow-ups from a row).
 */
export function issueScreenRights(viewer: Viewer) {
  return { delete: viewer.isClient, enterData: viewer.isClient };
}
