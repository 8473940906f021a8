import { join } from 'node:path';
import type { Config } from '../config';
import { type DbHandle, openPglite, openPostgres } from './client';
import { prepareDatabase } from './prepare';

/** The configured database, migrated and holding the reference lists. */
export async function openDatabase(config: Config): Promise<DbHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { pool: config.databasePool })
    : await openPglite({ dataDir: join(config.dataDir, 'db') });
  await prepareDatabase(handle);
  return handle;
}

/**
 * The database the sync pulls read from: a connection pool on the read replica (DATABASE_READ_URL, never
 * migrated: it follows the primary), else the primary's own handle.
 */
export async function openReadDatabase(config: Config, primary: DbHandle): Promise<DbHandle> {
  return config.databaseReadUrl
    ? openPostgres(config.databaseReadUrl, { pool: config.databasePool })
    : primary;
}
