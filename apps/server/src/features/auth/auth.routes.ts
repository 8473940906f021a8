import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import { authenticateUser, requestPasswordReset, submitPasswordReset } from './auth.service';

export function authHandlers(app: AppContext): Handlers {
  return {
    login: async ({ input, request }) => ({
      token: await authenticateUser(app, input, request.ip, 'company'),
    }),
    adminLogin: async ({ input, request }) => ({
      success: true,
      token: await authenticateUser(app, input, request.ip, 'super'),
    }),
    // Tokens are stateless; logging out is the client dropping its token.
    adminLogout: async () => ({ success: true }),
    resetPasswordRequest: async ({ input, request }) => {
      await requestPasswordReset(app, input.email, request.ip);
      return { success: true };
    },
    resetPasswordSubmission: async ({ input }) => ({
      success: await submitPasswordReset(app, input.token, input.newPassword),
    }),
  };
}
