import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { createCulvert, editCulvert } from './culverts.service';

export function culvertsHandlers(app: AppContext): Handlers {
  return {
    culvertsCreate: async ({ input, viewer }) => createCulvert(app, viewer, input),
    culvertsUpdate: async ({ input, viewer }) => {
      await editCulvert(app, viewer, input);
      return { success: true };
    },
  };
}
