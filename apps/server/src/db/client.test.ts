import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { PREPARED_MARK, prepared } from './preparedStatements';
import { rows } from './sql';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the database', () => {
  it('runs a prepared() statement as a named prepared statement on PostgreSQL, once per connection', async () => {
    const { db, handle } = app.context;
    const next = (n: number) => prepared(sql`SELECT ${n}::int + 1 AS next`);
    expect(await rows(db, next(1))).toEqual([{ next: 2 }]);
    expect(await rows(db, next(2))).toEqual([{ next: 3 }]);
    if (handle.kind !== 'postgres') return;
    await db.transaction(async (tx) => {
      await rows(tx, next(3));
      const named = await rows<{ name: string }>(
        tx,
        sql`SELECT name FROM pg_prepared_statements WHERE statement = ${`${PREPARED_MARK}SELECT $1::int + 1 AS next`}`,
      );
      expect(named).toHaveLength(1);
    });
  });

  it('keeps its connection after a refused statement (a new one costs tens of milliseconds on PostgreSQL)', async () => {
    const { db } = app.context;
    const backend = async () => (await rows<{ pid: number }>(db, sql`select pg_backend_pid() AS pid`))[0].pid;
    const before = await backend();
    for (let i = 0; i < 20; i += 1) await db.execute(sql`select 1 / ${0}::int`).catch(() => {});
    expect(await backend()).toBe(before);
  });

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
