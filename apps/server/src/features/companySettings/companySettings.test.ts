import { DUPLICATE_DISTANCE_DEFAULT_M } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendTwice } from '../../../test/commands';
import { databaseFingerprint } from '../../../test/fingerprint';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { firstRow } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const distanceOf = async (companyId: number) =>
  (
    await firstRow<{ m: number }>(
      app.context.db,
      sql`SELECT duplicate_distance_m AS m FROM companies WHERE id = ${companyId}`,
    )
  )?.m;

/** The company as the device's app pull receives it. */
const pulledCompany = async (token: string, userId: number) =>
  (await call(app, 'syncApp', { userId }, token)).body.company;

describe('POST /api/company/duplicateDistance', () => {
  it('sets the client admin’s own company’s distance, which the next app pull carries', async () => {
    const { admin, field } = world.client;
    expect(await pulledCompany(field.token, field.id)).toMatchObject({
      duplicateDistanceM: DUPLICATE_DISTANCE_DEFAULT_M,
    });
    const res = await call(app, 'companySetDuplicateDistance', { duplicateDistanceM: 40 }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await distanceOf(world.client.companyId)).toBe(40);
    expect(await pulledCompany(field.token, field.id)).toMatchObject({ duplicateDistanceM: 40 });
    // 0 turns the warning off; the rival company keeps its own.
    expect(
      (await call(app, 'companySetDuplicateDistance', { duplicateDistanceM: 0 }, admin.token)).status,
    ).toBe(200);
    expect(await distanceOf(world.client.companyId)).toBe(0);
    expect(await distanceOf(world.rival.companyId)).toBe(DUPLICATE_DISTANCE_DEFAULT_M);
  });

  it('refuses a distance out of range or not whole with 400, storing nothing', async () => {
    const before = await databaseFingerprint(app.context.db);
    for (const duplicateDistanceM of [-1, 501, 12.5]) {
      const res = await call(
        app,
        'companySetDuplicateDistance',
        { duplicateDistanceM },
        world.client.admin.token,
      );
      expect(res.status).toBe(400);
    }
    const missing = await call(app, 'companySetDuplicateDistance', {} as never, world.client.admin.token);
    expect(missing.status).toBe(400);
    expect(await databaseFingerprint(app.context.db)).toEqual(before);
  });

  it('answers 401 without a token, 403 to a field user and to a service provider’s admin', async () => {
    const before = await distanceOf(world.client.companyId);
    expect((await call(app, 'companySetDuplicateDistance', { duplicateDistanceM: 30 })).status).toBe(401);
    for (const token of [world.client.field.token, world.provider.admin.token, world.provider.field.token]) {
      const res = await call(app, 'companySetDuplicateDistance', { duplicateDistanceM: 30 }, token);
      expect(res.status).toBe(403);
    }
    expect(await distanceOf(world.client.companyId)).toBe(before);
    expect(await distanceOf(world.provider.companyId)).toBe(DUPLICATE_DISTANCE_DEFAULT_M);
  });

  it('lets another company’s admin set only their own company’s distance', async () => {
    const before = await distanceOf(world.client.companyId);
    const res = await call(
      app,
      'companySetDuplicateDistance',
      { duplicateDistanceM: 75 },
      world.rival.admin.token,
    );
    expect(res.status).toBe(200);
    expect(await distanceOf(world.rival.companyId)).toBe(75);
    expect(await distanceOf(world.client.companyId)).toBe(before);
  });

  it('applies a repeated command once: a change made meanwhile is not undone by the retry', async () => {
    const { admin } = world.client;
    await sendTwice(app, 'companySetDuplicateDistance', { duplicateDistanceM: 60 }, admin.token, async () => {
      expect(await distanceOf(world.client.companyId)).toBe(60);
      await call(app, 'companySetDuplicateDistance', { duplicateDistanceM: 15 }, admin.token);
    });
    expect(await distanceOf(world.client.companyId)).toBe(15);
  });
});
