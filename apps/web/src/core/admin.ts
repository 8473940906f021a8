import type { CallInput, CallOutput } from '@verge/domain';
import { callApi } from './api/client';

/**
 * The platform admin's calls. They are online only and hold no local rows: the admin pages show what the
 * server answers and ask again after a change.
 */
export type CompanyDetailsAnswer = CallOutput<'adminCompanyDetails'>;

export const adminLogin = (input: CallInput<'adminLogin'>) => callApi('adminLogin', input);
export const adminLogout = () => callApi('adminLogout');
export const listCompanies = () => callApi('adminAllCompanies');
export const companyDetails = (companyId: number) => callApi('adminCompanyDetails', { companyId });
export const createCompany = (input: CallInput<'adminCreateCompany'>) => callApi('adminCreateCompany', input);
export const createCompanyUser = (input: CallInput<'adminCreateUser'>) => callApi('adminCreateUser', input);
export const createAsset = (input: CallInput<'adminCreateAsset'>) => callApi('adminCreateAsset', input);
export const assignAssets = (input: CallInput<'adminAssignAssets'>) => callApi('adminAssignAssets', input);
export const assetAreas = (assetId: number) => callApi('adminAssetAreas', { assetId });
export const createArea = (input: CallInput<'adminCreateArea'>) => callApi('adminCreateArea', input);
export const importAreas = (input: CallInput<'adminImportAreas'>) => callApi('adminImportAreas', input);
