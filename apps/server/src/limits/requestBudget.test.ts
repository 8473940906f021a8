import { MESSAGES } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { insertCompany } from '../../test/world';
import { loadLimits } from '../config';

let app: TestApp;
beforeAll(async () => {
  const defaults = loadLimits({});
  app = await createTestApp({
    limits: {
      ...defaults,
      loginPerAddress: { max: 3, windowSeconds: 900 },
      resetPerAddress: { max: 2, windowSeconds: 3600 },
      requestsPerToken: { max: 3, windowSeconds: 60 },
      requestsPerAddress: { max: 12, windowSeconds: 60 },
    },
  });
});
afterAll(() => app.close());

describe('abuse limits per address and per token', () => {
  it('answers 429 with Retry-After once a token, then the address, has spent its request budget', async () => {
    // Budgets count requests, valid or not: these tokens are refused (401) but still spend.
    for (let i = 0; i < 3; i++)
      expect((await call(app, 'syncRelations', undefined, 'token-a')).status).toBe(401);
    const spent = await call(app, 'syncRelations', undefined, 'token-a');
    expect(spent.status).toBe(429);
    expect(spent.error).toEqual({ code: 'rate_limited', message: MESSAGES.requestsLimited });
    const retryAfter = Number(spent.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another token still has its budget; the address (4 spent so far) runs out at 12.
    for (let i = 0; i < 3; i++)
      expect((await call(app, 'syncRelations', undefined, 'token-b')).status).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await call(app, 'syncRelations', undefined, `t-${i}`)).status).toBe(401);
    const flooded = await call(app, 'syncRelations', undefined, 'token-c');
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    await app.context.db.execute(sql`DELETE FROM rate_limits`);
  });

  it('charges a signed-in user’s token in the statement that reads the user, and refuses past its budget', async () => {
    const { token } = (await insertCompany(app, app.context.db, 'Budget Co', 'client')).field;
    for (let i = 0; i < 3; i++) expect((await call(app, 'syncRelations', undefined, token)).status).toBe(200);
    const spent = await call(app, 'syncRelations', undefined, token);
    expect(spent.status).toBe(429);
    expect(spent.error).toEqual({ code: 'rate_limited', message: MESSAGES.requestsLimited });
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    await app.context.db.execute(sql`DELETE FROM rate_limits`);
  });

  it('limits failed logins and reset requests per address, whatever the username or email', async () => {
    for (let i = 0; i < 3; i++) {
      const failed = await call(app, 'login', { username: `nobody-${i}`, password: 'x' });
      expect(failed.error?.message).toBe(MESSAGES.loginFailed);
    }
    const locked = await call(app, 'login', { username: 'nobody-else', password: 'x' });
    expect(locked.status).toBe(429);
    expect(locked.error?.message).toBe(MESSAGES.loginLocked);
    for (let i = 0; i < 2; i++) {
      expect((await call(app, 'resetPasswordRequest', { email: `nobody-${i}@example.com` })).status).toBe(
        200,
      );
    }
    const refused = await call(app, 'resetPasswordRequest', { email: 'nobody-else@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(MESSAGES.resetLocked);
  });
});
