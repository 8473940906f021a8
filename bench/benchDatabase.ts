import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openPglite, openPostgres } from '../apps/server/src/db/client';
import { prepareDatabase } from '../apps/server/src/prepareDatabase';

/** Where a bench builds its data: a fresh embedded database in a folder, or a disposable PostgreSQL database. */
export type BenchDatabase = { dataDir: string } | { url: string };

/** The bench's database, emptied (embedded) or taken as given (PostgreSQL), then migrated and seeded. */
export async function openBenchDatabase(target: BenchDatabase): Promise<DbHandle> {
  let handle: DbHandle;
  if ('url' in target) {
    handle = await openPostgres(target.url);
    await handle.exec('CREATE EXTENSION IF NOT EXISTS postgis');
  } else {
    rmSync(target.dataDir, { recursive: true, force: true });
    handle = await openPglite({ dataDir: target.dataDir });
  }
  await prepareDatabase(handle);
  return handle;
}

export const benchDataDir = (dir: string, name: string): string => join(dir, '.data', name);

/** The PostgreSQL server the benches make their throw-away databases on (the local one by default). */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throw-away database on the PostgreSQL server at `url`: its address, and how to drop it. */
export async function scratchPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `verge_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
