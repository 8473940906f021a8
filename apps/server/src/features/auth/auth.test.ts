import { APP_VERSION, MESSAGES } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMailDrop } from '../../../test/mailDrop';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { users } from '../../db/schema';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

describe('POST /api/login', () => {
  it('returns a token whose payload carries the user id and super flag', async () => {
    const res = await call(app, 'login', {
      username: world.client.admin.username,
      password: 'correct-horse',
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-app-version']).toBe(APP_VERSION);
    const payload = await app.context.tokens.verify(res.body.token);
    expect(payload?.data).toEqual({ userId: world.client.admin.id, isSuper: false });
    expect(payload!.exp - payload!.iat).toBe(app.config.tokenTtlSeconds);
  });

  it('matches the username ignoring case', async () => {
    const res = await call(app, 'login', {
      username: world.client.field.username.toUpperCase(),
      password: 'correct-horse',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with the spec text', async () => {
    const res = await call(app, 'login', { username: world.client.admin.username, password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.error?.message).toBe(MESSAGES.loginFailed);
  });

  it('refuses an empty username as a validation error', async () => {
    const res = await call(app, 'login', { username: ' ', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('validation');
    expect(res.error?.details?.[0].path).toBe('username');
  });

  it('refuses the platform admin on the company login', async () => {
    const res = await call(app, 'login', { username: world.superUser.username, password: 'correct-horse' });
    expect(res.status).toBe(401);
  });

  it('refuses a deactivated user, and their existing token stops working', async () => {
    const { rival } = world;
    await app.context.db.update(users).set({ is_active: false }).where(sql`id = ${rival.field.id}`);
    const res = await call(app, 'login', { username: rival.field.username, password: 'correct-horse' });
    expect(res.status).toBe(401);
    const sync = await call(app, 'syncRelations', undefined, rival.field.token);
    expect(sync.status).toBe(401);
    await app.context.db.update(users).set({ is_active: true }).where(sql`id = ${rival.field.id}`);
  });

  it('lets exactly the per-username limit of parallel failures through, then 429 with Retry-After even for the right password', async () => {
    const username = world.rival.admin.username;
    const { max, windowSeconds } = app.config.limits.loginPerUsername;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call(app, 'login', { username, password: `wrong-${i}` })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - max);
    const blocked = await call(app, 'login', { username: username.toUpperCase(), password: 'correct-horse' });
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual({ code: 'rate_limited', message: MESSAGES.loginLocked });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    await app.context.db.execute(sql`DELETE FROM rate_limits`);
  });

  it('does not count a successful login against the limit', async () => {
    const { username } = world.client.admin;
    const { max } = app.config.limits.loginPerUsername;
    for (let i = 0; i < max + 2; i++) {
      expect((await call(app, 'login', { username, password: 'correct-horse' })).status).toBe(200);
    }
    expect((await call(app, 'login', { username, password: 'wrong' })).status).toBe(401);
  });
});

describe('tokens on every call', () => {
  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    expect((await call(app, 'syncRelations', undefined)).status).toBe(401);
    expect((await call(app, 'syncRelations', undefined, 'not-a-jwt')).status).toBe(401);
    const { tokenService } = await import('../../auth/tokens');
    const expired = await tokenService(app.config.jwtSecret, -10).issue(world.client.admin.id, false, 0);
    expect((await call(app, 'syncRelations', undefined, expired)).status).toBe(401);
  });

  it('sends a refreshed X-Token once more than half of the lifetime has passed', async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ data: { userId: world.client.admin.id, isSuper: false } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 1000)
      .setExpirationTime(now + 500)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const res = await call(app, 'syncRelations', undefined, old);
    expect(res.status).toBe(200);
    const fresh = await app.context.tokens.verify(String(res.headers['x-token']));
    expect(fresh?.data.userId).toBe(world.client.admin.id);
    const young = await call(app, 'syncRelations', undefined, world.client.admin.token);
    expect(young.headers['x-token']).toBeUndefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).error.code).toBe('not_found');
  });
});

describe('platform admin login and logout', () => {
  it('logs the super user in and refuses company users with the admin text', async () => {
    const ok = await call(app, 'adminLogin', {
      username: world.superUser.username,
      password: 'correct-horse',
    });
    expect(ok.status).toBe(200);
    expect((await app.context.tokens.verify(ok.body.token))?.data.isSuper).toBe(true);
    const refused = await call(app, 'adminLogin', {
      username: world.client.admin.username,
      password: 'correct-horse',
    });
    expect(refused.status).toBe(401);
    expect(refused.error?.message).toBe(MESSAGES.adminLoginFailed);
  });

  it('logs out a super user only', async () => {
    expect((await call(app, 'adminLogout', undefined, world.superUser.token)).body).toEqual({
      success: true,
    });
    expect((await call(app, 'adminLogout', undefined, world.client.admin.token)).status).toBe(403);
    expect((await call(app, 'adminLogout', undefined)).status).toBe(401);
  });
});

