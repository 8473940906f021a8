import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, type ThirdPartyCompany, type User } from '@verge/domain';
import { APP_ROUTES } from '../src/base/paths';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './env';
import { readTable } from './localStore';
import { AdminPage } from './pages/AdminPage';
import { expectAccessible } from './pages/axe';
import { IssueDetail } from './pages/IssueDetail';
import { IssuesScreen } from './pages/IssuesScreen';
import { LoginPage } from './pages/LoginPage';
import { MapProbe, serveTiles } from './pages/MapProbe';
import { navigateInApp } from './pages/navigateInApp';
import { Shell } from './pages/Shell';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Pages shown without a session (login, password reset, the platform admin's) are held to the page structure
 * rules too: a `main` landmark, an h1, no skipped heading level.
 */
const PUBLIC = { structure: true } as const;

/** Move within the app without loading the page again, to a route the user may open. */
async function navigate(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Demo records for the parameterised routes, by the route's path; read from the logged-in device's store. */
async function demoIds(page: Page): Promise<Record<string, number>> {
  const first = async (table: string) => (await readTable<{ id: number }>(page, table))[0].id;
  const issues = await readTable<{ id: number; isInteractive: boolean }>(page, 'issues');
  const providers = await readTable<ThirdPartyCompany>(page, 'thirdPartyCompanies');
  const fieldUser = (await readTable<User>(page, 'users')).find((user) => user.userRoleId === 3);
  const subAsset = await first('subAssets');
  const provider = providers.find((p) => p.company_name.startsWith('Clearcut')) ?? providers[0];
  return {
    '/vegetation-issues/edit/:id': issues.find((issue) => issue.isInteractive)?.id ?? 0,
    '/edit-sub-asset/:id': subAsset,
    '/management-areas-list/:id': subAsset,
    '/service-provider-issue-list/:id': provider.id,
    '/service-provider-assign-issues/:id': provider.id,
    '/user-issue-list/:id': fieldUser?.id ?? 0,
    '/user-assign-issues/:id': fieldUser?.id ?? 0,
    '/species-list/:id': await first('assets'),
    '/culverts/edit/:id?': await first('culverts'),
    '/culvert-inspections/edit/:id?': await first('inspections'),
  };
}

/**
 * Wait until the route's page has drawn its content: the heading names the route (the router keeps the last page
 * on show while the next one's code loads; a page may name its record around the title), nothing loading.
 */
async function expectPageDrawn(page: Page, shell: Shell, title: string): Promise<void> {
  await expect(shell.heading).toContainText(title);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The dialogs and panels of the issue list and form, checked once their route is open. */
const EXTRA_CHECKS: Record<string, (page: Page, width: number) => Promise<void>> = {
  '/vegetation-issues': async (page) => {
    const issues = new IssuesScreen(page);
    await issues.openFilters();
    await expect(issues.filterPanel.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expectAccessible(page, 'the issue filter panel');
    await issues.tab('Map').click();
    const map = new MapProbe(page);
    await map.waitLoaded();
    await map.waitIdle();
    await expectAccessible(page, 'the issue map');
    await issues.tab('Table').click();
    const first = issues.rows().first();
    const id = Number(await first.getAttribute('data-id'));
    await navigate(page, `/vegetation-issues?issueId=${id}`);
    const detail = new IssueDetail(page);
    await expect(detail.dialog).toBeVisible();
    await expectAccessible(page, 'the issue information dialog');
    await page.keyboard.press('Escape');
    await expect(detail.dialog).toBeHidden();
  },
  '/vegetation-issues/add': async (page) => {
    await page.getByRole('button', { name: 'Exit' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectAccessible(page, 'a confirm dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  },
  '/dashboard': async (page, width) => {
    if (width >= 900) return;
    // On a phone the navigation is a drawer, out of the page until opened.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(new Shell(page).nav).toBeVisible();
    await expectAccessible(page, 'the navigation drawer');
    await page.keyboard.press('Escape');
    await expect(new Shell(page).nav).toBeHidden();
  },
};

// Every route of both specs, the public pages and the main dialogs at desktop and phone width: axe finds no
// serious or critical violation. One login per width; the app moves between routes without loading again.
for (const size of WIDTHS) {
  test(`axe finds no serious violation on any route at ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await serveTiles(page);
    await page.setViewportSize({ width: size.width, height: size.height });

    const login = new LoginPage(page);
    await login.open('/');
    await expectAccessible(page, 'login', PUBLIC);
    await navigate(page, '/reset-password-form');
    await expect(page.getByLabel('Confirm Email')).toBeVisible();
    await expectAccessible(page, 'reset password', PUBLIC);
    await navigate(page, '/reset-password?x=not-a-token');
    await expect(page.getByLabel('Repeat New Password')).toBeVisible();
    await expectAccessible(page, 'new password', PUBLIC);
    await navigate(page, '/admin');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expectAccessible(page, 'platform admin login', PUBLIC);
    const admin = new AdminPage(page);
    await admin.logIn(E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(admin.companies).toBeVisible();
    await expectAccessible(page, 'platform admin', PUBLIC);
    await admin.openCompany('Northern Pipelines Ltd');
    await expectAccessible(page, 'platform admin, a company', PUBLIC);

    // The client admin may open every logged-in route.
    await navigate(page, '/');
    await login.logIn(DEMO.clientAdmin, DEMO_PASSWORD);
    const shell = new Shell(page);
    await shell.expectOn('/dashboard', 'Dashboard');
    await shell.waitForSyncIdle();
    // The account menu, then a sync run held back until the shell showing its progress has been checked.
    let releaseSync = () => {};
    const held = new Promise<void>((resolve) => {
      releaseSync = resolve;
    });
    await page.route(/\/api\/update\/asset\?/, async (route) => {
      await held;
      // The app may have given up on the request meanwhile; then there is nothing to let through.
      await route.continue().catch(() => {});
    });
    await shell.openAvatarMenu();
    await expectAccessible(page, 'the account menu');
    await page.getByRole('menuitem', { name: 'Update Data' }).click();
    // Update Data pulls the asset whole: the load bar under the top bar may show beside the top bar's spinner.
    await expect(page.getByRole('progressbar', { name: MESSAGES.syncingData })).toBeVisible();
    await expectAccessible(page, 'a sync run');
    releaseSync();
    await page.unroute(/\/api\/update\/asset\?/);
    await shell.waitForSyncIdle();
    const ids = await demoIds(page);
    for (const meta of APP_ROUTES) {
      const path = meta.path.replace(/:id\??/, String(ids[meta.path]));
      await navigate(page, path);
      await expectPageDrawn(page, shell, meta.title);
      await expectAccessible(page, path);
      await EXTRA_CHECKS[meta.path]?.(page, size.width);
    }
  });
}
