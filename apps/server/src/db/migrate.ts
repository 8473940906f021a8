import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';
import { rows } from './sql';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: replicas starting together wait for one another instead of racing the same migration. */
const MIGRATION_LOCK = 72_431_905;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Apply committed SQL migrations not yet applied, each in its own transaction, in file-name order; then
 * `derive`, under the same lock: what is generated from code rather than written in a migration.
 */
export function migrate(
  root: DbHandle,
  derive: (handle: DbHandle) => Promise<unknown> = async () => {},
): Promise<string[]> {
  return root.session((handle) => migrateOn(handle, derive));
}

async function migrateOn(
  handle: DbHandle,
  derive: (handle: DbHandle) => Promise<unknown>,
): Promise<string[]> {
  // Locked first: two CREATE TABLE IF NOT EXISTS racing on a fresh database can fail (duplicate pg_type row).
  if (handle.kind === 'postgres') await handle.db.execute(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await handle.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await rows<{ name: string }>(handle.db, sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      const script = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
      const name = file.replace(/'/g, "''");
      await handle.exec(
        `BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
      );
      applied.push(file);
    }
    await derive(handle);
    return applied;
  } finally {
    if (handle.kind === 'postgres')
      await handle.db.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
