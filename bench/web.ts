import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'web-results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MAP_BUDGET_MS = 1500;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** DESIGN §9's web budgets measured in headless Chromium against the real server; written to web-results.md. */
async function main(): Promise<void> {
  // The e2e helpers read the port when first loaded, so it is chosen before they are imported; one server.
  process.env.VERGE_E2E_BASE_PORT ??= String(40_000 + Math.floor(Math.random() * 10_000));
  process.env.VERGE_E2E_WORKERS = '1';
  const { benchIssueMap, MAP_MARKERS } = await import('./webMap');
  const loadStart = loadavg()[0].toFixed(1);
  const map = await benchIssueMap(RUNS);
  console.log(
    `Issue map with ${fmt(MAP_MARKERS)} markers: ${fmt(map.ms)} ms (runs ${map.runs.map((r) => fmt(r)).join(', ')})`,
  );
  const text = `# Web benchmark results

\`npm run bench:web\` (also the second half of \`npm run bench\`) starts the real server on a fresh embedded
database with the demo data, logs in as the client admin in headless Chromium (the e2e launch options), puts
${fmt(MAP_MARKERS)} issues spread over the asset into the app's local store (what a large synced asset leaves
there) and opens /vegetation-issues on the map tab ${RUNS} times. Each time is measured in the page from
navigation start to the map's first \`idle\` with every marker in its clustered source: page load, the local
read, filtering, the React render and MapLibre's clustering. The 100 ms filtering budget is checked by a unit
test (packages/domain/src/filters/issueFilters.test.ts) and the login-route size by \`npm run size -w @verge/web\`.

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()};
load average ${loadStart} at the start, ${loadavg()[0].toFixed(1)} at the end.

| measure | median | runs | budget | |
|---|---|---|---|---|
| issue map, ${fmt(MAP_MARKERS)} clustered markers | ${fmt(map.ms)} ms | ${map.runs.map((r) => fmt(r)).join(', ')} ms | < ${fmt(MAP_BUDGET_MS)} ms | ${verdict(map.ms < MAP_BUDGET_MS)} |
`;
  writeFileSync(RESULTS, text);
  console.log(`Written to ${RESULTS}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
