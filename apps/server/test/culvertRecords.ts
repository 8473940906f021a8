import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { firstRow } from '../src/db/sql';
import { call, newCulvert, type TestApp } from './testApp';
import type { World } from './world';

/** A culvert created through its call, on the client's main asset by its field user unless told otherwise. */
export async function createCulvert(
  app: TestApp,
  world: World,
  assetId = world.client.assetId,
  token = world.client.field.token,
) {
  const res = await call(app, 'culvertsCreate', newCulvert(assetId), token);
  expect(res.status).toBe(200);
  return res.body;
}

/** The culvert's updated_at as text, to see whether a write bumped it. */
export const culvertUpdatedAt = async (app: TestApp, id: number) =>
  (
    await firstRow<{ t: string }>(
      app.context.db,
      sql`SELECT updated_at::text AS t FROM culverts WHERE id = ${id}`,
    )
  )?.t;
