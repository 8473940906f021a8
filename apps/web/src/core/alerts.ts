import type { AlertType } from '@verge/domain';
import { callApi } from './api/client';

/** A user's alerts live on the server only (the mail they trigger is sent there): these calls need a connection. */
export const listAlerts = (userId: number) => callApi('alertsGet', { userId });
export const createAlert = (userId: number, type: AlertType) =>
  callApi('alertsCreate', { userId, alert_type: type });
export const removeAlert = (id: number) => callApi('alertsRemove', { id });
