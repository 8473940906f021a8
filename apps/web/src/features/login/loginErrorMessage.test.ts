import { MESSAGES } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { HttpError, NoResponseError, RequestPreconditionError } from '../../core/errors';
import { isLockedOut, loginErrorMessage } from './loginErrorMessage';

const lockout = new HttpError(429, 'rate_limited', MESSAGES.loginLocked, [], '600');

describe('loginErrorMessage', () => {
  it('says to wait when the login is locked out (429), not that loading failed', () => {
    expect(loginErrorMessage(lockout)).toBe(MESSAGES.loginLocked);
    expect(isLockedOut(lockout)).toBe(true);
  });

  it('says the username or password is wrong for 401, 400 and input the contract refuses', () => {
    expect(loginErrorMessage(new HttpError(401, 'unauthorized', MESSAGES.loginFailed))).toBe(
      MESSAGES.loginFailed,
    );
    expect(loginErrorMessage(new HttpError(400, 'validation', 'Invalid input'))).toBe(MESSAGES.loginFailed);
    expect(loginErrorMessage(new RequestPreconditionError('Invalid input'))).toBe(MESSAGES.loginFailed);
    expect(isLockedOut(new HttpError(401, 'unauthorized', MESSAGES.loginFailed))).toBe(false);
  });

  it('gives the load error for anything else: no answer (offline) or a server error', () => {
    expect(loginErrorMessage(new NoResponseError(new TypeError('Failed to fetch')))).toBe(
      MESSAGES.offlineCached,
    );
    expect(loginErrorMessage(new HttpError(500, 'internal', 'Request 7 failed'))).toBe(MESSAGES.loadError);
    expect(loginErrorMessage(new Error('boom'))).toBe(MESSAGES.loadError);
  });
});
