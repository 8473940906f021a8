import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import {
  assignAssetsAsAdmin,
  assignIssuesToUser,
  createUserAsAdmin,
  sendFeedback,
  toggleUserActivation,
} from './users.service';

export function usersHandlers(app: AppContext): Handlers {
  return {
    usersCreate: async ({ input, viewer }) => ({
      newUserId: await createUserAsAdmin(app, viewer, input),
    }),
    usersToggleActivation: async ({ input, viewer }) => {
      await toggleUserActivation(app, viewer, input.id);
      return { success: true };
    },
    usersAssignAssets: async ({ input, viewer }) => {
      await assignAssetsAsAdmin(app, viewer, input.userId, input.assetIds);
      return { success: true };
    },
    usersAssignIssues: async ({ input, viewer }) => {
      await assignIssuesToUser(app, viewer, input.userId, input.issueIds);
      return { success: true };
    },
    usersFeedback: async ({ input, viewer }) => {
      await sendFeedback(app, viewer, input);
      return { success: true };
    },
  };
}
