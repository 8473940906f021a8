import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { rows } from './sql';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the database', () => {
  it('keeps answering after thousands of failed statements in a row', async () => {
    // PGlite before 0.5.9 answered every statement with 'stack depth limit exceeded' after about 2,000
    // failed ones, until the process restarted (anyone could cause it with bad requests).
    const { db } = app.context;
    let failed = 0;
    for (let i = 0; i < 5_000; i += 1) {
      await db.execute(sql`select 1 / ${0}::int`).catch(() => {
        failed += 1;
      });
    }
    expect(failed).toBe(5_000);
    expect(await rows(db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
  }, 120_000);
});
