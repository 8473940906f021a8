import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import {
  createCulvert,
  createInspection,
  deleteInspection,
  editCulvert,
  editInspection,
} from './culverts.service';

export function culvertsHandlers(app: AppContext): Handlers {
  return {
    culvertsCreate: async ({ input, viewer }) => createCulvert(app, viewer, input),
    culvertsUpdate: async ({ input, viewer }) => {
      await editCulvert(app, viewer, input);
      return { success: true };
    },
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
