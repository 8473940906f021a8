// Kept apart from the user and company schemas: every screen's session needs these, the login route included,
// and it loads no schema library.

/** Roles 1 (client admin) and 2 (third-party admin). */
export const isAdminRole = (roleId: number): boolean => roleId === 1 || roleId === 2;

/** A missing company type counts as third party. */
export function isClientCompany(company: { company_type?: string | null } | null | undefined): boolean {
  return company?.company_type === 'client';
}
