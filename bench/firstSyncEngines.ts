import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../apps/web/e2e/globalSetup';
import { fillLogin, LOG_IN, readTable, waitForIssueRows, waitForPath } from '../apps/web/engines/app';
import { type Engine, launch, selectedEngines } from '../apps/web/engines/engines';
import { sleep } from '../apps/web/engines/page';
import type { SyncCursor } from '../apps/web/src/core/store/db';
import { benchDataDir, openBenchDatabase } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { type AppRun, appRun } from './firstSync';
import { buildLargeAsset, FIELD_USER, SIZES } from './largeAsset';
import { writeResults } from './resultsFile';

/**
 * `npm run bench:first-sync-engines`: the large asset's first sync (DESIGN §9, issue 35) in WebKit and Firefox ESR
 * (the engine suite's drivers, apps/web/engines/), each against Chromium's time on the same run (firstSync.ts's app
 * run): it completes, first rows within 5 s of Log In, complete within 2× Chromium's.
 */

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH_DIR, 'results.md');
const BUDGET = { firstRowsMs: 5_000, chromiumRatio: 2 } as const;
const SYNC_TIMEOUT_MS = 600_000;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

interface EngineRun {
  engine: string;
  version: string;
  firstRowsMs: number;
  completeMs: number;
}

/**
 * As firstSync.ts's app run: log in through the form on a fresh profile, open Vegetation Issues, time the first
 * rows and the last page stored (the asset's sync cursor holds a since), read every 100 ms.
 */
async function engineRun(engine: Engine, baseUrl: string, assetId: number): Promise<EngineRun> {
  const page = await launch(engine, baseUrl);
  try {
    await fillLogin(page, FIELD_USER.username, FIELD_USER.password);
    const start = performance.now();
    await page.click(LOG_IN);
    await waitForPath(page, '/dashboard', 30_000);
    await page.click({ role: 'link', name: 'Vegetation Issues' });
    await waitForIssueRows(page, SYNC_TIMEOUT_MS);
    const firstRowsMs = performance.now() - start;
    console.log(`  ${engine.name}: first rows after ${fmt(firstRowsMs)} ms`);
    let logged = performance.now();
    for (;;) {
      const cursors = await readTable<SyncCursor>(page, 'syncCursors', 30_000);
      const cursor = cursors.find((m) => m.key === String(assetId));
      if (cursor?.since) break;
      if (performance.now() - start > SYNC_TIMEOUT_MS) {
        throw new Error(`${engine.name}: the first sync did not complete in ${SYNC_TIMEOUT_MS / 1000} s`);
      }
      if (performance.now() - logged > 10_000) {
        console.log(`  … ${cursor?.load?.loaded ?? 0} of ${cursor?.load?.total ?? '?'} rows stored`);
        logged = performance.now();
      }
      await sleep(100);
    }
    return { engine: engine.name, version: page.version, firstRowsMs, completeMs: performance.now() - start };
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadStart = loadavg()[0].toFixed(1);
  build('@verge/web');
  const url = process.env.DATABASE_URL;
  const handle = await openBenchDatabase(
    url ? { url } : { dataDir: benchDataDir(BENCH_DIR, 'first-sync-engines-db') },
  );
  const asset = await buildLargeAsset(handle);
  const { server, base } = await startBenchServer(BENCH_DIR, handle, asset.fieldUserId);
  try {
    const chromium = await appRun(base, asset.assetId, false);
    console.log('chromium:', chromium);
    const runs: EngineRun[] = [];
    for (const engine of selectedEngines()) {
      runs.push(await engineRun(engine, base, asset.assetId));
      console.log(`${engine.name}:`, runs[runs.length - 1]);
    }
    const body = report(handle.kind, loadStart, started, chromium, runs);
    console.log(`\n${body}`);
    writeResults(RESULTS, null, `first-sync-engines-${handle.kind}`, body);
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
  chromium: AppRun,
  runs: EngineRun[],
): string {
  const rows = SIZES.areas + SIZES.issues + SIZES.culverts + SIZES.inspections;
  const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;
  const lines = runs.flatMap((run) => {
    const ratio = run.completeMs / chromium.completeMs;
    return [
      `| ${run.version}: Log In → first issue rows on screen | ${s(run.firstRowsMs)} | < ${BUDGET.firstRowsMs / 1000} s | ${verdict(run.firstRowsMs < BUDGET.firstRowsMs)} |`,
      `| ${run.version}: Log In → sync complete | ${s(run.completeMs)}, ${fmt(ratio, 2)}× Chromium | ≤ ${BUDGET.chromiumRatio}× Chromium's ${s(chromium.completeMs)} | ${verdict(ratio <= BUDGET.chromiumRatio)} |`,
    ];
  });
  return `## Device first sync in WebKit and Firefox (${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})

\`npm run bench:first-sync-engines\` (part of \`npm run bench\`) builds the web app and the large asset (${fmt(rows)} rows)
in a fresh database, serves them in-process as \`bench:first-sync\` does, and logs in as the field user through the
login form on a fresh profile, opens Vegetation Issues and times the first issue rows on screen and the last page
stored: first in headless Chromium (\`bench:first-sync\`'s app run), then in WebKit (Debian's WebKitGTK MiniBrowser
driven by WebKitWebDriver on Xvfb; its automation profile is ephemeral, kept in memory) and in Firefox ESR (headless,
WebDriver BiDi, a fresh disk profile), the drivers of \`npm run test:engines\`. One run each, in that order.

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()};
load average ${loadStart} at the start, ${loadavg()[0].toFixed(1)} at the end; whole run ${fmt((Date.now() - started) / 1000)} s.

| measure | figure | budget | met? |
|---|---|---|---|
| Chromium: Log In → first issue rows / sync complete | ${s(chromium.firstRowsMs)} / ${s(chromium.completeMs)}, ${fmt(chromium.pages)} pages | the reference | — |
${lines.join('\n')}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
