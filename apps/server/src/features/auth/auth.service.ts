import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@verge/domain';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { ApiError, unauthorized } from '../../errors';
import { queueMail } from '../../mail/mailQueue';
import {
  clearFailures,
  consumeResetToken,
  findLoginUser,
  findUserByEmail,
  recentFailures,
  recordFailure,
  storeResetToken,
} from './auth.queries';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_LIMIT_PER_USERNAME = 10;
export const LOGIN_LIMIT_PER_ADDRESS = 50;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * Check a username and password. Failed attempts are counted per username and per address in the
 * database (so every replica sees them); past the limit the answer is 429 before the password is looked at.
 */
export async function authenticateUser(
  app: AppContext,
  credentials: { username: string; password: string },
  address: string,
  kind: 'company' | 'super',
): Promise<string> {
  const { username, password } = credentials;
  const failures = await recentFailures(app.db, username, address, LOGIN_WINDOW_SECONDS);
  if (failures.by_user >= LOGIN_LIMIT_PER_USERNAME || failures.by_address >= LOGIN_LIMIT_PER_ADDRESS) {
    throw new ApiError('rate_limited', 'Too many login attempts. Please wait a few minutes and try again.');
  }
  const user = await findLoginUser(app.db, username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  const allowed =
    !!user && passwordOk && user.is_active && (kind === 'super' ? user.is_super : !user.is_super);
  if (!user || !allowed) {
    await recordFailure(app.db, username, address);
    throw unauthorized(kind === 'super' ? MESSAGES.adminLoginFailed : MESSAGES.loginFailed);
  }
  await clearFailures(app.db, username);
  return app.tokens.issue(user.id, user.is_super);
}

/** Mails a single-use reset link. Answers the same whether or not the address is known. */
export async function requestPasswordReset(app: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) {
    app.log.info({ email }, 'password reset requested for an unknown address');
    return;
  }
  const token = randomUUID();
  await storeResetToken(app.db, token, user.id, RESET_TOKEN_TTL_SECONDS);
  const link = `${app.config.publicUrl}/reset-password?x=${token}`;
  await queueMail(app, [
    {
      to: user.email,
      subject: 'Verge password reset',
      text: [
        `Hello ${user.first_name},`,
        '',
        'Someone asked to reset the password of your Verge account. To choose a new password, open:',
        link,
        '',
        `The link works once and expires in ${RESET_TOKEN_TTL_SECONDS / 60} minutes. If you did not ask for this, ignore this mail.`,
      ].join('\n'),
    },
  ]);
}

export async function submitPasswordReset(
  app: AppContext,
  token: string,
  newPassword: string,
): Promise<boolean> {
  return consumeResetToken(app.db, token, await hashPassword(newPassword));
}
