import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'web-results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MAP_BUDGET_MS = 1500;
const FILTER_BUDGET_MS = 100;
const TASK_BUDGET_MS = 200;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const list = (runs: number[], digits = 0) => `${runs.map((r) => fmt(r, digits)).join(', ')} ms`;

/** DESIGN §9's web budgets measured in headless Chromium against the real server; written to web-results.md. */
async function main(): Promise<void> {
  // The e2e helpers read the port when first loaded, so it is chosen before they are imported; one server.
  process.env.VERGE_E2E_BASE_PORT ??= String(40_000 + Math.floor(Math.random() * 10_000));
  process.env.VERGE_E2E_WORKERS = '1';
  const { benchIssueMap, MAP_MARKERS } = await import('./webMap');
  const { benchExports, EXPORT_FORMATS, EXPORT_ISSUES } = await import('./webExports');
  const { benchFilter, FILTER_ISSUES } = await import('./webFilter');
  const { benchDuplicates, DUPLICATE_ISSUES } = await import('./duplicates');
  const { openBenchPage } = await import('./webSession');
  const { build } = await import('../apps/web/e2e/globalSetup');
  // The page's code as it is now: the e2e setup builds only when there is no build (an older or unminified one
  // would be measured).
  build('@verge/web');
  const loadStart = loadavg()[0].toFixed(1);
  const filter = benchFilter(RUNS);
  console.log(`Filter ${fmt(FILTER_ISSUES)} issues: ${fmt(filter.ms, 1)} ms (runs ${list(filter.runs, 1)})`);
  const duplicates = benchDuplicates(RUNS);
  console.log(
    `Duplicate check over ${fmt(DUPLICATE_ISSUES)} issues: scan ${fmt(duplicates.scanMs, 1)} ms, whole rule ${fmt(duplicates.wholeMs, 1)} ms`,
  );
  const { page, close } = await openBenchPage();
  let map: Awaited<ReturnType<typeof benchIssueMap>>;
  let exports: Awaited<ReturnType<typeof benchExports>>;
  try {
    map = await benchIssueMap(page, RUNS);
    console.log(
      `Issue map with ${fmt(MAP_MARKERS)} markers drawn: ${fmt(map.ms)} ms (runs ${list(map.runs)})`,
    );
    exports = await benchExports(page, RUNS);
  } finally {
    await close();
  }
  const exportRows = EXPORT_FORMATS.map((format) => {
    const figure = exports[format];
    return `| ${format} export, ${fmt(EXPORT_ISSUES)} issues: time | ${fmt(figure.ms)} ms | ${list(figure.runs)} | — (reported) | |
| ${format} export: longest main-thread task | ${fmt(figure.longestTaskMs)} ms | (over all runs) | ≤ ${TASK_BUDGET_MS} ms | ${verdict(figure.longestTaskMs <= TASK_BUDGET_MS)} |`;
  }).join('\n');
  const text = `# Web benchmark results

\`npm run bench:web\` (also the second half of \`npm run bench\`) measures DESIGN §9's web budgets and issue 14's:

- **map**: builds the web app, starts the real server on a fresh embedded database with the demo data, logs in as the client admin in
  headless Chromium (the e2e launch options), puts ${fmt(MAP_MARKERS)} issues spread over the asset into the app's
  local store (what a large synced asset leaves there), opens /vegetation-issues on the map tab once (not counted:
  the app rebuilds its marker index, which the fill wrote around) and then ${RUNS} times, each from a settled page.
  Each time is measured in the page from navigation start to the first frame the map drew with the clusters of
  every marker (all marker tiles of the view laid out; the app's \`verge:markers-drawn\` mark): page load, the
  marker index read, the React render, clustering in the app's cluster worker and MapLibre's drawing. (Until
  2026-11-28 the markers were clustered by MapLibre's GeoJSON source and the time ran to the map's first \`idle\`
  with every marker in that source, which also waited for the imagery; until 2026-11-27 the bench polled the
  source and then forced one more drawing.)
- **filter**: the domain filters (\`filterIssues\`) over ${fmt(FILTER_ISSUES)} issues with most filter groups chosen
  (packages/domain/src/testing/filterWorkload.ts, also the unit test's guard), in Node, ${RUNS} runs.
- **duplicate check**: the duplicate warning's look before a save over ${fmt(DUPLICATE_ISSUES)} issues of one asset, in
  Node (bench/duplicates.ts): the scan of the marker index's facts for the issues near and recent enough, which
  the app then reads with their chains, against the rule run over every issue, as before the scan; ${RUNS} runs.
  Reading every issue from IndexedDB, which the scan spares, is not counted.
- **exports**: ${fmt(EXPORT_ISSUES)} issues in the local store, the table tab, Download, then each format ${RUNS}
  times: from the click to the browser's download, and the longest main-thread task meanwhile
  (PerformanceObserver 'longtask'; the file is written by a Web Worker).

The login-route size is checked by \`npm run size -w @verge/web\`.

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()};
load average ${loadStart} at the start, ${loadavg()[0].toFixed(1)} at the end (the machine is shared).

| figure | median | runs | budget | met? |
|---|---|---|---|---|
| issue map, ${fmt(MAP_MARKERS)} clustered markers drawn | ${fmt(map.ms)} ms | ${list(map.runs)} | ≤ ${fmt(MAP_BUDGET_MS)} ms | ${verdict(map.ms <= MAP_BUDGET_MS)} |
| issue map: its first rest after that (imagery loaded too) | ${fmt(map.idleMs)} ms | ${list(map.idleRuns)} | — (reported) | |
| filter ${fmt(FILTER_ISSUES)} issues (domain filters) | ${fmt(filter.ms, 1)} ms | ${list(filter.runs, 1)} | ≤ ${FILTER_BUDGET_MS} ms | ${verdict(filter.ms <= FILTER_BUDGET_MS)} |
| duplicate check, ${fmt(DUPLICATE_ISSUES)} issues: marker-index scan (${duplicates.near} found) | ${fmt(duplicates.scanMs, 1)} ms | ${list(duplicates.scanRuns, 1)} | — (reported) | |
| duplicate check: the rule over every issue | ${fmt(duplicates.wholeMs, 1)} ms | ${list(duplicates.wholeRuns, 1)} | — (reported) | |
${exportRows}
`;
  writeFileSync(RESULTS, text);
  console.log(`Written to ${RESULTS}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
