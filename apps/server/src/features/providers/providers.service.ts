import type { CompanyRelation, ThirdPartyCompany } from '@verge/domain';
import { requireAdmin, requireClient, requireClientAdmin } from '../../access/roles';
import { lockedInteractiveChains } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { deliverIssueAlert } from '../alertDelivery';
import {
  assignCompanies,
  assignedCompanyIds,
  chainScope,
  clientIssuesScope,
  lockChainsHeldBy,
  readRelations,
  readUnrelatedProviders,
  relate,
  relatedIdsAmong,
  thirdPartyIdsAmong,
  unassignCompanies,
  unassignUser,
  unrelate,
  userCompanyId,
} from './providers.queries';

const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

/** Assignments are made to, moved between and taken from the client's own providers only. */
async function requireRelated(db: Db, viewer: Viewer, companyIds: readonly number[]): Promise<void> {
  const wanted = distinct(companyIds);
  if (wanted.length === 0) return;
  const related = await relatedIdsAmong(db, viewer.companyId, wanted);
  if (related.length !== wanted.length) throw badRequest('The company is not one of your service providers');
}

/**
 * The chain originals of the issues (a follow-up is assigned through its original), locked: every id an issue
 * the viewer may work on (DESIGN §6), the same rule whether assignments are given or taken back. For the
 * client admin that every provider call requires, these are the live issues on the company's assets.
 */
const chainsOf = (db: Db, viewer: Viewer, issueIds: readonly number[]): Promise<number[]> =>
  lockedInteractiveChains(db, viewer, issueIds, 'Only issues you may work on can be assigned or unassigned');

/** Mail the 'Assigned Issue' alert for chains newly given to each company, once the change is stored. */
function alertAssigned(app: AppContext, added: { issue_id: number; company_id: number }[]): Promise<void> {
  return deliverIssueAlert(app, {
    kind: 'Assigned Issue',
    to: 'company',
    assignments: added.map((a) => ({ assigneeId: a.company_id, issueId: a.issue_id })),
  });
}

export function listRelations(app: AppContext, viewer: Viewer): Promise<CompanyRelation[]> {
  requireClient(viewer);
  return readRelations(app.db, viewer.companyId);
}

export function listAddableProviders(app: AppContext, viewer: Viewer): Promise<ThirdPartyCompany[]> {
  requireClient(viewer);
  return readUnrelatedProviders(app.db, viewer.companyId);
}

export async function addProviders(app: AppContext, viewer: Viewer, companyIds: number[]): Promise<void> {
  requireClientAdmin(viewer);
  const wanted = distinct(companyIds);
  const thirdParty = await thirdPartyIdsAmong(app.db, wanted);
  if (thirdParty.length !== wanted.length)
    throw badRequest('Only third-party companies can be service providers');
  await relate(app.db, viewer.companyId, wanted);
}

/** Dropping a provider also takes back everything it (and its crew) held on the client's assets. */
export async function removeProviders(app: AppContext, viewer: Viewer, companyIds: number[]): Promise<void> {
  requireClientAdmin(viewer);
  const wanted = distinct(companyIds);
  const scope = clientIssuesScope(viewer.companyId);
  await app.db.transaction(async (tx) => {
    // Locked first, so that removing beside transfers and assignments never deadlocks.
    await lockChainsHeldBy(tx, scope, wanted);
    await unassignCompanies(tx, scope, wanted);
    await unrelate(tx, viewer.companyId, wanted);
  });
}

export async function assignIssuesToProvider(
  app: AppContext,
  viewer: Viewer,
  request: { original_issue_ids: number[]; company_id: number },
): Promise<void> {
  requireClientAdmin(viewer);
  await requireRelated(app.db, viewer, [request.company_id]);
  const chains = await chainsOf(app.db, viewer, request.original_issue_ids);
  await alertAssigned(app, await assignCompanies(app.db, chains, [request.company_id]));
}

/** Set exactly these providers on one chain. */
export async function setIssueProviders(
  app: AppContext,
  viewer: Viewer,
  request: { original_issue_id: number; company_ids: number[] },
): Promise<void> {
  requireClientAdmin(viewer);
  const wanted = distinct(request.company_ids);
  await requireRelated(app.db, viewer, wanted);
  const [chain] = await chainsOf(app.db, viewer, [request.original_issue_id]);
  const added = await app.db.transaction(async (tx) => {
    const current = await assignedCompanyIds(tx, chain);
    const dropped = current.filter((id) => !wanted.includes(id));
    if (dropped.length > 0) await unassignCompanies(tx, chainScope([chain]), dropped);
    return assignCompanies(tx, [chain], wanted);
  });
  await alertAssigned(app, added);
}

/** Move chains from one provider to the others (a retry after a lost answer changes nothing more). */
export async function transferIssues(
  app: AppContext,
  viewer: Viewer,
  request: {
    transfer_issue_ids: number[];
    transfer_to_company_ids: number[];
    transfer_from_company_id: number;
  },
): Promise<void> {
  requireClientAdmin(viewer);
  const targets = distinct(request.transfer_to_company_ids);
  if (targets.includes(request.transfer_from_company_id)) {
    throw badRequest('Issues are transferred to other providers than the one they leave');
  }
  await requireRelated(app.db, viewer, [request.transfer_from_company_id, ...targets]);
  const chains = await chainsOf(app.db, viewer, request.transfer_issue_ids);
  const added = await app.db.transaction(async (tx) => {
    await unassignCompanies(tx, chainScope(chains), [request.transfer_from_company_id]);
    return assignCompanies(tx, chains, targets);
  });
  await alertAssigned(app, added);
}

/**
 * Take issues back from a provider (client admin), or from a user of the caller's own company (any
 * company admin: a provider's admin manages its own crew).
 */
export async function unassignIssues(
  app: AppContext,
  viewer: Viewer,
  request: { delete_issue_ids: number[]; third_party_company_id?: number; client_field_user_id?: number },
): Promise<void> {
  if (request.third_party_company_id !== undefined) {
    requireClientAdmin(viewer);
    await requireRelated(app.db, viewer, [request.third_party_company_id]);
    const chains = await chainsOf(app.db, viewer, request.delete_issue_ids);
    await unassignCompanies(app.db, chainScope(chains), [request.third_party_company_id]);
    return;
  }
  requireAdmin(viewer);
  const userId = request.client_field_user_id!;
  if ((await userCompanyId(app.db, userId)) !== viewer.companyId) throw notFound('User');
  const chains = await chainsOf(app.db, viewer, request.delete_issue_ids);
  await unassignUser(app.db, chains, userId);
}
