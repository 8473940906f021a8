import { expect, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { MapProbe, serveTiles } from './pages/MapProbe';
import { logInAs } from './pages/session';

test('the issue map draws risk-coloured areas, labels from zoom 16, and clustered markers', async ({
  page,
}) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues');
  await page.getByRole('button', { name: 'Map View' }).click();
  const map = new MapProbe(page);
  await map.waitLoaded();
  for (const control of ['Filter by year', 'Center', 'Default View']) {
    await expect(page.getByRole('button', { name: control })).toBeVisible();
  }
  await expect(page.getByLabel('Hide Markers')).toBeVisible();

  await map.goToFirst('areas', 14);
  expect(await map.renderedCount(['area-fill'])).toBeGreaterThan(0);
  expect(await map.renderedCount(['area-label'])).toBe(0);
  await map.goToFirst('area-labels', 16.5);
  expect(await map.renderedCount(['area-label'])).toBeGreaterThan(0);
  await map.goToFirst('area-labels', 15.5);
  expect(await map.renderedCount(['area-label'])).toBe(0);

  await map.goToFirst('markers', 12);
  expect(await map.renderedCount(['marker-point', 'marker-cluster'])).toBeGreaterThan(0);
  await page.getByLabel('Hide Markers').check();
  await map.goToFirst('markers', 12);
  expect(await map.renderedCount(['marker-point', 'marker-cluster'])).toBe(0);
});

test('when imagery cannot load the map says so and still draws the areas', async ({ page }) => {
  await page.route(/arcgisonline\.com/, (route) => route.abort('internetdisconnected'));
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues');
  await page.getByRole('button', { name: 'Map View' }).click();
  const map = new MapProbe(page);
  await map.waitLoaded();
  await expect(page.getByTestId('imagery-error')).toContainText(MESSAGES.mapCannotLoad);
  await map.goToFirst('areas', 14);
  expect(await map.renderedCount(['area-fill'])).toBeGreaterThan(0);
});
