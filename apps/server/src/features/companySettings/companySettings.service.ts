import { requireClientAdmin } from '../../access/roles';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { updateDuplicateDistance } from './companySettings.queries';

/**
 * The duplicate warning's distance of the admin's own company (issue 39). Client admins only: the warning is about
 * the asset owner's issues, which only client companies record. Devices receive it with their next app pull.
 */
export async function setDuplicateDistance(app: AppContext, viewer: Viewer, metres: number): Promise<void> {
  requireClientAdmin(viewer);
  await updateDuplicateDistance(app.db, viewer.companyId, metres);
}
