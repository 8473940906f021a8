import { existsSync, readFileSync, rmSync } from 'node:fs';
import { serverStateFile } from './env';

/** Stop the servers started by globalSetup (each whole process group) and remove their data folders. */
export default async function globalTeardown(): Promise<void> {
  const file = serverStateFile();
  if (!existsSync(file)) return;
  const servers = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; dataDir: string }[];
  signal(servers, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  signal(servers, 'SIGKILL');
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
  rmSync(file, { force: true });
}

function signal(servers: readonly { pid: number }[], name: NodeJS.Signals): void {
  for (const { pid } of servers) {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  }
}
