import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './env';
import { expectNoSidewaysScroll } from './layout';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { waitForAssetLoaded } from './pages/session';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Login page, shell and /admin at desktop and 390-px width: nothing overflows sideways; the pictures are kept for review. */
for (const size of WIDTHS) {
  test(`login, shell and admin render at ${size.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const login = new LoginPage(page);
    await login.open('/');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`login-${size.name}.png`) });

    await login.logIn(DEMO.clientAdmin, DEMO_PASSWORD);
    const shell = new Shell(page);
    await shell.expectOn('/dashboard', 'Dashboard');
    // The first sync has stored the asset before the page is reloaded: waiting for the sync indicator alone could
    // pass before it came up, the reload then cut the first sync short, and the picture showed an emptied table.
    await waitForAssetLoaded(page);
    await shell.waitForSyncIdle();
    await shell.syncAfter(() => page.goto('/vegetation-issues'));
    // A row with cells: a row of issues.
    await expect(
      page
        .getByRole('grid', { name: 'Vegetation issues' })
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`shell-${size.name}.png`) });
    if (size.width < 900) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      // Wholly in view: the drawer has finished sliding in (the picture showed it half-way).
      await expect(shell.navLink('Vegetation Issues')).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`shell-nav-${size.name}.png`) });
      await page.keyboard.press('Escape');
    }
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Open Issues', exact: true })).toBeVisible();
    // Footer: company name and the year, hidden on extra-small screens.
    const footer = page.locator('footer');
    if (size.width >= 600)
      await expect(footer).toContainText(`Northern Pipelines Ltd · © ${new Date().getFullYear()}`);
    else await expect(footer).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${size.name}.png`) });

    const admin = new AdminPage(page);
    await admin.open();
    await admin.logIn(E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(admin.companies).toBeVisible();
    await admin.openCompany('Northern Pipelines Ltd');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`admin-${size.name}.png`), fullPage: true });
  });
}
