import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setDemoDuplicateDistance } from './api';
import { E2E_ADMIN, E2E_SERVERS, serverPort, serverStateFile, tileServerUrl } from './env';
import { createServerDatabase } from './serverDatabase';
import { startTileServer } from './tileServer';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const serverDir = join(webDir, '..', 'server');

export async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

export interface Started {
  url: string;
  server: ChildProcess;
  dataDir: string;
}

/**
 * A server on a fresh embedded database with demo data, or null when one already answers on the port. Tests
 * run it with response validation on; the Lighthouse bench as production runs it. Given a `dataDir` it starts
 * on that folder's database instead (a restart: the engine suite stops and starts its server to go offline).
 */
export async function startServer(
  port: number,
  nodeEnv: 'test' | 'production' = 'test',
  dataDir?: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Started | null> {
  const url = `http://127.0.0.1:${port}`;
  // A server already answering (started by hand while developing tests) is used as is.
  if (
    await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    return null;
  dataDir ??= mkdtempSync(join(tmpdir(), 'verge-e2e-'));
  // The compiled server, as `npm start` runs it (built by `build`).
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: nodeEnv,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  return { url, server, dataDir };
}

/** `npm run build` in one workspace; throws when it fails. */
export function build(workspace: string): void {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
}

/**
 * Build the web app when missing and the server always (a second or two, so the tests never run a stale
 * one), then start one server per worker (see playwright.config.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(webDir, 'dist', 'index.html'))) build('@verge/web');
  build('@verge/server');
  // Offline maps are offered from each server's own tile server, a second source just for offline use (the map's
  // imagery stays the default Esri, which the tests answer by routing), and the LSD grid comes from it too.
  const started = await Promise.all(
    Array.from({ length: E2E_SERVERS }, async (_, index) => {
      const tiles = tileServerUrl(index);
      await startTileServer(Number(new URL(tiles).port));
      const database = createServerDatabase(serverPort(index));
      const server = await startServer(serverPort(index), 'test', undefined, {
        MAP_OFFLINE_TILE_URL: `${tiles}/{z}/{x}/{y}.png`,
        LSD_WMS_URL: `${tiles}/ats/wms`,
        LSD_WMS_OFFLINE: 'allowed',
        ...(database ? { DATABASE_URL: database } : {}),
      });
      return server && { ...server, database };
    }),
  );
  const servers = started.filter((s) => s !== null);
  // Recorded before waiting, so that globalTeardown stops them even when one fails to come up.
  writeFileSync(
    serverStateFile(),
    JSON.stringify(
      servers.map(({ server, dataDir, url, database }) => ({ pid: server.pid, dataDir, url, database })),
    ),
  );
  await Promise.all(servers.map(({ url, server }) => waitForHealth(url, server, 240_000)));
  // The flows record issues at the same few spots again and again: the warning is duplicate-warning.test.ts's.
  await Promise.all(
    Array.from({ length: E2E_SERVERS }, (_, index) =>
      setDemoDuplicateDistance(0, `http://127.0.0.1:${serverPort(index)}`),
    ),
  );
}
