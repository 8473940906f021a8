import type { AssetSyncResponse } from '@verge/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { createWorld, type World } from '../../../test/world';

/**
 * The sync pulls read from the read handle (DATABASE_READ_URL, a replica in production); the primary serves
 * only what every call does first: the token's user re-read and the request budget. Both handles here are
 * on one database, each with its own statement log.
 */
let app: TestApp;
let world: World;
const primary: string[] = [];
const replica: string[] = [];

beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      db: { logger: { logQuery: (query) => void primary.push(query) } },
      readDb: { logger: { logQuery: (query) => void replica.push(query) } },
    },
  );
  world = await createWorld(app);
});

afterAll(() => app.close());

/** The statements each handle ran while `pull` ran; the pull must answer 200. */
async function statementsOf(pull: () => Promise<{ status: number }>) {
  const [before, beforeRead] = [primary.length, replica.length];
  expect((await pull()).status).toBe(200);
  return { primary: primary.slice(before), replica: replica.slice(beforeRead) };
}

/** What authenticating a call and spending from its request budget run on the primary. */
const CALL_OVERHEAD = /token_version|rate_limits/;

it('reads the app, asset (full, paged and incremental) and relation pulls from the read handle', async () => {
  const { admin, assetId } = world.client;
  const full = await call(app, 'syncAsset', { assetId, userId: admin.id }, admin.token);
  const { since } = full.body as AssetSyncResponse;
  const pulls = {
    app: () => call(app, 'syncApp', { userId: admin.id }, admin.token),
    appChanges: () => call(app, 'syncApp', { userId: admin.id, since }, admin.token),
    assetFull: () => call(app, 'syncAsset', { assetId, userId: admin.id }, admin.token),
    assetPage: () => call(app, 'syncAsset', { assetId, userId: admin.id, limit: 2 }, admin.token),
    assetChanges: () => call(app, 'syncAsset', { assetId, userId: admin.id, since }, admin.token),
    relations: () => call(app, 'syncRelations', undefined, admin.token),
  };
  for (const [name, pull] of Object.entries(pulls)) {
    const ran = await statementsOf(pull);
    expect(ran.replica.length, name).toBeGreaterThan(0);
    expect(
      ran.primary.filter((query) => !CALL_OVERHEAD.test(query)),
      name,
    ).toEqual([]);
  }
});

it('keeps writes on the primary', async () => {
  const { admin } = world.client;
  const ran = await statementsOf(() =>
    call(app, 'alertsCreate', { userId: admin.id, alert_type: 'New Issue' }, admin.token),
  );
  expect(ran.replica).toEqual([]);
  expect(ran.primary.some((query) => /insert into "?alerts/i.test(query))).toBe(true);
});
