import { MESSAGES } from '@verge/domain';
import { HttpError, loadErrorMessage, RequestPreconditionError } from '../../core/errors';

/** The server refused the attempt for the login limits (429): the username or the address is locked out a while. */
export function isLockedOut(error: unknown): boolean {
  return error instanceof HttpError && error.status === 429;
}

/**
 * The snackbar text for a login that failed: wrong credentials (401, or input the server or the contract
 * refuses) say so, a lockout says to wait — the right password is refused too until it ends, so the wrong-password
 * text would mislead — and anything else (no answer, a server error) is the load error.
 */
export function loginErrorMessage(error: unknown): string {
  if (isLockedOut(error)) return MESSAGES.loginLocked;
  const wrongCredentials =
    error instanceof RequestPreconditionError ||
    (error instanceof HttpError && (error.status === 401 || error.status === 400));
  return wrongCredentials ? MESSAGES.loginFailed : loadErrorMessage(error);
}
