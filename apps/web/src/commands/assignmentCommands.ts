import type { CallInput } from '@verge/domain';
import type { LocalIssue } from '../local/db';
import type { ApplyContext } from './enqueue';
import { enqueue } from './enqueue';

/** Change one list field of the given issues' local rows (assignments live on every row of a chain). */
async function changeIssues(
  local: ApplyContext,
  issueIds: readonly number[],
  change: (issue: LocalIssue) => Partial<LocalIssue>,
): Promise<void> {
  for (const id of issueIds) {
    const issue = await local.get<LocalIssue>('issues', id);
    if (issue) await local.update<LocalIssue>('issues', id, change(issue));
  }
}

const withId = (ids: readonly number[], id: number) => (ids.includes(id) ? [...ids] : [...ids, id]);
const withoutIds = (ids: readonly number[], gone: readonly number[]) =>
  ids.filter((id) => !gone.includes(id));

/** Assign issues to a field user of the company. */
export async function assignIssuesToUser(assetId: number | null, request: CallInput<'usersAssignIssues'>) {
  await enqueue('usersAssignIssues', request, { assetId }, (local) =>
    changeIssues(local, request.issueIds, (i) => ({
      assignedUserIds: withId(i.assignedUserIds, request.userId),
    })),
  );
}

/** Assign issue chains (by their originals) to one service provider. */
export async function assignIssuesToProvider(
  assetId: number | null,
  request: CallInput<'providersSaveAssigned'>,
) {
  await enqueue('providersSaveAssigned', request, { assetId }, (local) =>
    changeIssues(local, request.original_issue_ids, (i) => ({
      thirdPartyCompanyIds: withId(i.thirdPartyCompanyIds, request.company_id),
    })),
  );
}

/** Move issues from one service provider to others. */
export async function transferIssues(assetId: number | null, request: CallInput<'providersTransfer'>) {
  await enqueue('providersTransfer', request, { assetId }, (local) =>
    changeIssues(local, request.transfer_issue_ids, (i) => ({
      thirdPartyCompanyIds: request.transfer_to_company_ids.reduce(
        withId,
        withoutIds(i.thirdPartyCompanyIds, [request.transfer_from_company_id]),
      ),
    })),
  );
}

/** Take issues away from a service provider or from a field user. */
export async function removeAssignedIssues(
  assetId: number | null,
  request: CallInput<'providersDeleteAssigned'>,
) {
  await enqueue('providersDeleteAssigned', request, { assetId }, (local) =>
    changeIssues(local, request.delete_issue_ids, (i) =>
      request.third_party_company_id !== undefined
        ? { thirdPartyCompanyIds: withoutIds(i.thirdPartyCompanyIds, [request.third_party_company_id]) }
        : { assignedUserIds: withoutIds(i.assignedUserIds, [request.client_field_user_id ?? 0]) },
    ),
  );
}
