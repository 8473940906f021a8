import type { DbHandle } from './db/client';
import { migrate } from './db/migrate';
import { installIssueSyncRows } from './features/issues';
import { seedReference } from './seed/seedReference';

/** A database ready for the server: migrated, its stored read shapes installed, the reference lists seeded. */
export async function prepareDatabase(handle: DbHandle): Promise<void> {
  await migrate(handle, installIssueSyncRows);
  await seedReference(handle.db);
}
