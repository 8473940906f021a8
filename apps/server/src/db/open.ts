import { join } from 'node:path';
import type { Config } from '../config';
import { type DbHandle, openPglite, openPostgres } from './client';

/** The configured database: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR/db. */
export function openDatabase(config: Config): Promise<DbHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { pool: config.databasePool })
    : openPglite({ dataDir: join(config.dataDir, 'db') });
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
