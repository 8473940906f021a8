import { isAdmin, isClient, isClientAdmin, type Viewer } from '../auth/viewer';
import { forbidden } from '../errors';

/** Company admins (roles 1 and 2): users, alerts, assigning issues to users. */
export function requireAdmin(viewer: Viewer): void {
  if (!isAdmin(viewer)) throw forbidden('Company admins only');
}

/** Client companies own assets: creating and editing issues, culverts, inspections, sub-assets, species. */
export function requireClient(viewer: Viewer): void {
  if (!isClient(viewer)) throw forbidden('Only the asset owner’s users can do this');
}

/** Client admin (role 1): issue edit, copy, provider management and assignment. */
export function requireClientAdmin(viewer: Viewer): void {
  if (!isClientAdmin(viewer)) throw forbidden('Client admins only');
}
