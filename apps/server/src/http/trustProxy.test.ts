import { API_PREFIX, MESSAGES } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { loadLimits, loadTrustProxy } from '../config';
import { rows } from '../db/sql';

/** The balancer in a private subnet; the client behind it, whose own address the balancer appends. */
const BALANCER = '10.0.3.7';
const CLIENT = '203.0.113.7';

type ApiError = { error: { message: string } };

/** A failed login through the balancer, the client having forged `forged` as the left-most entry. */
async function loginThroughBalancer(app: TestApp, username: string, forged: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: `${API_PREFIX}/login`,
    remoteAddress: BALANCER,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${CLIENT}` },
    payload: JSON.stringify({ username, password: 'wrong' }),
  });
  return { status: response.statusCode, message: (JSON.parse(response.body) as ApiError).error.message };
}

async function addressesCounted(app: TestApp): Promise<string[]> {
  const counted = await rows<{ key: string }>(
    app.context.db,
    sql`SELECT key FROM rate_limits WHERE bucket = 'login_address' ORDER BY key`,
  );
  return counted.map((row) => row.key);
}

describe('TRUST_PROXY naming the balancer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ trustProxy: loadTrustProxy('10.0.0.0/16') });
  });
  afterAll(() => app.close());

  it('counts the right-most untrusted address: a forged left-most entry does not escape the per-address limit', async () => {
    const { max } = loadLimits({}).loginPerAddress;
    const answers = [];
    for (let i = 0; i < max + 2; i++)
      answers.push(await loginThroughBalancer(app, `nobody-${i}`, `198.51.${i >> 8}.${i & 255}`));
    expect(answers.slice(0, max).every((answer) => answer.status === 401)).toBe(true);
    expect(answers.slice(max)).toEqual([
      { status: 429, message: MESSAGES.loginLocked },
      { status: 429, message: MESSAGES.loginLocked },
    ]);
    expect(await addressesCounted(app)).toEqual([CLIENT]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      trustProxy: loadTrustProxy('1'),
      limits: { ...loadLimits({}), loginPerAddress: { max: 3, windowSeconds: 900 } },
    });
  });
  afterAll(() => app.close());

  it('takes the client as the entry the one balancer appended', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await loginThroughBalancer(app, `nobody-${i}`, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await addressesCounted(app)).toEqual([CLIENT]);
  });
});
