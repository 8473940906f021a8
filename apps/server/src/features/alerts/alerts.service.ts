import { type Alert, type AlertType, alertTypesFor } from '@verge/domain';
import { isAdmin, type Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, found } from '../../errors';
import { findCompanyUser } from '../users';
import { deleteAlert, findCompanyAlert, insertAlert, listAlerts } from './alerts.queries';

/**
 * Admins manage the alerts of their company's users, anyone else only their own. Users of other
 * companies look missing (404); a non-admin reaching for a colleague is refused (403).
 */
async function checkManages(app: AppContext, viewer: Viewer, userId: number): Promise<void> {
  found(await findCompanyUser(app.db, userId, viewer.companyId), 'User');
  if (!isAdmin(viewer) && userId !== viewer.userId) throw forbidden('You can only manage your own alerts');
}

export async function createAlert(
  app: AppContext,
  viewer: Viewer,
  userId: number,
  type: AlertType,
): Promise<number> {
  await checkManages(app, viewer, userId);
  if (!alertTypesFor(viewer.companyType).includes(type)) {
    throw badRequest(`The alert '${type}' is not available to this company`);
  }
  const id = await insertAlert(app.db, userId, type);
  if (id === undefined) throw conflict(`This user already has the alert '${type}'`);
  return id;
}

export async function getAlerts(app: AppContext, viewer: Viewer, userId: number): Promise<Alert[]> {
  await checkManages(app, viewer, userId);
  return listAlerts(app.db, userId);
}

export async function removeAlert(app: AppContext, viewer: Viewer, alertId: number): Promise<void> {
  const alert = found(await findCompanyAlert(app.db, alertId, viewer.companyId), 'Alert');
  await checkManages(app, viewer, alert.user_id);
  await deleteAlert(app.db, alert.id);
}
