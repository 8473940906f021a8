import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The platform admin the e2e server is started with. */
export const E2E_ADMIN = { username: 'e2e.platform', password: 'e2e-platform-pass' } as const;

/** Demo logins seeded on the fresh database (apps/server seed), password 'verge-demo'. */
export const DEMO_PASSWORD = 'verge-demo';
export const DEMO = {
  clientAdmin: 'northern.admin',
  clientField: 'northern.field',
  providerAdmin: 'clearcut.admin',
  providerField: 'clearcut.field',
} as const;

/** Servers (and workers) of an e2e run: VERGE_E2E_WORKERS, else 2 (the CI machine has two cores). */
export const E2E_SERVERS = Math.max(1, Number(process.env.VERGE_E2E_WORKERS) || 2);

/** The port of server `index`: the run's base port plus the index. */
export function serverPort(index: number): number {
  const base = Number(process.env.VERGE_E2E_BASE_PORT);
  if (!base) throw new Error('VERGE_E2E_BASE_PORT is not set (playwright.config.ts sets it)');
  return base + index;
}

/** This process's server: a worker's own (by its parallel index), the first one in the runner. */
export function workerPort(): number {
  return serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/**
 * The local tile server of server `index` (e2e/tileServer.ts), its offline imagery and LSD grid source, below the
 * servers' ports; by default this process's (a worker's own, as workerPort): tests that count what it served or
 * make it fail see only their own worker's requests.
 */
export function tileServerUrl(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): string {
  return `http://127.0.0.1:${serverPort(0) - 1 - index}`;
}

/** Where globalSetup records the servers it started, for globalTeardown. */
export function serverStateFile(): string {
  return join(tmpdir(), `verge-e2e-servers-${serverPort(0)}.json`);
}
