import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { MapProbe, TILE_PNG } from './pages/MapProbe';
import { logInAs, OFFLINE_SHELL } from './pages/session';

test.use(OFFLINE_SHELL);

test('imagery tiles the map has shown stay cached for offline use', async ({ page, context }) => {
  // Routed on the context, so the service worker's own fetches are answered too.
  await context.route(/arcgisonline\.com/, (route) =>
    route.fulfill({ body: TILE_PNG, contentType: 'image/png' }),
  );
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.waitForFunction(
    async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
  );
  await page.goto('/vegetation-issues');
  await page.getByRole('button', { name: 'Map View' }).click();
  const map = new MapProbe(page);
  await map.waitLoaded();
  await map.waitIdle();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('verge-map-tiles')).keys()).length), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
});
