import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Processes the suite started (each the leader of its own process group: detached), stopped with their whole
 * group when asked and, whatever happens, when this process exits.
 */
const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const killAll = () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
};
process.once('exit', killAll);
// Detached groups do not get the terminal's Ctrl+C: pass it on, then end as the signal would have.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15));
  });
}

/** Keep track of a detached child so that it never outlives the suite. */
export function owned<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Stop a child's process group: SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopGroup(child: ChildProcess, graceMs = 2_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL');
    running.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Whatever the leader left behind in its group (a browser the driver started) goes too.
  signalGroup(child, 'SIGKILL');
  running.delete(child);
}

/** A TCP port nobody listens on right now (the OS's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Keep the last `max` lines a stream wrote. */
export function keepLines(stream: NodeJS.ReadableStream | null, into: string[], max = 400): void {
  let partial = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    into.push(...lines.filter((line) => line.trim() !== ''));
    if (into.length > max) into.splice(0, into.length - max);
  });
}
