import { defineConfig } from '@playwright/test';

import { E2E_SERVERS, workerPort } from './e2e/env';

/**
 * End-to-end tests in the system Chromium against the real server on fresh embedded databases. Each worker has
 * its own server and database (e2e/globalSetup.ts starts one per worker on consecutive ports), so test files run
 * in parallel without seeing each other's data. The base port is chosen here once, in the runner; workers
 * inherit it through the environment and add their parallel index (Playwright loads this file in each worker).
 */
process.env.VERGE_E2E_BASE_PORT ??= String(40_000 + Math.floor(Math.random() * 10_000));
process.env.VERGE_E2E_PORT = String(workerPort());
const baseURL = `http://127.0.0.1:${process.env.VERGE_E2E_PORT}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A supported desktop browser as the app sees it (headless Chromium names itself 'HeadlessChrome'). */
export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './e2e/globalSetup.ts',
  globalTeardown: './e2e/globalTeardown.ts',
  fullyParallel: false,
  workers: E2E_SERVERS,
  // On CI one more try (Playwright's own default there), so that a timing race on a loaded machine does not
  // block a landing; the list reporter names every test that needed it as flaky, to be fixed at its root.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    userAgent: DESKTOP_CHROME_UA,
    viewport: { width: 1280, height: 800 },
    // Off by default: each new context would precache the whole app (about 170 files). Specs that reload or navigate
    // offline turn it on with `test.use(OFFLINE_SHELL)` (e2e/pages/session.ts).
    serviceWorkers: 'block',
    // The app then leaves out transitions and animations (base/theme.ts), whose frames Chromium draws in software here.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
