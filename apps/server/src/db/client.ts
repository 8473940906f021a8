import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import { MESSAGES } from '@verge/domain';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_POOL, type PoolSettings } from '../config';
import { ApiError } from '../errors';
import { PREPARED_MARK } from './preparedStatements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** Run `fn` on one connection (session-level locks need it; PGlite has only one). */
  session<T>(fn: (handle: DbHandle) => Promise<T>): Promise<T>;
}

/** Options of both databases: `logger` sees every statement Drizzle sends (tests count them). */
export interface DbOptions {
  logger?: Logger;
  /** PostgreSQL only (PGlite is one connection); config.ts's defaults when left out. */
  pool?: PoolSettings;
}

export function pgliteHandle(client: PGlite, options: DbOptions = {}): DbHandle {
  const handle: DbHandle = {
    db: drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
    session: (fn) => fn(handle),
  };
  return handle;
}

/** The embedded database in `dataDir` (or in memory, or loaded from a dump for tests). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } & DbOptions,
): Promise<DbHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { postgis },
  });
  await client.waitReady;
  await client.exec("SET TIME ZONE 'UTC'");
  return pgliteHandle(client, options);
}

/** A query's config with a name when its text carries the mark of `prepared` (preparedStatements.ts): the hash of its text. */
function namedWhenMarked(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config)) return config;
  const { text } = config;
  if (typeof text !== 'string' || !text.startsWith(PREPARED_MARK) || ('name' in config && config.name))
    return config;
  return { ...config, name: `verge_${createHash('sha1').update(text).digest('base64url')}` };
}

/** Send the statements marked by `prepared` as named prepared statements on this connection. */
function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(namedWhenMarked(config), ...rest)) as typeof client.query;
}

/**
 * pg-pool's own query() drops its connection after any error, a refused statement included, and the next one
 * opens a new connection (30+ ms each here: 5,000 refused statements took over two minutes, and bad requests
 * churned connections). Run on a checked-out connection and hand it back instead: the pool still drops one
 * whose connection broke (no longer queryable or ending).
 */
function keepConnectionsOnStatementErrors(pool: pg.Pool): void {
  pool.query = (async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  }) as typeof pool.query;
}

/**
 * A connection the pool cannot hand out in time (every one busy past the acquire timeout, or the server not
 * answering) is a 503 the client retries, not a request left hanging or a 500; the cause goes to the log.
 */
function unavailableWhenNoConnection(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = (async () => {
    try {
      return await connect();
    } catch (error) {
      const unavailable = new ApiError('unavailable', MESSAGES.databaseUnavailable);
      unavailable.cause = error;
      throw unavailable;
    }
  }) as typeof pool.connect;
}

export async function openPostgres(url: string, options: DbOptions = {}): Promise<DbHandle> {
  const { max, acquireTimeoutMs } = options.pool ?? DEFAULT_POOL;
  // UTC sessions: timestamps serialise the same way as on the embedded database. No JIT: the sync
  // statements are estimated costly enough to be compiled, and compiling took longer (2–3 s) than it saved.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: acquireTimeoutMs,
    options: '-c TimeZone=UTC -c jit=off',
  });
  // An idle connection the server ends (restart, failover, DROP DATABASE … FORCE) is dropped from the pool
  // and replaced on next use; without a listener pg raises it as an uncaught exception and kills the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  pool.on('connect', prepareMarkedStatements);
  unavailableWhenNoConnection(pool);
  keepConnectionsOnStatementErrors(pool);
  await pool.query('select 1');
  const bind = (runner: pg.Pool | pg.PoolClient): Omit<DbHandle, 'close' | 'session'> => ({
    db: drizzlePg(runner, { schema, logger: options.logger }) as unknown as Db,
    kind: 'postgres',
    exec: async (script) => {
      await runner.query(script);
    },
  });
  return {
    ...bind(pool),
    close: () => pool.end(),
    session: async (fn) => {
      const client = await pool.connect();
      try {
        const bound: DbHandle = { ...bind(client), close: async () => {}, session: (inner) => inner(bound) };
        return await fn(bound);
      } finally {
        client.release();
      }
    },
  };
}
