import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, ASSET_PAGE_ROWS, type CallName, contract, type USER_ROLES } from '@verge/domain';
import pg from 'pg';
import sharp from 'sharp';
import { benchDataDir, POSTGRES_URL, scratchPostgres } from './benchDatabase';
import { callUrl } from './callUrl';
import { type IssueArea, issueRequest } from './issueRequest';
import {
  buildServerCopy,
  cpuSeconds,
  type LoadServer,
  rssMb,
  startLoadServer,
  threadState,
} from './loadServer';
import { type CallFigures, CallStats, describeFailures, type Failure, Samples, Tally } from './loadStats';
import { type DatabaseKind, writeResults } from './resultsFile';
import { pool } from './timing';

/**
 * `npm run bench:load`: the capacity of one instance. The built server runs as `npm start` runs it, on a fresh
 * database with the demo data, and this process plays many devices and a few admins at once against it, on an
 * open-loop schedule: every call starts at its planned time whether or not earlier ones have answered, and the
 * first call of each planned action is timed from that planned time, so a server that falls behind shows it in
 * the latencies instead of slowing the load down (coordinated omission).
 */
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = join(BENCH_DIR, '..');
const RESULTS = join(BENCH_DIR, 'results.md');

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const DEVICES = Number(process.env.BENCH_LOAD_DEVICES ?? 200);
const CREATES_PER_SECOND = Number(process.env.BENCH_LOAD_CREATES_PER_SECOND ?? 10);
const ADMINS = Number(process.env.BENCH_LOAD_ADMINS ?? 3);
/** Each device syncs (app, reference lists, its asset's changes) this often, the devices spread over it. */
const PULL_INTERVAL_S = 30;
/** Each admin exports this often: the asset in full, page by page as the web pulls it, and an issue's PDF. */
const EXPORT_INTERVAL_S = 30;
/** Thumbnails a device shows after a pull: of the newest issues with photos it received. */
const THUMBS_PER_PULL = 3;
/** A call without an answer by then is counted as failed ('timeout'). */
const REQUEST_TIMEOUT_MS = 60_000;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
/** The bench's ports: 47400 and up. */
const PORTS: Record<DatabaseKind, number> = { pglite: 47400, postgres: 47401 };
const DEMO_ADMIN = { username: 'northern.admin', password: 'verge-demo' };
const PASSWORD = 'bench-load-password';

/** The calls measured, as the table names them. */
const CALLS = {
  app: 'GET /update, incremental',
  relations: 'GET /update/relations',
  asset: 'GET /update/asset, incremental',
  cycle: "a device's sync (the three above, from its planned start)",
  create: 'POST /vegetationIssues',
  upload: 'POST /photos/upload',
  thumb: 'GET /photos/thumb/{key}',
  exportPage: `GET /update/asset, full, pages of ${ASSET_PAGE_ROWS.toLocaleString('en-US')} rows (admin)`,
  pdf: 'GET /vegetationIssues/pdf (admin)',
} as const;
type Call = keyof typeof CALLS;

/** p95 budgets in ms; every call also has an error budget of none. */
const P95_BUDGET_MS: Record<Call, number> = {
  app: 1_000,
  relations: 1_000,
  asset: 1_000,
  cycle: 2_000,
  create: 2_000,
  upload: 2_000,
  thumb: 1_000,
  exportPage: 2_000,
  pdf: 5_000,
};

/** proc(5)'s thread states, as the report names them. */
const THREAD_STATES: Record<string, string> = {
  R: 'running or waiting for a core',
  S: 'sleeping (waiting for work or an answer)',
  D: 'waiting on the disk',
};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The user id a token carries (its payload is not checked here: the server checks it on every call). */
function tokenUserId(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    data: { userId: number };
  };
  return payload.data.userId;
}

