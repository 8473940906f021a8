import { spawnSync } from 'node:child_process';

/**
 * With TEST_DATABASE_URL set (CI sets it to a throw-away PostgreSQL database), each e2e server runs on a database
 * of its own on that PostgreSQL server instead of the embedded one: the same product on the database production
 * runs, at a fraction of the embedded database's CPU on a 2-core machine. The embedded database stays under test in
 * CI through the server suite's developers' runs and the engine suite, whose servers stop and restart on it.
 */
function psql(url: string, statement: string): void {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed (${statement}): ${result.stderr}`);
}

/** A fresh database for the server on `port`, as a connection URL; null without TEST_DATABASE_URL. */
export function createServerDatabase(port: number): string | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const name = `verge_e2e_${port}`;
  psql(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(url, `CREATE DATABASE ${name}`);
  return Object.assign(new URL(url), { pathname: `/${name}` }).toString();
}

/** Drop a database createServerDatabase made. */
export function dropServerDatabase(database: string): void {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  psql(url, `DROP DATABASE IF EXISTS ${new URL(database).pathname.slice(1)} WITH (FORCE)`);
}
