import type { CompanyType, CreateUserRequest, UserRole, UserRoleId } from '@verge/domain';
import { requireAdmin } from '../../access/roles';
import { lockedInteractiveChains } from '../../access/visibility';
import { visibleAssetIds } from '../../access/visibility.queries';
import { hashPassword } from '../../auth/passwords';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { lockRows } from '../../db/rowLocks';
import { badRequest, forbidden, found, notFound } from '../../errors';
import { queueMail } from '../../mail/mailQueue';
import { deliverIssueAlert } from '../alertDelivery';
import {
  assetsOutside,
  assignChainsToUser,
  type CompanyUserRow,
  findCompanyUser,
  findUserContact,
  insertFeedback,
  insertUser,
  replaceUserAssets,
  toggleActivation,
} from './users.queries';

/** 'Admin' is the client admin (1) in a client company and the third-party admin (2) elsewhere. */
function roleIdFor(role: UserRole, companyType: CompanyType): UserRoleId {
  if (role === 'Field User') return 3;
  return companyType === 'client' ? 1 : 2;
}

/** Creates a user in a company; the platform admin and company admins both come through here. */
export async function createUser(
  app: AppContext,
  company: { id: number; type: CompanyType },
  input: CreateUserRequest,
): Promise<number> {
  return insertUser(app.db, {
    companyId: company.id,
    userName: input.user_name,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    passwordHash: await hashPassword(input.password),
    roleId: roleIdFor(input.user_role, company.type),
  });
}

export async function createUserAsAdmin(
  app: AppContext,
  viewer: Viewer,
  input: CreateUserRequest,
): Promise<number> {
  requireAdmin(viewer);
  return createUser(app, { id: viewer.companyId, type: viewer.companyType }, input);
}

/** A user of the admin's own company; users of other companies look missing. */
async function ownCompanyUser(app: AppContext, viewer: Viewer, userId: number): Promise<CompanyUserRow> {
  requireAdmin(viewer);
  return found(await findCompanyUser(app.db, userId, viewer.companyId), 'User');
}

export async function toggleUserActivation(app: AppContext, viewer: Viewer, userId: number): Promise<void> {
  const user = await ownCompanyUser(app, viewer, userId);
  if (user.id === viewer.userId) throw forbidden('You cannot deactivate your own account');
  await toggleActivation(app.db, user.id);
}

/** What an admin of the user's company may open: the assets the user may be given. */
function companyAdminOf(user: CompanyUserRow): Viewer {
  return {
    userId: user.id,
    isSuper: false,
    companyId: user.company_id,
    companyType: user.company_type,
    roleId: roleIdFor('Admin', user.company_type),
    firstName: '',
    lastName: '',
  };
}

/**
 * Sets the assets a user works on. `grantor` is whoever hands them out: every asset must be one it may
 * open, else the call answers 404 as for any record out of reach.
 */
export async function setUserAssets(
  app: AppContext,
  user: CompanyUserRow,
  assetIds: number[],
  grantor: Viewer = companyAdminOf(user),
): Promise<void> {
  const outside = await assetsOutside(app.db, assetIds, visibleAssetIds(grantor));
  if (outside.length > 0) throw notFound(`Asset ${outside.join(', ')}`);
  await app.db.transaction(async (tx) => {
    // Two replacements at once would otherwise each keep the grants the other added.
    await lockRows(tx, 'users', [user.id]);
    await replaceUserAssets(tx, user.id, [...new Set(assetIds)]);
  });
}

export async function assignAssetsAsAdmin(
  app: AppContext,
  viewer: Viewer,
  userId: number,
  assetIds: number[],
): Promise<void> {
  const user = await ownCompanyUser(app, viewer, userId);
  await setUserAssets(app, user, assetIds, viewer);
}

/**
 * Assigns issues to a field user of the admin's company. Each issue is assigned through its chain's
 * original; each must be visible to the admin (404) and interactive for them (403), checked for the whole
 * set in one statement, like taking them back (providers.service.ts unassignIssues).
 */
export async function assignIssuesToUser(
  app: AppContext,
  viewer: Viewer,
  userId: number,
  issueIds: number[],
): Promise<void> {
  const user = await ownCompanyUser(app, viewer, userId);
  if (user.user_role_id !== 3) throw badRequest('Issues can only be assigned to field users');
  const chainIds = await lockedInteractiveChains(
    app.db,
    viewer,
    issueIds,
    'Only issues you may work on can be assigned',
  );
  const added = await assignChainsToUser(app.db, user.id, chainIds);
  await deliverIssueAlert(app, {
    kind: 'Assigned Issue',
    to: 'user',
    assignments: added.map((issueId) => ({ assigneeId: user.id, issueId })),
  });
}

/** Stores feedback and mails it to FEEDBACK_EMAIL when set. */
export async function sendFeedback(
  app: AppContext,
  viewer: Viewer,
  input: { userId: number; feedbackContent: string },
): Promise<void> {
  if (input.userId !== viewer.userId) throw forbidden('Feedback is sent in your own name');
  const id = await insertFeedback(app.db, viewer.userId, input.feedbackContent);
  app.log.info(
    { feedbackId: id, userId: viewer.userId, feedback: input.feedbackContent },
    'feedback received',
  );
  const to = app.config.feedbackEmail;
  if (!to) return;
  const from = found(await findUserContact(app.db, viewer.userId), 'User');
  await queueMail(app, [
    {
      to,
      subject: `Verge feedback from ${from.first_name} ${from.last_name} (${from.company_name})`,
      text: [
        `From: ${from.first_name} ${from.last_name} <${from.email}>, user ${from.user_name} of ${from.company_name}`,
        '',
        input.feedbackContent,
      ].join('\n'),
    },
  ]);
}
