import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { dismissEditNotice } from './editNotices.service';

export function editNoticesHandlers(app: AppContext): Handlers {
  return {
    editNoticesDismiss: async ({ input, viewer }) => {
      await dismissEditNotice(app, viewer, input.id);
      return { success: true };
    },
  };
}
