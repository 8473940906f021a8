import { existsSync, readFileSync, rmSync } from 'node:fs';
import { serverStateFile } from './env';

/** Stop the server started by globalSetup (its whole process group) and remove its data folder. */
export default async function globalTeardown(): Promise<void> {
  if (!existsSync(serverStateFile)) return;
  const { pid, dataDir } = JSON.parse(readFileSync(serverStateFile, 'utf8')) as {
    pid: number;
    dataDir: string;
  };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // stopped
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverStateFile, { force: true });
}
