import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './env';
import { expectGridTextsWhole } from './layout';
import { AdminPage } from './pages/AdminPage';
import { CulvertsScreen } from './pages/CulvertsScreen';
import { InspectionsScreen } from './pages/InspectionsScreen';
import { OverviewScreen } from './pages/OverviewScreen';
import type { Shell } from './pages/Shell';
import { logInAs } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

// Every table screen, at 1280 and 390 px: no cell or column header cut off, nothing scrolling sideways, one
// page heading; the pictures are kept for review.
test.describe.configure({ timeout: 240_000 });

/**
 * Check the table screen on show at both widths and keep its pictures. `headings`: the h1 and h2 elements the
 * page has (one title, unless the page has sections of its own).
 */
async function checkTableScreen(page: Page, testInfo: TestInfo, name: string, headings = 1): Promise<void> {
  // The first data row (or the empty-table overlay) is drawn.
  await expect(
    page.locator('[role="grid"] .MuiDataGrid-row, [role="grid"] .MuiDataGrid-overlay').first(),
  ).toBeVisible();
  await screenshotAtBothWidths(page, testInfo, name, async () => {
    await expectGridTextsWhole(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1, h2')).toHaveCount(headings);
  });
}

/** Follow a link of the first row of a grid. */
async function followFirst(grid: Locator, link: string | RegExp): Promise<void> {
  await grid.locator('.MuiDataGrid-row').first().getByRole('link', { name: link }).click();
}

async function open(page: Page, shell: Shell, path: string): Promise<void> {
  await page.goto(path);
  await shell.waitForSyncIdle();
}

test('the vegetation tables read fully at desktop and phone width', async ({ page }, testInfo) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);

  await open(page, shell, '/vegetation-issues');
  await checkTableScreen(page, testInfo, 'issues');

  const overview = new OverviewScreen(page);
  await overview.open();
  await overview.showTable();
  await checkTableScreen(page, testInfo, 'overview-areas');

  await open(page, shell, '/sub-assets');
  await checkTableScreen(page, testInfo, 'sub-assets');
  await page
    .getByRole('link', { name: /^Show management areas of / })
    .first()
    .click();
  await checkTableScreen(page, testInfo, 'management-areas');

  await open(page, shell, '/service-providers');
  await checkTableScreen(page, testInfo, 'service-providers');
  const providers = page.getByRole('grid', { name: 'Service providers' });
  await followFirst(providers, 'Issue List');
  await checkTableScreen(page, testInfo, 'provider-issue-list');
  await open(page, shell, '/service-providers');
  await followFirst(providers, 'Assign Issues');
  await checkTableScreen(page, testInfo, 'provider-assign-issues');

  await open(page, shell, '/assign-issues');
  await checkTableScreen(page, testInfo, 'assign-issues');
  const fieldUsers = page.getByRole('grid', { name: 'Field users' });
  await followFirst(fieldUsers, 'list assigned issues');
  await checkTableScreen(page, testInfo, 'user-issue-list');
  await open(page, shell, '/assign-issues');
  await followFirst(fieldUsers, 'assign issues');
  await checkTableScreen(page, testInfo, 'user-assign-issues');
});

test('the setup tables read fully at desktop and phone width', async ({ page }, testInfo) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);

  await open(page, shell, '/species-customization');
  await checkTableScreen(page, testInfo, 'species-customization');
  await followFirst(page.getByRole('grid', { name: 'Assets' }), 'Show species list');
  await checkTableScreen(page, testInfo, 'species-list');

  await open(page, shell, '/users');
  await checkTableScreen(page, testInfo, 'users');

  await open(page, shell, '/alerts');
  await checkTableScreen(page, testInfo, 'alerts');

  // The culvert tool is chosen from a vegetation page.
  await open(page, shell, '/dashboard');
  await new InspectionsScreen(page).open(shell);
  await shell.waitForSyncIdle();
  await checkTableScreen(page, testInfo, 'inspections');
  await new CulvertsScreen(page).open();
  await checkTableScreen(page, testInfo, 'culverts');
});

test('the platform admin tables read fully at desktop and phone width', async ({ page }, testInfo) => {
  const admin = new AdminPage(page);
  await admin.open();
  await admin.logIn(E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(admin.companies).toBeVisible();
  await checkTableScreen(page, testInfo, 'admin-companies');
  await admin.openCompany('Northern Pipelines Ltd');
  // The company's details are a section (h2) of the page.
  await checkTableScreen(page, testInfo, 'admin-company', 2);
});