/** A call made while setting up: it must succeed, and it is not measured. */
async function setupCall<T>(base: string, name: CallName, token: string | null, input?: unknown): Promise<T> {
  const { method } = contract[name];
  const response = await fetch(callUrl(base, name, method === 'GET' ? input : undefined), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface PulledIssue {
  id: number;
  areaId: number;
  gps_point: { coordinates: [number, number] } | null;
  photos: string[];
  hidden: boolean;
}
interface AssetPage {
  since: string;
  issues: PulledIssue[];
  nextCursor?: string | null;
}

/** A simulated device: a field user with a token, the asset it works on, and its own sync markers. */
interface Device {
  userId: number;
  headers: Record<string, string>;
  asset: BenchAsset;
  appSince: string;
  assetSince: string;
}

/** A demo asset: where new issues go (areas with a point inside, from its issues) and issues to print. */
interface BenchAsset {
  id: number;
  areas: IssueArea[];
  issueIds: number[];
}

function failureOf(error: unknown): Failure {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return `network ${cause?.code ?? (error instanceof Error ? error.message : String(error))}`;
}

/** A run on one server: its address, and each call's latencies and failures. */
interface Run {
  base: string;
  stats: CallStats;
  /** Issues each device's incremental pull brought (the other devices' new ones, and the sync overlap's). */
  pulledIssues: Samples;
}

/**
 * One measured call, timed from `from` (its planned start when it begins an action, else now) to its last
 * byte; the body when it succeeded, else null (the failure recorded by status).
 */
async function measured(
  { stats }: Run,
  call: Call,
  url: string,
  init: RequestInit,
  from = performance.now(),
): Promise<Buffer | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - from;
    stats.record(call, ms, response.ok ? undefined : response.status);
    return response.ok ? body : null;
  } catch (error) {
    stats.record(call, performance.now() - from, failureOf(error));
    return null;
  }
}

const json = <T>(body: Buffer | null): T | null => (body ? (JSON.parse(body.toString('utf8')) as T) : null);

/** A device's sync, as the app runs it (pull.ts): app, reference lists, then its asset's changes, page by page. */
async function deviceSync(run: Run, device: Device, planned: number): Promise<void> {
  const { base, stats } = run;
  const app = json<{ since: string }>(
    await measured(
      run,
      'app',
      callUrl(base, 'syncApp', { userId: device.userId, since: device.appSince }),
      { headers: device.headers },
      planned,
    ),
  );
  if (!app) return;
  device.appSince = app.since;
  if (!(await measured(run, 'relations', callUrl(base, 'syncRelations'), { headers: device.headers })))
    return;
  const keys: string[] = [];
  let issues = 0;
  let cursor: string | null | undefined;
  let since: string | undefined;
  do {
    const input = { assetId: device.asset.id, userId: device.userId, since: device.assetSince };
    const page = json<AssetPage>(
      await measured(run, 'asset', callUrl(base, 'syncAsset', cursor ? { ...input, cursor } : input), {
        headers: device.headers,
      }),
    );
    if (!page) return;
    since = page.since;
    issues += page.issues.length;
    for (const issue of page.issues) keys.push(...issue.photos);
    cursor = page.nextCursor;
  } while (cursor);
  device.assetSince = since;
  stats.record('cycle', performance.now() - planned);
  run.pulledIssues.add(issues);
  // The newest photos first: what a crew opens after a pull is what was just recorded.
  await Promise.all(
    keys.slice(-THUMBS_PER_PULL).map((key) =>
      measured(run, 'thumb', `${base}${API_PREFIX}/photos/thumb/${encodeURIComponent(key)}`, {
        headers: device.headers,
      }),
    ),
  );
}

