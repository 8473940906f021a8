import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/prepareDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/** Database name in a postgres URL replaced by another. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Build the migrated, reference-seeded template once per run: initialising PGlite with PostGIS costs
 * ~15 s, loading a dump ~4 s; on PostgreSQL each test file gets `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `verge_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openPostgres(withDatabase(url, template));
    await prepareDatabase(handle);
    await handle.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openPglite({});
  await prepareDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  const dumpFile = join(tmpdir(), `verge-test-template-${process.pid}.tar.gz`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return async () => {
    await rm(dumpFile, { force: true });
  };
}
