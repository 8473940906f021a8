import type { AdminCreateUserRequest, CreateAssetRequest, CreateCompanyRequest } from '@verge/domain';
import type { AppContext } from '../../context';
import { badRequest, found } from '../../errors';
import { createUser, findCompanyUser, setUserAssets } from '../users';
import {
  type CompanyRow,
  companyDetailsJson,
  findCompany,
  insertAsset,
  insertCompany,
  listCompanies,
} from './admin.queries';

export const createCompany = (app: AppContext, input: CreateCompanyRequest): Promise<number> =>
  insertCompany(app.db, input);

export const allCompanies = (app: AppContext): Promise<CompanyRow[]> => listCompanies(app.db);

export async function createUserInCompany(app: AppContext, input: AdminCreateUserRequest): Promise<number> {
  const company = found(await findCompany(app.db, input.company_id), 'Company');
  return createUser(app, { id: company.id, type: company.company_type }, input);
}

export async function companyDetails(app: AppContext, companyId: number): Promise<string> {
  return found(await companyDetailsJson(app.db, companyId), 'Company');
}

/** Only client companies own assets; their providers reach them through the relation. */
export async function createAsset(app: AppContext, input: CreateAssetRequest): Promise<number> {
  const company = found(await findCompany(app.db, input.company_id), 'Company');
  if (company.company_type !== 'client') throw badRequest('Only client companies own assets');
  return insertAsset(app.db, input);
}

/** Sets a user's assets: any asset the user's company owns or serves as a provider. */
export async function assignAssets(app: AppContext, userId: number, assetIds: number[]): Promise<void> {
  const user = found(await findCompanyUser(app.db, userId), 'User');
  await setUserAssets(app, user, assetIds);
}
