import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { setDuplicateDistance } from './companySettings.service';

export function companySettingsHandlers(app: AppContext): Handlers {
  return {
    companySetDuplicateDistance: async ({ input, viewer }) => {
      await setDuplicateDistance(app, viewer, input.duplicateDistanceM);
      return { success: true };
    },
  };
}
