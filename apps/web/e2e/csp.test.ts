import { expect, type Page, test } from '@playwright/test';
import { APP_ROUTES } from '../src/base/paths';
import { DEMO, DEMO_PASSWORD } from './env';
import { localAsset } from './localStore';
import { ExportDialog } from './pages/ExportDialog';
import { IssueDetail } from './pages/IssueDetail';
import { IssuesScreen } from './pages/IssuesScreen';
import { MapProbe, serveTiles } from './pages/MapProbe';
import { navigateInApp } from './pages/navigateInApp';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

// With the service worker: it runs under the policy too, and serves the pages reloaded below.
test.use(OFFLINE_SHELL);

// A test may end while the page still loads chunks through the watch: those handlers' answers go nowhere, and
// their errors as the context closes are not the test's.
test.afterEach(({ page }) => page.context().unrouteAll({ behavior: 'ignoreErrors' }));

const REPORT_PATH = '/__csp-report';

/**
 * Every Content-Security-Policy violation, from the page, its workers and the service worker alike: the server's
 * policy is passed on with a report-uri this context answers, so each violation arrives here as the browser's
 * report (Playwright sees no worker's console lines about the policy, and no page's).
 */
async function watchCsp(page: Page, baseURL: string): Promise<string[]> {
  const reports: string[] = [];
  const context = page.context();
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/api/') && url.pathname !== REPORT_PATH,
    async (route) => {
      // Unencoded, so the body handed back matches its headers.
      const response = await route.fetch({
        headers: { ...route.request().headers(), 'accept-encoding': 'identity' },
      });
      const headers = response.headers();
      const policy = headers['content-security-policy'];
      if (policy) headers['content-security-policy'] = `${policy}; report-uri ${REPORT_PATH}`;
      await route.fulfill({ response, headers });
    },
  );
  await context.route(`${origin}${REPORT_PATH}`, async (route) => {
    const { 'csp-report': report } = JSON.parse(route.request().postData() ?? '{}') as {
      'csp-report'?: Record<string, string | number>;
    };
    reports.push(
      report
        ? `${report['violated-directive']} blocked ${report['blocked-uri']} (${report['source-file']}:${report['line-number']}) on ${report['document-uri']}`
        : String(route.request().postData()),
    );
    await route.fulfill({ status: 204 });
  });
  return reports;
}

/** Reports are sent after the violation, on their own: a moment for the last ones to arrive. */
async function settledReports(page: Page, reports: string[]): Promise<string[]> {
  await page.waitForTimeout(1_000);
  return reports;
}

/**
 * A user's tour: every top-level route (a route the user may not open sends them on, which loads that page
 * instead), the issue map with its tiles and grid, an issue with photos opened in full and as a PDF, a CSV
 * export (written in a worker), and a reload served by the service worker.
 */
async function tour(page: Page, username: string): Promise<void> {
  await serveTiles(page);
  const shell = await logInAs(page, username, DEMO_PASSWORD);
  await waitForOfflineShell(page);
  for (const { path } of APP_ROUTES.filter((route) => !route.path.includes(':'))) {
    await navigateInApp(page, path);
    await expect(shell.heading).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }

  const issues = new IssuesScreen(page);
  await issues.open();
  await page.getByRole('button', { name: 'Map View' }).click();
  const map = new MapProbe(page);
  await map.waitLoaded();
  await map.waitIdle();
  await page.reload();
  await map.waitLoaded();
  await map.waitIdle();

  const withPhotos = (await localAsset(page)).issues.find((issue) => issue.id > 0 && issue.photos.length > 0);
  if (!withPhotos) throw new Error('The demo asset has no issue with photos');
  const detail = new IssueDetail(page);
  await detail.openFromList(withPhotos.id);
  await detail.expectImagesLoaded(detail.thumbnails());
  await detail.photos.getByRole('button', { name: 'Open photo 1' }).click();
  await detail.expectImagesLoaded(page.getByRole('img', { name: 'Full photo' }));
  await page.getByRole('button', { name: 'Close photo' }).click();
  await detail.downloadPdf();
  await detail.close();

  await issues.open();
  await issues.showTable();
  await issues.openDownload();
  await new ExportDialog(page).download('CSV');
}

for (const [who, username] of [
  ['the client admin', DEMO.clientAdmin],
  ['a field user', DEMO.clientField],
] as const) {
  test(`no page breaks the Content-Security-Policy for ${who}`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const reports = await watchCsp(page, baseURL!);
    await tour(page, username);
    expect(await settledReports(page, reports)).toEqual([]);
  });
}

test('the policy refuses what the app never does: an inline script of its own making', async ({
  page,
  baseURL,
}) => {
  const reports = await watchCsp(page, baseURL!);
  await page.goto('/');
  // Proof that the watch above sees a violation: a script element added at run time is not index.html's.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.vergeInjected = true;';
    document.head.appendChild(script);
  });
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'vergeInjected' in window)).toBe(false);
});
