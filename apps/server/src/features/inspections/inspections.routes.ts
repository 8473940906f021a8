import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { createInspection, deleteInspection, editInspection } from './inspections.service';

export function inspectionsHandlers(app: AppContext): Handlers {
  return {
    inspectionsCreate: async ({ input, viewer }) => createInspection(app, viewer, input),
    inspectionsUpdate: async ({ input, viewer }) => {
      await editInspection(app, viewer, input);
      return { success: true };
    },
    inspectionsDelete: async ({ input, viewer }) => {
      await deleteInspection(app, viewer, input.id);
      return { success: true };
    },
  };
}
