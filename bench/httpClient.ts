import { type ChildProcess, fork } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { pool } from './timing';

/**
 * The benchmark's HTTP client, run in a child process so that its own cost (undici, reading 100+ MB
 * bodies, building requests) does not count against the server on the same 2-core machine: a real
 * client sits on another device. The benchmark's process times the calls, as it times the bare SQL.
 */
type Task =
  | { kind: 'get'; url: string; headers: Record<string, string>; keep: number }
  | { kind: 'wire'; urls: string[]; headers: Record<string, string> }
  | { kind: 'pages'; url: string; input: Record<string, unknown>; headers: Record<string, string> }
  | { kind: 'post'; url: string; headers: Record<string, string>; bodies: string[]; concurrency: number };

export interface Answer {
  /** The first `keep` characters of a GET body (all of it for a small one). */
  text: string;
  /** Bytes in the whole GET body. */
  length: number;
  /** The address of each page of a paged GET, in order (`pages`). */
  pageUrls?: string[];
}

/** A GET body as it crossed the wire: bytes received, not decoded, and the encoding the server chose. */
export interface Wire {
  bytes: number;
  encoding: string;
}

/** What `received` keeps of a body: its first `keep` bytes and its last `tail`, decoded; the rest only counted. */
interface Received extends Wire {
  head: string;
  tail: string;
}

/**
 * GET `url`, timed to its last byte: the body is counted as it arrives, and only its head and tail decoded.
 * Decoding a 128 MB body whole is the client's own work, done after the server's is over.
 */
function received(url: string, headers: Record<string, string>, keep = 0, tail = 0): Promise<Received> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const head: Buffer[] = [];
      let kept = 0;
      let last = Buffer.alloc(0);
      let bytes = 0;
      const failed = response.statusCode !== 200;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (kept < keep || failed) {
          head.push(chunk);
          kept += chunk.length;
        }
        if (tail > 0) last = Buffer.concat([last, chunk]).subarray(-tail);
      });
      response.on('end', () => {
        const text = Buffer.concat(head).toString('utf8');
        if (failed) reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 500)}`));
        else
          resolve({
            bytes,
            encoding: response.headers['content-encoding'] ?? 'identity',
            head: text.slice(0, keep),
            tail: last.toString('utf8'),
          });
      });
    }).on('error', reject);
  });
}

async function fetchOk(url: string, init: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

/**
 * The cursor of the next page: the server appends it near the body's end, before only the startOver flag
 * (sync.service.ts), so it is read from the page's tail.
 */
function nextCursor(tail: string): string | null {
  const match = /"nextCursor":(null|"[^"]*")(,"startOver":(true|false))?\}$/.exec(tail);
  if (!match) throw new Error('A page without nextCursor as its last member');
  return JSON.parse(match[1]) as string | null;
}

/** Follow a paged GET (`nextCursor`) from its first page to its last, as the app does. */
async function allPages(task: Extract<Task, { kind: 'pages' }>): Promise<Answer> {
  let cursor: string | null | undefined;
  let length = 0;
  const pageUrls: string[] = [];
  do {
    const input = cursor ? { ...task.input, cursor } : task.input;
    const url = `${task.url}?obj=${encodeURIComponent(JSON.stringify(input))}`;
    const page = await received(url, task.headers, 0, 1000);
    length += page.bytes;
    pageUrls.push(url);
    cursor = nextCursor(page.tail);
  } while (cursor);
  return { text: String(pageUrls.length), length, pageUrls };
}

async function run(task: Task): Promise<Answer | Wire> {
  if (task.kind === 'wire') {
    // The encoding the pages came in; a page too small to be worth compressing comes as it is (identity).
    let bytes = 0;
    let encoding = 'identity';
    for (const url of task.urls) {
      const page = await received(url, task.headers);
      bytes += page.bytes;
      if (page.encoding !== 'identity') encoding = page.encoding;
    }
    return { bytes, encoding };
  }
  if (task.kind === 'pages') return allPages(task);
  if (task.kind === 'get') {
    const body = await received(task.url, task.headers, task.keep);
    return { text: body.head, length: body.bytes };
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

  private ask<T extends Answer | Wire>(task: Task): Promise<T> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: { answer?: T; error?: string }) =>
        reply.answer ? resolve(reply.answer) : reject(new Error(reply.error)),
      );
      this.child.send(task);
    });
  }

  /** GET `url`, timed to its last byte; keeps its first `keep` bytes, decoded. */
  get(url: string, headers: Record<string, string>, keep = 200): Promise<Answer> {
    return this.ask({ kind: 'get', url, headers, keep });
  }

  /** GET each of `urls` (the pages of one pull) and count their bytes on the wire (Accept-Encoding from `headers`). */
  wire(urls: string[], headers: Record<string, string>): Promise<Wire> {
    return this.ask({ kind: 'wire', urls, headers });
  }

  /** GET every page of a paged call at `url` (no query) for `input`; `text` is the number of pages. */
  pages(url: string, input: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
    return this.ask({ kind: 'pages', url, input, headers });
  }

  /** POST every body to `url`, `concurrency` at a time. */
  async postAll(url: string, headers: Record<string, string>, bodies: string[], concurrency: number) {
    await this.ask<Answer>({ kind: 'post', url, headers, bodies, concurrency });
  }

  close(): void {
    this.child.disconnect();
  }
}
