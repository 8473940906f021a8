import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@verge/domain';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { unauthorized } from '../../errors';
import { spend } from '../../limits/rateLimits';
import { type Counter, refund } from '../../limits/rateLimits.queries';
import { queueMail } from '../../mail/mailQueue';
import { consumeResetToken, findLoginUser, findUserByEmail, storeResetToken } from './auth.queries';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * Check a username and password. Every attempt is counted per username and per address in the database
 * (rateLimits.ts) before the password is looked at; past either limit the answer is 429. A login that
 * succeeds is refunded, so the limits count failed attempts (and attempts still in flight).
 */
export async function authenticateUser(
  app: AppContext,
  credentials: { username: string; password: string },
  address: string,
  kind: 'company' | 'super',
): Promise<string> {
  const { username, password } = credentials;
  const { loginPerUsername, loginPerAddress } = app.config.limits;
  const attempt: Counter[] = [
    { bucket: 'login_username', key: username.toLowerCase(), limit: loginPerUsername },
    { bucket: 'login_address', key: address, limit: loginPerAddress },
  ];
  await spend(app.db, attempt, MESSAGES.loginLocked);
  const user = await findLoginUser(app.db, username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
  const allowed =
    !!user && passwordOk && user.is_active && (kind === 'super' ? user.is_super : !user.is_super);
  if (!user || !allowed)
    throw unauthorized(kind === 'super' ? MESSAGES.adminLoginFailed : MESSAGES.loginFailed);
  await refund(app.db, attempt);
  return app.tokens.issue(user.id, user.is_super, user.token_version);
}

/**
 * Mails a single-use reset link. Answers the same whether or not the address is known; requests are
 * limited per email and per client address alike, so the limit reveals no accounts either.
 */
export async function requestPasswordReset(app: AppContext, email: string, address: string): Promise<void> {
  const { resetPerEmail, resetPerAddress } = app.config.limits;
  await spend(
    app.db,
    [
      { bucket: 'reset_email', key: email.toLowerCase(), limit: resetPerEmail },
      { bucket: 'reset_address', key: address, limit: resetPerAddress },
    ],
    MESSAGES.resetLocked,
  );
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
