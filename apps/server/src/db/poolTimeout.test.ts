import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@verge/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, newIssue, type TestApp } from '../../test/testApp';
import { createWorld, type World } from '../../test/world';

/**
 * PostgreSQL only (vitest.config.ts POSTGRES_ONLY): the embedded database is one connection, with no pool to
 * wait on. A call that finds every pooled connection taken waits a bounded time, then answers 503.
 */
let small: TestApp;
let world: World;
beforeAll(async () => {
  small = await createTestApp({}, { db: { pool: { max: 2, acquireTimeoutMs: 300 } } });
  world = await createWorld(small);
});
afterAll(() => small.close());

it('answers 503 when no pooled connection frees up in time, instead of hanging', async () => {
  const { admin, areaIds } = world.client;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Both connections of the pool taken, for as long as the test says.
  const holders = [0, 1].map(() => small.context.handle.session(() => held));
  try {
    const started = performance.now();
    const res = await Promise.race([
      call(small, 'issuesCreate', newIssue(areaIds[0], admin.id), admin.token),
      sleep(3_000).then(() => null),
    ]);
    expect(res?.status).toBe(503);
    expect(res?.error?.message).toBe(MESSAGES.databaseUnavailable);
    expect(performance.now() - started).toBeLessThan(1_000);
  } finally {
    release();
    await Promise.all(holders);
  }
  const res = await call(small, 'issuesCreate', newIssue(areaIds[0], admin.id), admin.token);
  expect(res.status).toBe(200);
});
