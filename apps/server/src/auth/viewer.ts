import type { CompanyType, UserRoleId } from '@verge/domain';

/** The signed-in caller as every service sees it. */
export interface Viewer {
  userId: number;
  isSuper: boolean;
  companyId: number;
  companyType: CompanyType;
  roleId: UserRoleId;
  firstName: string;
  lastName: string;
}

export const isAdmin = (viewer: Viewer): boolean => viewer.roleId === 1 || viewer.roleId === 2;
export const isClient = (viewer: Viewer): boolean => viewer.companyType === 'client';
/** Client admin (role 1 of a client company): edit, copy, provider assignment. */
export const isClientAdmin = (viewer: Viewer): boolean => isClient(viewer) && viewer.roleId === 1;
