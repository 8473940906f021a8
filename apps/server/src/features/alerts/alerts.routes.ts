import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { createAlert, getAlerts, removeAlert } from './alerts.service';

export function alertsHandlers(app: AppContext): Handlers {
  return {
    alertsCreate: async ({ input, viewer }) => ({
      success: true,
      id: await createAlert(app, viewer, input.userId, input.alert_type),
    }),
    alertsGet: async ({ input, viewer }) => getAlerts(app, viewer, input.userId),
    alertsRemove: async ({ input, viewer }) => {
      await removeAlert(app, viewer, input.id);
      return { success: true };
    },
  };
}
