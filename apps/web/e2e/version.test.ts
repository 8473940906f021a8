import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { logInAs } from './pages/session';

test('a response from a newer server version reloads the page once', async ({ page }) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.evaluate(() => {
    (window as Window & { beforeReload?: boolean }).beforeReload = true;
  });
  await page.route('**/api/update/relations', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': '9.99.99' } });
  });
  const reloaded = page.waitForEvent('load');
  // Coming back online runs a sync, whose answers carry the server's version.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload))
    .toBeUndefined();
  await shell.expectOn('/dashboard');
  expect(await page.evaluate(() => sessionStorage.getItem('verge-reloaded-for-version'))).toBe('9.99.99');

  // The same version again does not reload a second time.
  await page.evaluate(() => {
    (window as Window & { beforeReload?: boolean }).beforeReload = true;
  });
  await shell.waitForSyncIdle();
  const relations = page.waitForResponse('**/api/update/relations');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await relations;
  await shell.waitForSyncIdle();
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload)).toBe(true);
});
