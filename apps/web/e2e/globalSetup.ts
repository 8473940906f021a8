import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN, serverStateFile } from './env';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const serverDir = join(webDir, '..', 'server');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
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

/** Build the web app when missing, then start the real server on a fresh embedded database with demo data. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(webDir, 'dist', 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the web app failed');
  }
  const port = process.env.VERGE_E2E_PORT;
  if (!port) throw new Error('VERGE_E2E_PORT is not set (playwright.config.ts sets it)');
  // A server already answering on VERGE_E2E_PORT (started by hand while developing tests) is used as is.
  if (
    await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    return;
  const dataDir = mkdtempSync(join(tmpdir(), 'verge-e2e-'));
  const server = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  writeFileSync(serverStateFile, JSON.stringify({ pid: server.pid, dataDir }));
  await waitForHealth(`http://127.0.0.1:${port}`, server, 240_000);
}
