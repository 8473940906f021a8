import { LOCAL_DB_NAMES } from '@verge/domain';

/** Build mode → local database name: production `verge`, staging `staging-verge`, anything else `local-verge`. */
export function localDatabaseName(mode: string): string {
  if (mode === 'production') return LOCAL_DB_NAMES.production;
  if (mode === 'staging') return LOCAL_DB_NAMES.staging;
  return LOCAL_DB_NAMES.local;
}

export const DATABASE_NAME = localDatabaseName(import.meta.env.MODE);
