import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { API_PREFIX, ASSET_PAGE_MAX_ROWS, contract } from '@verge/domain';
import { build as bundle } from 'esbuild';
import { build } from '../apps/web/e2e/globalSetup';
import { readTable } from '../apps/web/e2e/localStore';
import { LoginPage } from '../apps/web/e2e/pages/LoginPage';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA } from '../apps/web/playwright.config';
import type { SyncCursor } from '../apps/web/src/core/store/db';
import { benchDataDir, openBenchDatabase } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { type PageTask, profileCpu } from './cpuProfile';
import type { FloorTimes } from './firstSyncFloor';
import { buildLargeAsset, FIELD_USER, SIZES } from './largeAsset';
import { writeResults } from './resultsFile';
import { median } from './timing';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH_DIR, 'results.md');
const RUNS = Number(process.env.BENCH_FIRST_SYNC_RUNS ?? 1);
/** DESIGN §9's device first-sync budgets. */
const BUDGET = { firstRowsMs: 5_000, floorRatio: 1.3, longTaskMs: 200, heapMb: 300 } as const;
/** The slow link of issue 14: 10 Mbit/s both ways, 100 ms latency. */
const SLOW_LINK = { offline: false, latency: 100, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
const SYNC_TIMEOUT_MS = 600_000;
/**
 * BENCH_FIRST_SYNC_PROFILE=1: one app run only, logging where the page's thread spent it (CDP CPU profile by self
 * time, and per long task); nothing is written (the profiler slows the run).
 */
const PROFILE = process.env.BENCH_FIRST_SYNC_PROFILE === '1';

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest main-thread task since navigation start, kept by the page (buffered, so none is missed). */
const LONG_TASKS = `
  window.vergeLongestTask = 0;
  window.vergeLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.vergeLongestTask = Math.max(window.vergeLongestTask, entry.duration);
      if (entry.duration > 200) window.vergeLongTasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

interface Probe {
  longestTaskMs: number;
  heapPeakMb: number;
}

/** The page's JS heap (CDP Performance.getMetrics) sampled until stopped; the peak in MB. */
function sampleHeap(cdp: CDPSession): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    await cdp.send('Performance.enable');
    while (running) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      await sleep(100);
    }
  })();
  // A run that fails closes the page under the loop; its own error is the one reported.
  loop.catch(() => {});
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak / 1e6;
    },
  };
}

/**
 * A fresh disk-backed profile (as a first install has), the e2e launch options, no service worker. `bypassCSP`
 * for the floor, which is injected as an inline script: the app's Content-Security-Policy refuses those.
 */
async function freshBrowser<T>(
  baseURL: string,
  use: (context: BrowserContext, page: Page) => Promise<T>,
  bypassCSP = false,
) {
  const profile = mkdtempSync(join(tmpdir(), 'verge-first-sync-'));
  const context = await chromium.launchPersistentContext(profile, {
    bypassCSP,
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    userAgent: DESKTOP_CHROME_UA,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(LONG_TASKS);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.log('page error:', e.message));
    return await use(context, page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const longestTask = (page: Page) =>
  page.evaluate(() => (window as unknown as { vergeLongestTask: number }).vergeLongestTask);

async function assetCursor(page: Page, assetId: number): Promise<SyncCursor | undefined> {
  return (await readTable<SyncCursor>(page, 'syncCursors')).find((m) => m.key === String(assetId));
}

/** Resolves when the asset's sync cursor holds a since: the last page is written. */
async function syncComplete(page: Page, assetId: number): Promise<void> {
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  let logged = Date.now();
  for (;;) {
    const cursor = await assetCursor(page, assetId);
    if (cursor?.since) return;
    if (Date.now() > deadline)
      throw new Error(`The first sync did not complete in ${SYNC_TIMEOUT_MS / 1000} s`);
    if (Date.now() - logged > 10_000) {
      console.log(`  … ${cursor?.load?.loaded ?? 0} of ${cursor?.load?.total ?? '?'} rows stored`);
      logged = Date.now();
    }
    await sleep(100);
  }
}

/** The cursor a full-pull page request asks for (null: the first page), or undefined for other requests. */
function fullPullCursor(url: string): string | null | undefined {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith(contract.syncAsset.path)) return undefined;
  const input = JSON.parse(parsed.searchParams.get('obj') ?? '{}') as { since?: string; cursor?: string };
  return input.since ? undefined : (input.cursor ?? null);
}

export interface AppRun extends Probe {
  firstRowsMs: number;
  completeMs: number;
  wireBytes: number;
  pages: number;
}

/** Log in through the form and open the issue list, as a crew member does; time the first rows and the sync. */
export async function appRun(baseURL: string, assetId: number, slowLink: boolean): Promise<AppRun> {
  return freshBrowser(baseURL, async (context, page) => {
    const cdp = await context.newCDPSession(page);
    if (slowLink) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    }
    let wireBytes = 0;
    let pages = 0;
    page.on('requestfinished', async (request) => {
      if (fullPullCursor(request.url()) === undefined) return;
      pages += 1;
      wireBytes += (await request.sizes()).responseBodySize;
    });
    const login = new LoginPage(page);
    await login.open('/');
    await login.username.fill(FIELD_USER.username);
    await login.password.fill(FIELD_USER.password);
    const heap = sampleHeap(cdp);
    const profile = PROFILE ? await profileCpu(cdp) : null;
    const clickedAt = await page.evaluate(() => performance.now());
    const start = performance.now();
    await login.submit.click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('link', { name: 'Vegetation Issues' }).first().click();
    await page.getByRole('row').nth(1).waitFor({ timeout: SYNC_TIMEOUT_MS });
    const firstRowsMs = performance.now() - start;
    console.log(`  first rows after ${fmt(firstRowsMs)} ms`);
    await syncComplete(page, assetId);
    const completeMs = performance.now() - start;
    await page.getByRole('status').filter({ hasText: 'Loading asset data' }).waitFor({ state: 'detached' });
    const tasks = await page.evaluate(
      () => (window as unknown as { vergeLongTasks: PageTask[] }).vergeLongTasks,
    );
    if (profile) console.log(await profile.stop(40, tasks));
    const rows = tasks.map(([at, ms]) => `${fmt((at - clickedAt) / 1000, 1)} s: ${fmt(ms)} ms`);
    console.log(
      `  tasks over 200 ms (from Log In; first rows ${fmt(firstRowsMs / 1000, 1)} s):`,
      rows.join(', ') || 'none',
    );
    return {
      firstRowsMs,
      completeMs,
      wireBytes,
      pages,
      heapPeakMb: await heap.stop(),
      longestTaskMs: await longestTask(page),
    };
  });
}

interface Interruption {
  pagesBefore: number;
  resumedAtStoredCursor: boolean;
  firstPageAskedAgain: boolean;
  completeMs: number;
}

/** Offline once about a third is stored, then back online and a reload: the pull goes on from its stored cursor. */
async function interruptedRun(baseURL: string, assetId: number): Promise<Interruption> {
  return freshBrowser(baseURL, async (context, page) => {
    const asked: (string | null)[] = [];
    page.on('request', (request) => {
      const cursor = fullPullCursor(request.url());
      if (cursor !== undefined) asked.push(cursor);
    });
    const login = new LoginPage(page);
    await login.open('/');
    await login.logIn(FIELD_USER.username, FIELD_USER.password);
    const deadline = Date.now() + SYNC_TIMEOUT_MS;
    for (;;) {
      const load = (await assetCursor(page, assetId))?.load;
      if (load?.total && load.loaded > load.total / 3) break;
      if (Date.now() > deadline) throw new Error('The first sync never got a third of the way');
      await sleep(50);
    }
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Loading asset data' }).waitFor({ state: 'detached' });
    const stored = await assetCursor(page, assetId);
    if (!stored?.cursor) throw new Error('The interrupted pull kept no cursor');
    const pagesBefore = asked.length;
    asked.length = 0;
    await context.setOffline(false);
    const start = performance.now();
    await page.reload();
    await syncComplete(page, assetId);
    return {
      pagesBefore,
      resumedAtStoredCursor: asked[0] === stored.cursor,
      firstPageAskedAgain: asked.includes(null),
      completeMs: performance.now() - start,
    };
  });
}

interface FloorRun extends Probe, FloorTimes {}

/** The asset pull the floor makes: its address without a query, and its request. */
interface FloorPull {
  url: string;
  input: Record<string, unknown>;
}

/** The floor in a fresh profile on the app's origin: the largest pages, then one bulkPut transaction per table. */
async function floorRun(baseURL: string, script: string, pull: FloorPull, token: string): Promise<FloorRun> {
  return freshBrowser(
    baseURL,
    async (context, page) => {
      await page.goto('/');
      await page.addScriptTag({ content: script });
      const heap = sampleHeap(await context.newCDPSession(page));
      const times = await page.evaluate(
        ([{ url, input }, token]) =>
          (
            window as unknown as {
              vergeFloor: (u: string, i: Record<string, unknown>, t: string) => Promise<FloorTimes>;
            }
          ).vergeFloor(url, input, token),
        [pull, token] as const,
      );
      return { ...times, heapPeakMb: await heap.stop(), longestTaskMs: await longestTask(page) };
    },
    true,
  );
}

async function floorScript(): Promise<string> {
  const result = await bundle({
    entryPoints: [join(BENCH_DIR, 'firstSyncFloor.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    define: { 'import.meta.env': '{"MODE":"production"}' },
  });
  return result.outputFiles[0].text;
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadStart = loadavg()[0].toFixed(1);
  build('@verge/web');
  const script = await floorScript();
  const url = process.env.DATABASE_URL;
  const handle = await openBenchDatabase(
    url ? { url } : { dataDir: benchDataDir(BENCH_DIR, 'first-sync-db') },
  );
  const asset = await buildLargeAsset(handle);
  const { server, base, token } = await startBenchServer(BENCH_DIR, handle, asset.fieldUserId);
  const fullPull: FloorPull = {
    url: `${base}${API_PREFIX}${contract.syncAsset.path}`,
    input: { assetId: asset.assetId, userId: asset.fieldUserId },
  };
  try {
    if (PROFILE) {
      console.log('app run (profiled):', await appRun(base, asset.assetId, false));
      return;
    }
    const apps: AppRun[] = [];
    const floors: FloorRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      apps.push(await appRun(base, asset.assetId, false));
      console.log(`app run ${i + 1}:`, apps[i]);
      floors.push(await floorRun(base, script, fullPull, token));
      console.log(`floor run ${i + 1}:`, floors[i]);
    }
    const slow = await appRun(base, asset.assetId, true);
    console.log('slow link:', slow);
    const interrupted = await interruptedRun(base, asset.assetId);
    console.log('interrupted:', interrupted);
    const body = report(handle.kind, loadStart, started, apps, floors, slow, interrupted);
    console.log(`\n${body}`);
    writeResults(RESULTS, null, `first-sync-${handle.kind}`, body);
    console.log(`\nWritten to ${RESULTS}`);
  } finally {
    await server.close();
    await handle.close();
  }
}

function report(
  kind: string,
  loadStart: string,
  started: number,
  apps: AppRun[],
  floors: FloorRun[],
  slow: AppRun,
  cut: Interruption,
): string {
  const m = (runs: { [k: string]: number }[], key: string) => median(runs.map((r) => r[key]));
  const a = (key: keyof AppRun) => m(apps as unknown as { [k: string]: number }[], key);
  const f = (key: keyof FloorRun) => m(floors as unknown as { [k: string]: number }[], key);
  const ratio = a('completeMs') / f('totalMs');
  const runs = (key: keyof AppRun, digits = 1, scale = 1000) =>
    apps.map((r) => fmt((r[key] as number) / scale, digits)).join(', ');
  const resumed = cut.resumedAtStoredCursor && !cut.firstPageAskedAgain;
  const rows = SIZES.areas + SIZES.issues + SIZES.culverts + SIZES.inspections;
  return `## Device first sync in headless Chromium (${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})

\`npm run bench:first-sync\` (part of \`npm run bench\`) builds the web app, builds the large asset (${fmt(rows)} rows)
in a fresh database, serves the production build and API in-process (as production: compressed, no response
validation) and, ${RUNS} times in turn, (1) logs in as its field user through the login form in headless Chromium
with a fresh disk-backed profile, opens Vegetation Issues and times the first issue rows on screen and the last
page stored (asset cursor complete), sampling the JS heap (CDP) and the longest main-thread task (PerformanceObserver
\`longtask\`, buffered), and (2) the floor in another fresh profile: \`fetch\` of the whole asset in the largest pages
the server gives (${fmt(ASSET_PAGE_MAX_ROWS)} rows), \`JSON.parse\` of each, one Dexie \`bulkPut\` transaction per table with the app's schema (its \`VergeDatabase\` class). Medians
shown, runs in brackets. Then once over an emulated 10 Mbit/s, 100 ms link (CDP), and once cut off a third of the
way (offline, pull fails), back online and reloaded.

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()};
load average ${loadStart} at the start, ${loadavg()[0].toFixed(1)} at the end; whole run ${fmt((Date.now() - started) / 1000)} s.

| measure | figure | floor / budget | met? |
|---|---|---|---|
| Log In → first issue rows on screen | ${fmt(a('firstRowsMs') / 1000, 1)} s (${runs('firstRowsMs')}) | < ${BUDGET.firstRowsMs / 1000} s | ${verdict(a('firstRowsMs') < BUDGET.firstRowsMs)} |
| Log In → sync complete | ${fmt(a('completeMs') / 1000, 1)} s (${runs('completeMs')}), ${fmt(a('pages'))} pages | floor ${fmt(f('totalMs') / 1000, 1)} s (fetch ${fmt(f('fetchMs') / 1000, 1)}, parse ${fmt(f('parseMs') / 1000, 1)}, write ${fmt(f('writeMs') / 1000, 1)}); ${fmt(ratio, 2)}×, budget ≤ ${BUDGET.floorRatio}× | ${verdict(ratio <= BUDGET.floorRatio)} |
| longest main-thread task | ${fmt(a('longestTaskMs'))} ms (${runs('longestTaskMs', 0, 1)}) | floor ${fmt(f('longestTaskMs'))} ms; < ${BUDGET.longTaskMs} ms | ${verdict(a('longestTaskMs') < BUDGET.longTaskMs)} |
| JS heap peak | ${fmt(a('heapPeakMb'))} MB (${runs('heapPeakMb', 0, 1)}) | floor ${fmt(f('heapPeakMb'))} MB; < ${BUDGET.heapMb} MB | ${verdict(a('heapPeakMb') < BUDGET.heapMb)} |
| asset pull on the wire | ${fmt(a('wireBytes') / 1e6, 1)} MB | compressed | ${verdict(a('wireBytes') < 0.2 * rows * 1000)} |
| over 10 Mbit/s, 100 ms | complete in ${fmt(slow.completeMs / 1000, 1)} s, first rows ${fmt(slow.firstRowsMs / 1000, 1)} s, longest task ${fmt(slow.longestTaskMs)} ms | completes | met |
| cut off after ${cut.pagesBefore} page requests, reloaded | ${cut.resumedAtStoredCursor ? 'resumed at the stored cursor' : '**not resumed at the stored cursor**'}, first page ${cut.firstPageAskedAgain ? '**asked again**' : 'not asked again'}; rest in ${fmt(cut.completeMs / 1000, 1)} s | resumes | ${verdict(resumed)} |`;
}

// Run as the script (not when firstSyncEngines.ts takes its Chromium run from here).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
