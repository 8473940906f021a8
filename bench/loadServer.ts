import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX } from '@verge/domain';

/**
 * The built server as `npm start` runs it (`node dist/main.js`, NODE_ENV=production), in a process of its own
 * whose memory and CPU can be read from /proc: the load bench measures the instance, not its own client.
 */

/**
 * Build the server's production bundle afresh (the source may have moved on since the last build) and copy it
 * into the bench's own folder, so that another build of the shared dist during a run changes nothing under the
 * running server. The copy sits as deep under the repository as dist/ does: its bare imports resolve from the
 * root's node_modules, and REPO_ROOT (three folders up) is the same.
 */
export function buildServerCopy(repoRoot: string, into: string): string {
  execFileSync('npm', ['run', 'build', '-w', '@verge/server'], { cwd: repoRoot, stdio: 'inherit' });
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  cpSync(join(repoRoot, 'apps', 'server', 'dist'), into, { recursive: true });
  return join(into, 'main.js');
}

export interface LoadServer {
  base: string;
  pid: number;
  /** SIGTERM, as a balancer's drain sends it, and wait for the exit. */
  stop: () => Promise<void>;
}

/** Start `main` with `env` on `port`, its output in `logPath`, and wait for /api/health (the seed included). */
export async function startLoadServer(
  main: string,
  port: number,
  env: Record<string, string>,
  logPath: string,
): Promise<LoadServer> {
  const log = openSync(logPath, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}); see ${logPath}`);
    const ok = await fetch(`${base}${API_PREFIX}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not answer /api/health within 180 s; see ${logPath}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (child.pid === undefined) throw new Error('The server has no process id');
  return {
    base,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The kernel's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), or null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process or one of its threads has used (/proc/<pid>[/task/<tid>]/stat), or null
 * once it is gone. The fields are counted after the command name, which may hold spaces but ends with ')'.
 */
export function cpuSeconds(pid: number, tid?: number): number | null {
  try {
    const path = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime: fields 14 and 15 of proc(5); the text after the name starts at field 3, the state.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * A thread's scheduling state (proc(5): R running, S sleeping, D waiting on the disk uninterruptibly, …), or null
 * once it is gone: a main thread that sleeps while requests wait is waiting on something else than the CPU.
 */
export function threadState(pid: number, tid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2);
  } catch {
    return null;
  }
}
