import type { ThirdPartyCompany } from '@verge/domain';
import { db, type LocalIssue } from '../store/db';
import { withoutIds } from './assignmentCommands';
import { enqueue } from './enqueue';

/**
 * Take third-party companies on as service providers. The candidates come from the server (providersAll),
 * so the rows are known: they show in the provider table at once, with no issues assigned yet.
 */
export async function addProviders(assetId: number | null, companies: readonly ThirdPartyCompany[]) {
  await enqueue(
    'providersSave',
    { third_party_company_ids: companies.map((c) => c.id) },
    { assetId },
    async (local) => {
      for (const company of companies)
        await local.put<ThirdPartyCompany>('thirdPartyCompanies', { ...company, vegetationIssues: [] });
    },
  );
}

/**
 * Drop service providers. As on the server, the issues they (and their crews) held are unassigned: the
 * companies leave every issue row on the device, and so do their users.
 */
export async function removeProviders(assetId: number | null, companyIds: readonly number[]) {
  const crew = (await db.users.toArray()).filter((u) => companyIds.includes(u.companyId)).map((u) => u.id);
  await enqueue(
    'providersDelete',
    { third_party_company_ids: [...companyIds] },
    { assetId },
    async (local) => {
      const held = await db.issues
        .filter(
          (i) =>
            i.thirdPartyCompanyIds.some((id) => companyIds.includes(id)) ||
            i.assignedUserIds.some((id) => crew.includes(id)),
        )
        .toArray();
      for (const issue of held)
        await local.update<LocalIssue>('issues', issue.id, {
          thirdPartyCompanyIds: withoutIds(issue.thirdPartyCompanyIds, companyIds),
          assignedUserIds: withoutIds(issue.assignedUserIds, crew),
        });
      for (const id of companyIds) await local.remove('thirdPartyCompanies', id);
    },
  );
}