/** A new issue recorded on a device, then its photo uploaded, as the outbox sends them. */
async function createIssue(run: Run, device: Device, photo: Buffer, n: number, planned: number) {
  const { base } = run;
  const area = device.asset.areas[n % device.asset.areas.length];
  const issue = issueRequest(area, device.userId);
  const headers = { ...device.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  const created = await measured(
    run,
    'create',
    callUrl(base, 'issuesCreate'),
    { method: 'POST', headers, body: JSON.stringify(issue) },
    planned,
  );
  if (!created) return;
  const upload = {
    uuid: randomUUID(),
    targetType: 'vegetation-issue',
    parentUuid: issue.uuid,
    fileType: 'image/jpeg',
  };
  await measured(run, 'upload', callUrl(base, 'photosUpload', upload), {
    method: 'POST',
    headers: { ...device.headers, 'content-type': 'image/jpeg', 'idempotency-key': randomUUID() },
    body: new Uint8Array(photo),
  });
}

/** An admin's export: the asset in full, page by page as the web pulls it, then one issue's PDF. */
async function adminExport(run: Run, admin: Device, n: number, planned: number): Promise<void> {
  const { base } = run;
  let cursor: string | null | undefined;
  let from = planned;
  do {
    const input = { assetId: admin.asset.id, userId: admin.userId, limit: ASSET_PAGE_ROWS };
    const page = json<AssetPage>(
      await measured(
        run,
        'exportPage',
        callUrl(base, 'syncAsset', cursor ? { ...input, cursor } : input),
        { headers: admin.headers },
        from,
      ),
    );
    if (!page) return;
    cursor = page.nextCursor;
    from = performance.now();
  } while (cursor);
  const issueId = admin.asset.issueIds[n % admin.asset.issueIds.length];
  await measured(run, 'pdf', callUrl(base, 'issuesPdf', { assetId: admin.asset.id, issueId }), {
    headers: admin.headers,
  });
}

/** A 12-megapixel phone photo of about 1.7 MB: sensor noise over a green field (noise keeps JPEG from shrinking it). */
function makePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 90, g: 120, b: 60 },
      noise: { type: 'gaussian', mean: 110, sigma: 10 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The company's assets, each with its areas (a point inside each, taken from an issue there) and its issues. */
async function demoAssets(base: string, token: string, userId: number): Promise<BenchAsset[]> {
  const app = await setupCall<{ assets: { id: number }[] }>(base, 'syncApp', token, { userId });
  const assets: BenchAsset[] = [];
  for (const { id } of app.assets) {
    const areas = new Map<number, IssueArea>();
    const issueIds: number[] = [];
    let cursor: string | null | undefined;
    do {
      const input = { assetId: id, userId, limit: ASSET_PAGE_ROWS };
      const page = await setupCall<AssetPage>(
        base,
        'syncAsset',
        token,
        cursor ? { ...input, cursor } : input,
      );
      for (const issue of page.issues) {
        if (issue.hidden) continue;
        issueIds.push(issue.id);
        const point = issue.gps_point?.coordinates;
        if (point) areas.set(issue.areaId, { id: issue.areaId, lng: point[0], lat: point[1] });
      }
      cursor = page.nextCursor;
    } while (cursor);
    if (areas.size > 0) assets.push({ id, areas: [...areas.values()], issueIds });
  }
  if (assets.length === 0) throw new Error('The demo company has no asset with issues');
  return assets;
}

/**
 * The devices' and admins' accounts, made as a client admin makes them (users/create, users/assignAssets),
 * then each signed in once (login): `count` users of `role`, each on one of the assets in turn.
 */
async function signedInUsers(
  base: string,
  adminToken: string,
  assets: BenchAsset[],
  role: (typeof USER_ROLES)[number],
  count: number,
  prefix: string,
): Promise<Device[]> {
  const users: Device[] = [];
  const since = new Date(Date.now() - PULL_INTERVAL_S * 1000).toISOString();
  // A few at a time: each create and login hashes a password (argon2), and logins in flight count against the
  // per-address login limit until they succeed.
  await pool(count, 4, async (i) => {
    const username = `${prefix}${i}`;
    const { newUserId } = await setupCall<{ newUserId: number }>(base, 'usersCreate', adminToken, {
      user_name: username,
      email: `${username}@bench.verge.local`,
      first_name: 'Bench',
      last_name: `${prefix} ${i}`,
      password: PASSWORD,
      user_role: role,
    });
    const asset = assets[i % assets.length];
    if (role === 'Field User') {
      await setupCall(base, 'usersAssignAssets', adminToken, { userId: newUserId, assetIds: [asset.id] });
    }
    const { token } = await setupCall<{ token: string }>(base, 'login', null, {
      username,
      password: PASSWORD,
    });
    users[i] = {
      userId: newUserId,
      headers: { authorization: `Bearer ${token}` },
      asset,
      appSince: since,
      assetSince: since,
    };
  });
  return users;
}

/** Run `actions` at their planned times (ms after `start`), none waiting for another; resolves when all are done. */
async function openLoop(
  start: number,
  actions: { at: number; run: (planned: number) => Promise<void> }[],
  lag: Samples,
): Promise<void> {
  const planned = [...actions].sort((a, b) => a.at - b.at);
  const running: Promise<void>[] = [];
  for (const action of planned) {
    const due = start + action.at;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    lag.add(performance.now() - due);
    running.push(action.run(due));
  }
  await Promise.all(running);
}

interface RunFigures {
  /** From the first planned call to the last answer. */
  seconds: number;
  pulledIssues: Samples;
  calls: CallFigures[];
  /** The server's main thread's state, sampled every 100 ms. */
  mainThread: Tally;
  rss: Samples;
  serverCpu: number;
  mainThreadCpu: number;
  databaseCpu: number | null;
  connections: Samples;
  busyConnections: Samples;
  lag: Samples;
  benchCpu: number;
  photoMb: number;
  assets: number;
  issuesBefore: number;
}

/** The load itself on a started server, with the instance's memory, CPU and database connections sampled. */
async function drive(server: LoadServer, databaseUrl: string | null): Promise<RunFigures> {
  const { base } = server;
  const run: Run = { base, stats: new CallStats(), pulledIssues: new Samples() };
  const photo = await makePhoto();
  const adminToken = (await setupCall<{ token: string }>(base, 'login', null, DEMO_ADMIN)).token;
  const assets = await demoAssets(base, adminToken, tokenUserId(adminToken));
  console.log(`Setting up ${DEVICES} field users and ${ADMINS} admins on ${assets.length} assets…`);
  const devices = await signedInUsers(base, adminToken, assets, 'Field User', DEVICES, 'load.field.');
  const admins = await signedInUsers(base, adminToken, assets, 'Admin', ADMINS, 'load.admin.');

  const actions: { at: number; run: (planned: number) => Promise<void> }[] = [];
  const span = SECONDS * 1000;
  devices.forEach((device, d) => {
    for (let at = (d / DEVICES) * PULL_INTERVAL_S * 1000; at < span; at += PULL_INTERVAL_S * 1000) {
      actions.push({ at, run: (planned) => deviceSync(run, device, planned) });
    }
  });
  const creates = Math.floor(SECONDS * CREATES_PER_SECOND);
  for (let n = 0; n < creates; n++) {
    const device = devices[n % DEVICES];
    actions.push({
      at: (n / CREATES_PER_SECOND) * 1000,
      run: (planned) => createIssue(run, device, photo, n, planned),
    });
  }
  admins.forEach((admin, a) => {
    let n = 0;
    for (let at = (a / ADMINS) * EXPORT_INTERVAL_S * 1000; at < span; at += EXPORT_INTERVAL_S * 1000) {
      const round = n++;
      actions.push({ at, run: (planned) => adminExport(run, admin, round, planned) });
    }
  });

  // Sampled once a second: the server's memory, CPU (the process, and its main thread, where JavaScript and
  // PGlite run), and on PostgreSQL the run database's connections and their backends' CPU.
  const rss = new Samples();
  const connections = new Samples();
  const busyConnections = new Samples();
  const lag = new Samples();
  const backendCpu = new Map<number, { first: number; last: number }>();
  const watcher = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await watcher?.connect();
  const sample = async () => {
    rss.add(rssMb(server.pid));
    if (!watcher) return;
    const { rows } = await watcher.query<{ pid: number; state: string | null }>(
      'SELECT pid, state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    connections.add(rows.length);
    // Open is what the pool keeps; busy is what it lends out: a statement running or a transaction open.
    busyConnections.add(rows.filter((row) => row.state !== 'idle').length);
    for (const { pid } of rows) {
      const seconds = cpuSeconds(pid);
      if (seconds === null) continue;
      const seen = backendCpu.get(pid);
      backendCpu.set(pid, { first: seen?.first ?? seconds, last: seconds });
    }
  };
  await sample();
  const sampler = setInterval(() => void sample(), 1000);
  const mainThread = new Tally();
  const stateSampler = setInterval(() => mainThread.add(threadState(server.pid, server.pid)), 100);
  const cpuBefore = cpuSeconds(server.pid) ?? 0;
  const mainBefore = cpuSeconds(server.pid, server.pid) ?? 0;
  const benchBefore = process.cpuUsage();
  const started = performance.now();
  console.log(`Driving the instance for ${SECONDS} s…`);
  await openLoop(started, actions, lag);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(stateSampler);
  await sample();
  const benchCpu = process.cpuUsage(benchBefore);
  await watcher?.end();
  const databaseCpu = watcher
    ? [...backendCpu.values()].reduce((sum, { first, last }) => sum + last - first, 0) / seconds
    : null;
  return {
    seconds,
    pulledIssues: run.pulledIssues,
    mainThread,
    calls: run.stats.figures(seconds),
    rss,
    serverCpu: ((cpuSeconds(server.pid) ?? 0) - cpuBefore) / seconds,
    mainThreadCpu: ((cpuSeconds(server.pid, server.pid) ?? 0) - mainBefore) / seconds,
    databaseCpu,
    connections,
    busyConnections,
    lag,
    benchCpu: (benchCpu.user + benchCpu.system) / 1e6 / seconds,
    photoMb: photo.length / 1e6,
    assets: assets.length,
    issuesBefore: assets.reduce((sum, asset) => sum + asset.issueIds.length, 0),
  };
}

function report(
  kind: DatabaseKind,
  version: string,
  figures: RunFigures,
  loadStart: number,
  built: string,
): { body: string; broken: string[] } {
  const broken: string[] = [];
  const rows = (Object.keys(CALLS) as Call[]).flatMap((key) => {
    const call = figures.calls.find((c) => c.name === key);
    if (!call) return [];
    const budget = P95_BUDGET_MS[key];
    const failed = [...call.failures.values()].reduce((sum, n) => sum + n, 0);
    const met = call.p95 < budget && failed === 0;
    if (!met)
      broken.push(
        `${CALLS[key]}: p95 ${fmt(call.p95)} ms (budget ${fmt(budget)}), failures ${describeFailures(call.failures)}`,
      );
    return `| ${CALLS[key]} | ${fmt(call.count)} | ${fmt(call.perSecond, 1)} | ${fmt(call.p50)} | ${fmt(call.p95)} | ${fmt(call.p99)} | ${fmt(call.max)} | ${describeFailures(call.failures)} | p95 < ${fmt(budget)} ms, no errors | ${met ? 'met' : '**missed**'} |`;
  });
  const total = figures.calls.reduce((sum, call) => sum + call.count, 0);
  const busiest = Math.max(
    figures.mainThreadCpu,
    (figures.serverCpu + (figures.databaseCpu ?? 0)) / cpus().length,
  );
  const headroom = 0.7 / busiest;
  const loadEnd = loadavg()[0];
  // The bench itself keeps about two cores busy; a load average well above that is other work on the machine.
  const shared =
    Math.max(loadStart, loadEnd) > cpus().length + 1
      ? `\n\n**Other work was running on the machine** (load average above ${cpus().length + 1}): the server got a share of the cores, and
the latencies are longer than the instance alone would give.`
      : '';
  const connections =
    kind === 'postgres'
      ? `${fmt(figures.connections.peak)} open at most, ${fmt(figures.connections.mean, 1)} on average (pg_stat_activity on the run's database, sampled
  every second; the instance's pool holds up to 10 by default), of them busy (a statement running or a transaction open)
  ${fmt(figures.busyConnections.peak)} at most, ${fmt(figures.busyConnections.mean, 1)} on average`
      : 'one: PGlite is embedded in the server process, a single connection that every call waits its turn for';
  const body = `## One instance under load (${kind === 'pglite' ? 'embedded PGlite' : `PostgreSQL ${version}`})

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()}, shared by
the server, ${kind === 'postgres' ? 'PostgreSQL, ' : ''}and the bench's client; load average ${fmt(loadStart, 1)} at the start, ${fmt(loadEnd, 1)} at the end; the server built from ${built}.
Demo data (${figures.assets} assets, ${fmt(figures.issuesBefore)} issues) plus ${DEVICES} field users and ${ADMINS} admins made through the API; ${SECONDS} s of
load: each device syncs every ${PULL_INTERVAL_S} s (spread over the interval, each with its own \`since\`) and shows ${THUMBS_PER_PULL} new
thumbnails after it; ${CREATES_PER_SECOND} issues created per second, each with one ${fmt(figures.photoMb, 1)} MB, 12-megapixel JPEG; each admin
pulls an asset in full and prints an issue's PDF every ${EXPORT_INTERVAL_S} s. ${fmt(total)} calls in all, the last answered
${fmt(figures.seconds)} s after the first was due (the rates below are over that time; latencies from each action's planned start).
An incremental pull brought ${fmt(figures.pulledIssues.mean)} issues on average, ${fmt(figures.pulledIssues.peak)} at most (the other devices' new ones, and
those of the sync's 60 s overlap).${shared}

| call | calls | per s | p50 ms | p95 ms | p99 ms | max ms | errors | budget | |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- **Instance memory** (VmRSS of the server process): ${fmt(figures.rss.peak)} MB at the peak, ${fmt(figures.rss.last)} MB at the end.
- **Instance CPU**: ${fmt(figures.serverCpu * 100)} % of one core for the process, ${fmt(figures.mainThreadCpu * 100)} % for its main thread
  (JavaScript${kind === 'pglite' ? ' and the embedded database' : ''}; the rest other threads: sharp's decodes, compression and file I/O on libuv's pool, V8's collector)${
    figures.databaseCpu === null
      ? ''
      : `; PostgreSQL's backends for the run's database ${fmt(figures.databaseCpu * 100)} %`
  }.
- **Database connections**: ${connections}.
- **The main thread's state**, sampled every 100 ms: ${figures.mainThread
    .shares()
    .map(([state, share]) => `${THREAD_STATES[state] ?? state} ${fmt(share)} %`)
    .join(', ')}.
- **Headroom**: ${
    broken.length > 0
      ? 'none: budgets are missed at this load.'
      : `if the whole mix grows in step and CPU stays what limits it (a linear estimate, not measured), the main
  thread (one core at most) or the ${cpus().length} cores reach 70 % busy at ${fmt(headroom, 1)}× this load, about
  ${fmt(Math.round((headroom * DEVICES) / 10) * 10)} devices with ${fmt(headroom * CREATES_PER_SECOND)} creates per second.`
  }
- **The client kept to its schedule**: actions started ${fmt(figures.lag.mean, 1)} ms late on average, ${fmt(figures.lag.peak)} ms at worst; the
  bench's own process used ${fmt(figures.benchCpu * 100)} % of one core.`;
  return { body, broken };
}

/**
 * The server's source as built: the commit, and whether the working tree held changes to it beyond that commit
 * (other work in progress is built too).
 */
function sourceBuilt(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const changed = git('status', '--porcelain', '--', 'apps/server/src', 'packages/domain/src') !== '';
  return changed ? `commit ${commit} with uncommitted server changes in the tree` : `commit ${commit}`;
}

/** PostgreSQL's version, as the results' other sections name it. */
async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  await client.end();
  return rows[0]?.v ?? '';
}

async function measure(
  kind: DatabaseKind,
  main: string,
  built: string,
  databaseUrl: string | null,
): Promise<string[]> {
  const loadStart = loadavg()[0];
  const dataDir = benchDataDir(BENCH_DIR, `load-${kind}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const budget = String(1_000_000);
  const server = await startLoadServer(
    main,
    PORTS[kind],
    {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: randomUUID(),
      JWT_SECRET: randomUUID() + randomUUID(),
      WEB_DIST: join(dataDir, 'no-web-app'),
      // Every simulated device calls from 127.0.0.1, where in the field each has its own address and token:
      // the budgets are raised so that flood protection is not what this measures.
      REQUEST_BUDGET_PER_TOKEN: budget,
      REQUEST_BUDGET_PER_ADDRESS: budget,
    },
    join(dataDir, 'server.log'),
  );
  try {
    const figures = await drive(server, databaseUrl);
    const version = databaseUrl ? await postgresVersion(databaseUrl) : '';
    const { body, broken } = report(kind, version, figures, loadStart, built);
    console.log(`\n${body}`);
    writeResults(RESULTS, null, `load-${kind}`, body);
    return broken;
  } finally {
    await server.stop();
    // Two minutes of uploads leave about 2 GB of photos; the log stays for a look at what went wrong.
    rmSync(join(dataDir, 'photos'), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const main = buildServerCopy(REPO_ROOT, benchDataDir(BENCH_DIR, 'load-server'));
  const built = sourceBuilt();
  const broken: string[] = [];
  for (const kind of DATABASES) {
    if (kind === 'pglite') {
      broken.push(...(await measure(kind, main, built, null)));
      continue;
    }
    const scratch = await scratchPostgres(POSTGRES_URL);
    try {
      broken.push(...(await measure(kind, main, built, scratch.url)));
    } finally {
      await scratch.drop();
    }
  }
  console.log(`\nWritten to ${RESULTS}`);
  if (broken.length > 0) {
    console.error(`\nBudgets broken:\n${broken.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
