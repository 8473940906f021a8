import { existsSync, readFileSync, rmSync } from 'node:fs';
import { serverStateFile } from './env';
import { dropServerDatabase } from './serverDatabase';

/** Stop the servers started by globalSetup (each whole process group) and remove their data folders and databases. */
export default async function globalTeardown(): Promise<void> {
  const file = serverStateFile();
  if (!existsSync(file)) return;
  const servers = JSON.parse(readFileSync(file, 'utf8')) as {
    pid: number;
    dataDir: string;
    database: string | null;
  }[];
  signal(servers, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  signal(servers, 'SIGKILL');
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
  for (const { database } of servers) if (database) dropServerDatabase(database);
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
