import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type DbHandle, openPglite, openPostgres } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { seedReference } from '../apps/server/src/db/seed/seedReference';

/** A fresh embedded database in `dataDir`, or the (dedicated, disposable) DATABASE_URL; migrated and seeded. */
export async function openBenchDatabase(dataDir: string): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  let handle: DbHandle;
  if (url) {
    handle = await openPostgres(url);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    handle = await openPglite({ dataDir });
  }
  await migrate(handle);
  await seedReference(handle.db);
  return handle;
}

export const benchDataDir = (dir: string, name: string): string => join(dir, '.data', name);
