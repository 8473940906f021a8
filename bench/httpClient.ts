import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pool } from './timing';

/**
 * The benchmark's HTTP client, run in a child process so that its own cost (undici, reading 100+ MB
 * bodies, building requests) does not count against the server on the same 2-core machine: a real
 * client sits on another device. The benchmark's process times the calls, as it times the bare SQL.
 */
type Task =
  | { kind: 'get'; url: string; headers: Record<string, string>; keep: number }
  | { kind: 'post'; url: string; headers: Record<string, string>; bodies: string[]; concurrency: number };

export interface Answer {
  /** The first `keep` characters of a GET body (all of it for a small one). */
  text: string;
  /** Characters in the whole GET body. */
  length: number;
}

async function fetchOk(url: string, init: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

async function run(task: Task): Promise<Answer> {
  if (task.kind === 'get') {
    const text = await fetchOk(task.url, { headers: task.headers });
    return { text: text.slice(0, task.keep), length: text.length };
  }
  await pool(task.bodies.length, task.concurrency, async (i) => {
    await fetchOk(task.url, { method: 'POST', headers: task.headers, body: task.bodies[i] });
  });
  return { text: '', length: 0 };
}

const CHILD = 'VERGE_BENCH_HTTP_CLIENT';

if (process.env[CHILD]) {
  process.on('message', (task: Task) => {
    run(task).then(
      (answer) => process.send?.({ answer }),
      (error: Error) => process.send?.({ error: error.message }),
    );
  });
}

/** The client in its own process (started with this process's tsx loader): one task at a time. */
export class HttpClient {
  private readonly child: ChildProcess = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, [CHILD]: '1' },
  });

  private ask(task: Task): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: { answer?: Answer; error?: string }) =>
        reply.answer ? resolve(reply.answer) : reject(new Error(reply.error)),
      );
      this.child.send(task);
    });
  }

  /** GET `url`, body read whole; keeps its first `keep` characters. */
  get(url: string, headers: Record<string, string>, keep = 200): Promise<Answer> {
    return this.ask({ kind: 'get', url, headers, keep });
  }

  /** POST every body to `url`, `concurrency` at a time. */
  async postAll(url: string, headers: Record<string, string>, bodies: string[], concurrency: number) {
    await this.ask({ kind: 'post', url, headers, bodies, concurrency });
  }

  close(): void {
    this.child.disconnect();
  }
}
