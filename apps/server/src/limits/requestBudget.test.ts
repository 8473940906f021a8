import { createHash } from 'node:crypto';
import { API_PREFIX, contract, MESSAGES } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { insertCompany } from '../../test/world';
import { buildApp } from '../app';
import { loadLimits } from '../config';
import { firstRow } from '../db/sql';
import { BUDGET_FLUSH_MS, flushRequestBudget } from './requestBudget';

/** The rate_limits statements the primary ran: what the request budget costs the database. */
const budgetWrites: string[] = [];

let app: TestApp;
beforeAll(async () => {
  const defaults = loadLimits({});
  app = await createTestApp(
    {
      limits: {
        ...defaults,
        loginPerAddress: { max: 3, windowSeconds: 900 },
        resetPerAddress: { max: 2, windowSeconds: 3600 },
        requestsPerToken: { max: 3, windowSeconds: 60 },
        requestsPerAddress: { max: 12, windowSeconds: 60 },
      },
    },
    { db: { logger: { logQuery: (query) => void (/rate_limits/.test(query) && budgetWrites.push(query)) } } },
  );
});
afterAll(() => app.close());

/** One GET of the relations pull from `address`, with `token` when given (inject cannot otherwise pick an address). */
async function pull(server: FastifyInstance, address: string, token?: string) {
  const response = await server.inject({
    method: 'GET',
    url: `${API_PREFIX}${contract.syncRelations.path}`,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The shared count of `bucket`'s `key` in the database (0 without a row). */
async function sharedHits(bucket: string, key: string): Promise<number> {
  const row = await firstRow<{ hits: number }>(
    app.context.db,
    sql`SELECT hits FROM rate_limits WHERE bucket = ${bucket} AND key = ${key}`,
  );
  return row?.hits ?? 0;
}

describe('request budget per address and per token', () => {
  it('answers a flood 429 with Retry-After: a token past its budget, then its address; health checks spend nothing', async () => {
    const { token } = (await insertCompany(app, app.context.db, 'Flood Co', 'client')).field;
    const address = '192.0.2.1';
    for (let i = 0; i < 3; i++) expect((await pull(app.server, address, token)).status).toBe(200);
    const spent = await pull(app.server, address, token);
    expect(spent.status).toBe(429);
    expect(spent.body).toEqual({ error: { code: 'rate_limited', message: MESSAGES.requestsLimited } });
    const retryAfter = Number(spent.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Tokens that do not verify are answered 401 and held by the address's budget (4 spent so far, 12 in all).
    for (let i = 0; i < 8; i++) expect((await pull(app.server, address, `bogus-${i}`)).status).toBe(401);
    const flooded = await pull(app.server, address);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    const health = await app.server.inject({
      url: `${API_PREFIX}${contract.health.path}`,
      remoteAddress: address,
    });
    expect(health.statusCode).toBe(200);
  });

  it('is shared by two instances on one database within a flush', async () => {
    const { token } = (await insertCompany(app, app.context.db, 'Shared Co', 'client')).field;
    const second = await buildApp({ config: app.config, handle: app.context.handle });
    try {
      await second.server.ready();
      // Instance A spends two of the token's three requests and writes them.
      for (let i = 0; i < 2; i++) expect((await pull(app.server, '192.0.2.2', token)).status).toBe(200);
      await flushRequestBudget(app.server);
      // B's view is its own hit until it flushes; its flush brings it everyone's: the token is spent on B.
      expect((await pull(second.server, '192.0.2.3', token)).status).toBe(200);
      await flushRequestBudget(second.server);
      const refused = await pull(second.server, '192.0.2.3', token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A still counts 2 + its own: what one instance lets through within a flush interval is the overshoot…
      expect((await pull(app.server, '192.0.2.2', token)).status).toBe(200);
      // …and its next flush brings it B's hits.
      await flushRequestBudget(app.server);
      expect((await pull(app.server, '192.0.2.2', token)).status).toBe(429);
      expect(await sharedHits('requests_token', tokenKey(token))).toBe(4);
    } finally {
      await second.server.close();
    }
  });

  it('writes the budgets of many requests in one statement per flush, not one per request', async () => {
    const address = '192.0.2.4';
    await flushRequestBudget(app.server);
    const before = budgetWrites.length;
    const requests = 10;
    for (let i = 0; i < requests; i++) expect((await pull(app.server, address)).status).toBe(401);
    // The instance's timer writes them within a flush interval, in one statement.
    await new Promise((resolve) => setTimeout(resolve, BUDGET_FLUSH_MS * 1.5));
    expect(await sharedHits('requests_address', address)).toBe(requests);
    expect(budgetWrites.length - before).toBeLessThanOrEqual(2);
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
