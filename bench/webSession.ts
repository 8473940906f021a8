import { type Browser, chromium, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, serverPort } from '../apps/web/e2e/env';
import globalSetup from '../apps/web/e2e/globalSetup';
import globalTeardown from '../apps/web/e2e/globalTeardown';
import { serveTiles } from '../apps/web/e2e/pages/MapProbe';
import { logInAs } from '../apps/web/e2e/pages/session';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA } from '../apps/web/playwright.config';

/** The client admin's page in headless Chromium against the real server (the e2e launch options). */
export interface BenchPage {
  page: Page;
  close(): Promise<void>;
}

/** Main-thread tasks over 50 ms (PerformanceObserver 'longtask'), kept by the page as [start, duration]. */
type LongTaskWindow = Window & { benchLongTasks: [number, number][] };

export async function openBenchPage(): Promise<BenchPage> {
  await globalSetup();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage({
      baseURL: `http://127.0.0.1:${serverPort(0)}`,
      userAgent: DESKTOP_CHROME_UA,
      viewport: { width: 1280, height: 800 },
    });
    await serveTiles(page);
    await page.addInitScript(() => {
      const w = window as unknown as LongTaskWindow;
      w.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.benchLongTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    page.on('pageerror', (e) => console.log('page error:', e.message));
    await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    const opened = browser;
    return {
      page,
      close: async () => {
        await opened.close();
        await globalTeardown();
      },
    };
  } catch (error) {
    await browser?.close();
    await globalTeardown();
    throw error;
  }
}

/** The page's clock now (milliseconds since navigation start). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The longest main-thread task that started at or after `since` (page clock), 0 when none passed 50 ms. */
export function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (since) =>
      Math.max(
        0,
        ...(window as unknown as LongTaskWindow).benchLongTasks
          .filter(([start]) => start >= since)
          .map(([, duration]) => duration),
      ),
    since,
  );
}
