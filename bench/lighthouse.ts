import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO, DEMO_PASSWORD } from '../apps/web/e2e/env';
import { build, startServer, waitForHealth } from '../apps/web/e2e/globalSetup';
import { logInAs } from '../apps/web/e2e/pages/session';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA } from '../apps/web/playwright.config';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH_DIR, 'lighthouse-results.md');
/** The median run's full reports and traces, for reading what to improve (not committed). */
const REPORTS = join(BENCH_DIR, '.data', 'lighthouse');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** What a person waits for on a phone (issue 14): performance score and largest contentful paint. */
const BUDGETS = {
  login: { score: 90, lcpMs: 2500 },
  dashboard: { score: 80, lcpMs: null },
} as const;
type PageName = keyof typeof BUDGETS;

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  report: unknown;
  /** The page's trace, for reading which tasks block (Chrome's Performance panel opens it). */
  trace: unknown;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/** Lighthouse's default run: a mid-range phone (mobile emulation) on slow 4G with a 4× slower CPU, simulated. */
async function audit(url: string, debuggingPort: number, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    onlyCategories: ['performance'],
    // The dashboard run keeps the logged-in session (token and the synced local data).
    disableStorageReset: keepStorage,
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    report: lhr,
    trace: result.artifacts.Trace,
  };
}

/** The run with the median score, so one unlucky run on a shared machine neither sinks nor flatters a page. */
function medianRun(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
}

async function auditRuns(name: PageName, url: string, port: number, keepStorage: boolean): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await audit(url, port, keepStorage);
    console.log(
      `${name} run ${i + 1}: score ${run.score}, LCP ${fmt(run.lcpMs)} ms, TBT ${fmt(run.tbtMs)} ms`,
    );
    runs.push(run);
  }
  const median = medianRun(runs);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(median.report));
  writeFileSync(join(REPORTS, `${name}.trace.json`), JSON.stringify(median.trace));
  return median;
}

/** Lighthouse on the login page (a first visit) and on the dashboard after logging in, against `npm start`'s build. */
async function main(): Promise<void> {
  const loadStart = loadavg()[0].toFixed(1);
  build('@verge/web');
  build('@verge/server');
  const serverPort = 40_000 + Math.floor(Math.random() * 10_000);
  const debuggingPort = serverPort + 1;
  const started = await startServer(serverPort, 'production');
  if (!started) throw new Error(`Something already answers on port ${serverPort}`);
  const profile = mkdtempSync(join(tmpdir(), 'verge-lighthouse-'));
  try {
    await waitForHealth(started.url, started.server, 240_000);
    // One browser for both: Lighthouse drives it through the debugging port, Playwright logs in through the
    // same (persistent, hence default) context, so the dashboard run finds the session.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
      baseURL: started.url,
      // Playwright's own pages (the login) as a supported browser; Lighthouse sets its phone's user agent.
      userAgent: DESKTOP_CHROME_UA,
    });
    try {
      const login = await auditRuns('login', `${started.url}/`, debuggingPort, false);
      const page = await context.newPage();
      await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
      await page.close();
      const dashboard = await auditRuns('dashboard', `${started.url}/dashboard`, debuggingPort, true);
      writeResults(loadStart, { login, dashboard });
    } finally {
      await context.close();
    }
  } finally {
    // The server's whole process group (it was started detached); it may have exited already.
    if (started.server.exitCode === null && started.server.pid) process.kill(-started.server.pid, 'SIGTERM');
    rmSync(profile, { recursive: true, force: true });
    rmSync(started.dataDir, { recursive: true, force: true });
  }
}

function writeResults(loadStart: string, runs: Record<PageName, Run>): void {
  const rows = (Object.keys(BUDGETS) as PageName[]).flatMap((name) => {
    const { score, lcpMs, tbtMs } = runs[name];
    const budget = BUDGETS[name];
    return [
      `| ${name} | performance score | ${score} | ≥ ${budget.score} | ${verdict(score >= budget.score)} |`,
      budget.lcpMs === null
        ? `| ${name} | largest contentful paint | ${fmt(lcpMs / 1000, 1)} s | — | |`
        : `| ${name} | largest contentful paint | ${fmt(lcpMs / 1000, 1)} s | < ${fmt(budget.lcpMs / 1000, 1)} s | ${verdict(lcpMs < budget.lcpMs)} |`,
      `| ${name} | total blocking time | ${fmt(tbtMs)} ms | — | |`,
    ];
  });
  const text = `# Lighthouse results

\`npm run bench:lighthouse\` (part of \`npm run bench\`) builds the web app and the server, starts the server as
\`npm start\` runs it (compiled, \`NODE_ENV=production\`) on a fresh embedded database with the demo data, and runs
Lighthouse 12 (performance only, its default mobile emulation: a mid-range phone on slow 4G with a 4× slower
CPU, simulated) in the system Chromium, ${RUNS} times per page; the run with the median score is shown.
**login**: \`/\` on a first visit (storage and cache cleared). **dashboard**: \`/dashboard\` after logging in as
the client admin through the login page in the same browser, storage kept (token, synced local data and the
service worker's cache, as a returning crew member has them).

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()};
load average ${loadStart} at the start, ${loadavg()[0].toFixed(1)} at the end.

| page | measure | figure | budget | met? |
|---|---|---|---|---|
${rows.join('\n')}
`;
  writeFileSync(RESULTS, text);
  console.log(`\n${text}\nWritten to ${RESULTS}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
