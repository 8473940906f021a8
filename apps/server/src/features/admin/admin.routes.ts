import type { AppContext } from '../../context';
import { type Handlers, RawJson } from '../../http/handlers';
import {
  allCompanies,
  assignAssets,
  companyDetails,
  createAsset,
  createCompany,
  createUserInCompany,
} from './admin.service';

/** The platform admin's calls (auth 'super' in the contract) but the areas': companies, users, assets. */
export function adminHandlers(app: AppContext): Handlers {
  return {
    adminCreateCompany: async ({ input }) => ({ success: true, id: await createCompany(app, input) }),
    adminCreateUser: async ({ input }) => ({ success: true, id: await createUserInCompany(app, input) }),
    adminAllCompanies: async () => allCompanies(app),
    adminCompanyDetails: async ({ input }) => new RawJson(await companyDetails(app, input.companyId)),
    adminCreateAsset: async ({ input }) => ({ success: true, id: await createAsset(app, input) }),
    adminAssignAssets: async ({ input }) => {
      await assignAssets(app, input.userId, input.assetIds);
      return { success: true };
    },
  };
}
