import type { CallInput } from '@verge/domain';
import { db, type LocalIssue } from '../store/db';
import type { ApplyContext } from './enqueue';
import { enqueue } from './enqueue';

/**
 * Change the local rows of whole chains: the server keeps assignments per chain (on the original), and every
 * row of a chain, the original and its follow-ups, shows them. `chainIds` are the originals' ids.
 */
export async function changeChains(
  local: ApplyContext,
  chainIds: readonly number[],
  change: (issue: LocalIssue) => Partial<LocalIssue>,
): Promise<void> {
  const ids = [...chainIds];
  // Indexed reads: the originals by id, their follow-ups by original_issue_id (no scan of the whole table).
  const originals = await db.issues.where('id').anyOf(ids).toArray();
  const followUps = await db.issues.where('original_issue_id').anyOf(ids).toArray();
  for (const issue of [...originals, ...followUps])
    await local.update<LocalIssue>('issues', issue.id, change(issue));
}

export const withIds = (ids: readonly number[], added: readonly number[]) => [
  ...ids,
  ...added.filter((id) => !ids.includes(id)),
];
export const withoutIds = (ids: readonly number[], gone: readonly number[]) =>
  ids.filter((id) => !gone.includes(id));

/** Assign issue chains to a field user of the company. */
export async function assignIssuesToUser(assetId: number | null, request: CallInput<'usersAssignIssues'>) {
  await enqueue('usersAssignIssues', request, { assetId }, (local) =>
    changeChains(local, request.issueIds, (i) => ({
      assignedUserIds: withIds(i.assignedUserIds, [request.userId]),
    })),
  );
}

/** Assign issue chains (by their originals) to one service provider. */
export async function assignIssuesToProvider(
  assetId: number | null,
  request: CallInput<'providersSaveAssigned'>,
) {
  await enqueue('providersSaveAssigned', request, { assetId }, (local) =>
    changeChains(local, request.original_issue_ids, (i) => ({
      thirdPartyCompanyIds: withIds(i.thirdPartyCompanyIds, [request.company_id]),
    })),
  );
}

/** Set exactly these service providers on an issue chain (its original and every follow-up). */
export async function assignChainToProviders(
  chain: { originalId: number; assetId: number },
  companyIds: number[],
): Promise<void> {
  await enqueue(
    'providersTableSaveAssigned',
    { original_issue_id: chain.originalId, company_ids: companyIds },
    { assetId: chain.assetId },
    (local) => changeChains(local, [chain.originalId], () => ({ thirdPartyCompanyIds: companyIds })),
  );
}

/** Move issue chains from one service provider to others. */
export async function transferIssues(assetId: number | null, request: CallInput<'providersTransfer'>) {
  await enqueue('providersTransfer', request, { assetId }, (local) =>
    changeChains(local, request.transfer_issue_ids, (i) => ({
      thirdPartyCompanyIds: withIds(
        withoutIds(i.thirdPartyCompanyIds, [request.transfer_from_company_id]),
        request.transfer_to_company_ids,
      ),
    })),
  );
}

/** Take issue chains away from a service provider or from a field user. */
export async function removeAssignedIssues(
  assetId: number | null,
  request: CallInput<'providersDeleteAssigned'>,
) {
  const { third_party_company_id: companyId, client_field_user_id: userId } = request;
  await enqueue('providersDeleteAssigned', request, { assetId }, (local) =>
    changeChains(local, request.delete_issue_ids, (i) =>
      companyId !== undefined
        ? { thirdPartyCompanyIds: withoutIds(i.thirdPartyCompanyIds, [companyId]) }
        : { assignedUserIds: withoutIds(i.assignedUserIds, userId === undefined ? [] : [userId]) },
    ),
  );
}
