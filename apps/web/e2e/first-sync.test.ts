import { expect, type Page, test } from '@playwright/test';
import type { AssetSyncResponse } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { readTable } from './localStore';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { waitForAssetLoaded } from './pages/session';

/** Rows per page in these tests: the demo asset then takes several pages. */
const SMALL_PAGE = 40;

interface AssetRequests {
  /** The cursor of each full-pull page answered (undefined: the first page), in order. */
  answered: (string | undefined)[];
  /** The rows the first page announced. */
  total: number;
  /**
   * Once this many pages are answered the link is down: full-pull requests fail unanswered (null: never). Set
   * before the pull starts, so the cut falls at the same page however fast the machine runs.
   */
  cutAfter: number | null;
}

/**
 * Full asset pulls of this page asked in pages of SMALL_PAGE rows, each answer held back `delayMs` (a slow link),
 * and counted.
 */
async function slowAssetPages(page: Page, delayMs: number): Promise<AssetRequests> {
  const requests: AssetRequests = { answered: [], total: 0, cutAfter: null };
  const cut = () => requests.cutAfter !== null && requests.answered.length >= requests.cutAfter;
  await page.route('**/api/update/asset?*', async (route) => {
    const url = new URL(route.request().url());
    const input = JSON.parse(url.searchParams.get('obj') ?? '{}');
    if (input.since) return route.continue();
    if (cut()) return route.abort('internetdisconnected');
    url.searchParams.set('obj', JSON.stringify({ ...input, limit: SMALL_PAGE }));
    const response = await route.fetch({ url: url.toString() });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.ok()) {
      const body = (await response.json()) as AssetSyncResponse;
      if (body.totals) requests.total = Object.values(body.totals).reduce((a, b) => a + b, 0);
    }
    if (cut()) return route.abort('internetdisconnected');
    await route.fulfill({ response });
    requests.answered.push(input.cursor);
  });
  return requests;
}

async function logIn(page: Page): Promise<Shell> {
  const login = new LoginPage(page);
  await login.open('/');
  await login.logIn(DEMO.clientField, DEMO_PASSWORD);
  return new Shell(page);
}

const loadingText = /Loading asset data… \d+ % \([\d,]+ of [\d,]+ rows\)/;

test('login lands in the app at once; the asset loads page by page under a progress bar and the lists fill', async ({
  page,
}) => {
  const requests = await slowAssetPages(page, 150);
  const shell = await logIn(page);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const progress = page.getByRole('status').filter({ hasText: 'Loading asset data' });
  await expect(progress).toHaveText(loadingText);
  await expect(progress.getByRole('progressbar')).toBeVisible();
  // Rows are listed while the pull goes on (the navigation stays in the app, as a user's tap does).
  await page.getByRole('link', { name: 'Vegetation Issues' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  await expect(progress).toHaveText(loadingText);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await waitForAssetLoaded(page);
  await expect(progress).toHaveCount(0);
  await shell.waitForSyncIdle();
  expect(requests.answered.length).toBeGreaterThan(2);
  expect(requests.answered.filter((c) => c === undefined)).toHaveLength(1);
  const stored = (await readTable(page, 'areas')).length + (await readTable(page, 'issues')).length;
  expect(stored).toBeGreaterThan(SMALL_PAGE * 2);
  expect(new Set(requests.answered).size).toBe(requests.answered.length);
});

test('an interrupted first sync resumes after a reload from its last stored page', async ({ page }) => {
  const requests = await slowAssetPages(page, 100);
  requests.cutAfter = 2;
  await logIn(page);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect.poll(() => requests.answered.length).toBe(2);
  // The pull fails at the cut and stops; nothing more was answered meanwhile.
  const progress = page.getByRole('status').filter({ hasText: 'Loading asset data' });
  await expect(progress).toHaveCount(0, { timeout: 30_000 });
  const beforeReload = requests.answered.length;
  expect(beforeReload).toBe(2);
  expect(beforeReload).toBeLessThan(requests.total / SMALL_PAGE);
  requests.cutAfter = null;
  await page.reload();
  await waitForAssetLoaded(page);
  await new Shell(page).waitForSyncIdle();
  // The first page was asked once; no page already answered was asked again.
  expect(requests.answered.filter((c) => c === undefined)).toHaveLength(1);
  expect(new Set(requests.answered).size).toBe(requests.answered.length);
  expect(requests.answered.length).toBeGreaterThan(beforeReload);
  const tables = ['areas', 'subAssets', 'issues', 'culverts', 'inspections', 'history'];
  let stored = 0;
  for (const table of tables) stored += (await readTable(page, table)).length;
  expect(stored).toBe(requests.total);
});
