import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@verge/domain';
import { inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/demoAccounts';
import { copyPostgresTemplate } from './testApp';

/*
 * Real server processes for the tests a process boundary matters to: kill -9 in the middle of work, and
 * several instances on one database. Each runs `src/main.ts` as `npm start` would, seeded with the demo data.
 */

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The database the processes of one test file share: a copy of the PostgreSQL template when the suite runs
 * on PostgreSQL (`url`), else none: each process then opens the embedded database in its data folder.
 */
export async function processDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'postgres') return copyPostgresTemplate(template);
  return { url: '', drop: async () => {} };
}

/**
 * A new database with no schema at all (a copy of template0), for processes that must migrate it themselves:
 * instances starting together on a fresh database. PostgreSQL runs only (TEST_DATABASE_URL).
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') throw new Error('Several server processes need TEST_DATABASE_URL');
  return copyPostgresTemplate({ url: template.url, template: 'template0' });
}

export interface ServerProcess {
  readonly port: number;
  readonly dataDir: string;
  /** The server's address, e.g. http://127.0.0.1:41234. */
  readonly base: string;
  /** Start (or start again after a kill) and wait until /health answers. */
  start(): Promise<void>;
  /** kill -9, and wait for the process to be gone. */
  kill(): Promise<void>;
  /** SIGSTOP, and wait until the process is stopped: frozen where it is, it reacts to nothing until killed. */
  pause(): Promise<void>;
  /** Kill and remove the data folder (when the process made it). */
  close(): Promise<void>;
}

export async function serverProcess(options: {
  databaseUrl: string;
  /** A data folder to share (photos on disk, the embedded database); a new one by default. */
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'verge-process-')));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  return {
    port,
    dataDir,
    base,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: options.databaseUrl,
          SEED_DEMO: 'true',
          JWT_SECRET: 'process-test-secret-process-test-secret',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          ...options.env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`The server exited with code ${started.exitCode}`);
        const up = await fetch(`${base}${API_PREFIX}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error(`The server did not start within ${START_TIMEOUT_MS / 1000} s`);
    },
    kill,
    async pause() {
      const pid = child?.pid;
      if (pid === undefined) throw new Error('The server is not running');
      process.kill(pid, 'SIGSTOP');
      // Field 3 of /proc/<pid>/stat is the state: T once stopped.
      const stopped = async () => / T /.test(await readFile(`/proc/${pid}/stat`, 'utf8'));
      while (!(await stopped())) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    async close() {
      await kill();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Call the API of `server` as a client would (JSON in, JSON out): status, body and headers. */
export async function processCall<T>(
  server: { base: string },
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  // A GET without input (the contract's noInput) sends no `obj` at all.
  const query =
    method === 'GET' && input !== undefined ? `?obj=${encodeURIComponent(JSON.stringify(input))}` : '';
  const response = await fetch(`${server.base}${API_PREFIX}${path}${query}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** Log a demo user in on `server`: their token and user id. */
export async function demoLogin(
  server: { base: string },
  username: string,
): Promise<{ token: string; userId: number }> {
  const { status, body } = await processCall<{ token: string }>(server, 'POST', '/login', null, {
    username,
    password: DEMO_PASSWORD,
  });
  if (status !== 200) throw new Error(`Login of ${username} answered ${status}`);
  const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
  return { token: body.token, userId: payload.data.userId as number };
}

/**
 * Open the database of `server` from the test: the PostgreSQL one at `databaseUrl` (also while the process
 * runs), else the embedded one in its data folder, which only one process may open: stop the server first.
 */
export async function withProcessDatabase<T>(
  server: ServerProcess,
  databaseUrl: string,
  use: (handle: DbHandle) => Promise<T>,
): Promise<T> {
  const handle = databaseUrl
    ? await openPostgres(databaseUrl)
    : await openPglite({ dataDir: join(server.dataDir, 'db') });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}