describe('password reset', () => {
  async function latestMail(): Promise<string> {
    const mails = await readMailDrop(app);
    return mails[mails.length - 1].text;
  }

  it('mails a 36-character single-use link that sets the password', async () => {
    const user = world.client.field;
    const res = await call(app, 'resetPasswordRequest', { email: user.email });
    expect(res.body).toEqual({ success: true });
    const mail = await latestMail();
    expect(mail).toContain(`To: ${user.email}`);
    const token = /reset-password\?x=([0-9a-f-]{36})/.exec(mail)?.[1];
    expect(token).toHaveLength(36);
    const submit = await call(app, 'resetPasswordSubmission', { token: token!, newPassword: 'new-secret' });
    expect(submit.body).toEqual({ success: true });
    expect((await call(app, 'login', { username: user.username, password: 'new-secret' })).status).toBe(200);
    const again = await call(app, 'resetPasswordSubmission', { token: token!, newPassword: 'other-secret' });
    expect(again.body).toEqual({ success: false });
  });

  const requestToken = async (email: string): Promise<string> => {
    expect((await call(app, 'resetPasswordRequest', { email })).status).toBe(200);
    return /reset-password\?x=([0-9a-f-]{36})/.exec(await latestMail())![1];
  };

  it('voids the older tokens of the user once a newer one is used', async () => {
    const { email } = world.provider.admin;
    const older = await requestToken(email);
    const newer = await requestToken(email);
    expect((await call(app, 'resetPasswordSubmission', { token: newer, newPassword: 'newer' })).body).toEqual(
      {
        success: true,
      },
    );
    expect((await call(app, 'resetPasswordSubmission', { token: older, newPassword: 'older' })).body).toEqual(
      {
        success: false,
      },
    );
  });

  it('lets only one of two tokens of a user submitted at once set the password', async () => {
    const { email } = world.provider.admin;
    const tokens = [await requestToken(email), await requestToken(email)];
    const answers = await Promise.all(
      tokens.map((token) => call(app, 'resetPasswordSubmission', { token, newPassword: 'raced' })),
    );
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
  });

  it('ends every session issued before the reset', async () => {
    const user = world.provider.field;
    expect((await call(app, 'syncRelations', undefined, user.token)).status).toBe(200);
    const token = await requestToken(user.email);
    await call(app, 'resetPasswordSubmission', { token, newPassword: 'after-reset' });
    const old = await call(app, 'syncRelations', undefined, user.token);
    expect(old.status).toBe(401);
    const login = await call(app, 'login', { username: user.username, password: 'after-reset' });
    expect((await call(app, 'syncRelations', undefined, login.body.token)).status).toBe(200);
  });

  it('limits reset requests per email, known or not, with 429 and Retry-After', async () => {
    const { max } = app.config.limits.resetPerEmail;
    for (const email of [world.rival.field.email, 'nobody-here@example.com']) {
      for (let i = 0; i < max; i++) {
        expect((await call(app, 'resetPasswordRequest', { email: email.toUpperCase() })).status).toBe(200);
      }
      const refused = await call(app, 'resetPasswordRequest', { email });
      expect(refused.status).toBe(429);
      expect(refused.error?.message).toBe(MESSAGES.resetLocked);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    await app.context.db.execute(sql`DELETE FROM rate_limits`);
  });

  it('refuses an expired token', async () => {
    await call(app, 'resetPasswordRequest', { email: world.rival.admin.email });
    const token = /reset-password\?x=([0-9a-f-]{36})/.exec(await latestMail())![1];
    await app.context.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`,
    );
    const res = await call(app, 'resetPasswordSubmission', { token, newPassword: 'new-secret' });
    expect(res.body).toEqual({ success: false });
  });

  it('answers success for an unknown address without sending mail, and validates input', async () => {
    const before = (await readMailDrop(app)).length;
    expect((await call(app, 'resetPasswordRequest', { email: 'nobody@example.com' })).body).toEqual({
      success: true,
    });
    expect((await readMailDrop(app)).length).toBe(before);
    expect((await call(app, 'resetPasswordRequest', { email: 'not-an-email' })).status).toBe(400);
    expect((await call(app, 'resetPasswordSubmission', { token: 'short', newPassword: 'abcd' })).status).toBe(
      400,
    );
    expect(
      (await call(app, 'resetPasswordSubmission', { token: 'x'.repeat(36), newPassword: 'abc' })).status,
    ).toBe(400);
  });
});
