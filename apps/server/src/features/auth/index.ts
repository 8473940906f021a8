/** Login and password reset. */
export { pruneResetTokens } from './auth.queries';
export { authHandlers } from './auth.routes';
