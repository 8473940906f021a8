import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { localAsset } from './localStore';
import { apiUser, issueRequest } from './pages/IssuesScreen';
import { MapProbe } from './pages/MapProbe';
import { OfflineMapsScreen, offlineMapCaches, tileServer } from './pages/OfflineMapsScreen';
import { Shell } from './pages/Shell';
import { Snackbar } from './pages/Snackbar';
import { logInAs, OFFLINE_SHELL, waitForAssetLoaded } from './pages/session';

test.use(OFFLINE_SHELL);

/** The middle of the asset's first area: inside its corridor. */
async function firstAreaMiddle(page: Page): Promise<[number, number]> {
  const { areas } = await localAsset(page);
  const shape = areas[0]?.shape;
  const ring = (shape?.type === 'Polygon' ? shape.coordinates[0] : shape?.coordinates[0]?.[0]) ?? [];
  const corners = ring.slice(0, -1);
  return [
    corners.reduce((sum, [lng]) => sum + lng, 0) / corners.length,
    corners.reduce((sum, [, lat]) => sum + lat, 0) / corners.length,
  ];
}

/**
 * The map of a page, moved into the asset's corridor at `zoom`: it comes to rest with every tile it needs, and no
 * connectivity notice, imagery or LSD grid.
 */
async function expectStoredImagery(page: Page, map: MapProbe, zoom: number): Promise<void> {
  await map.waitLoaded();
  await map.moveTo(await firstAreaMiddle(page), zoom);
  await map.waitIdle();
  await expect(page.getByTestId('imagery-error')).toHaveCount(0);
  await expect(page.getByText(MESSAGES.overlayError)).toHaveCount(0);
}

// No Playwright route in this file: while one is active the service worker sees the download's `no-store` requests
// as ordinary ones and keeps their tiles too, answering the next download from there. The maps are opened offline,
// so whatever imagery they show came from the device.
test.beforeEach(async () => {
  await tileServer({ delayMs: 0, failingZoom: null });
});

test('a crew stores an asset’s corridor, goes offline, and every map of the asset shows it; deleting frees the space', async ({
  page,
  context,
}) => {
  // Six maps opened one after another, each waiting for every tile: on a loaded two-core machine this runs close to
  // the default 90 s.
  test.setTimeout(180_000);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await waitForAssetLoaded(page);
  const { assetId } = await localAsset(page);
  const screen = new OfflineMapsScreen(page);
  await screen.open();
  const tiles = await screen.choose(1_500, 12, 15);
  expect(tiles).toBeGreaterThan(0);
  const before = await tileServer();
  await screen.downloadButton.click();
  await expect(screen.stored(assetId)).toContainText('Ready offline', { timeout: 60_000 });
  await new Snackbar(page).expectAndClose('is ready');
  const served = await tileServer();
  // Every tile of both layers fetched once; the LSD grid is stored too (its source allows it here).
  expect(served.imagery - before.imagery + served.lsd - before.lsd).toBe(tiles);
  expect(served.lsd).toBeGreaterThan(before.lsd);
  await expect(screen.total).toContainText('This offline map takes');

  await context.setOffline(true);
  // The issue map, at a stored zoom and beyond the deepest (enlarged from zoom 15).
  await page.goto('/vegetation-issues');
  await page.getByRole('button', { name: 'Map View' }).click();
  const issueMap = new MapProbe(page);
  await expectStoredImagery(page, issueMap, 14);
  await expectStoredImagery(page, issueMap, 17);
  // The overview.
  await page.goto('/overview');
  await expectStoredImagery(page, new MapProbe(page), 14);
  // The form's point picker.
  await page.goto('/vegetation-issues/add');
  await page.getByRole('button', { name: 'Drop Point On Map' }).first().click();
  await expectStoredImagery(page, new MapProbe(page, page.getByRole('dialog').getByTestId('map')), 14);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // The LSD page: both maps, one with the stored grid over the imagery.
  await page.goto('/set-lsd-grid');
  await expectStoredImagery(page, new MapProbe(page, page.getByTestId('map').nth(1)), 14);
  // The culverts' map (the map view chosen on the issues page holds here too).
  await new Shell(page).chooseFromAvatarMenu('Culverts');
  await page.goto('/culvert-asset-view');
  await expectStoredImagery(page, new MapProbe(page), 14);
  expect((await tileServer()).imagery).toBe(served.imagery);

  await page.goto('/offline-maps');
  await screen.stored(assetId).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete offline map' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await new Snackbar(page).expectAndClose('MB freed');
  await expect(page.getByText('No offline maps yet.')).toBeVisible();
  expect(await offlineMapCaches(page)).toEqual([]);
});

test('a download pauses, survives a reload and a lost connection and goes on from where it stopped; failed tiles are listed and fetched again; cancel leaves nothing', async ({
  page,
  context,
}) => {
  await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  await waitForAssetLoaded(page);
  const { assetId } = await localAsset(page);
  const screen = new OfflineMapsScreen(page);
  const stored = screen.stored(assetId);
  await screen.open();
  const start = await tileServer({ delayMs: 100 });
  const tiles = await screen.choose(250, 12, 16);
  await screen.downloadButton.click();
  await expect.poll(() => screen.doneTiles()).toBeGreaterThan(12);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(stored).toContainText(/Paused at [\d,]+ of/);

  // A reload ends the tab's download: the map says where it stopped, and Resume goes on from there.
  await page.reload();
  await expect(stored).toContainText(/Paused at [\d,]+ of/);
  const pausedAt = Number(
    /Paused at ([\d,]+) of/.exec((await stored.textContent()) ?? '')?.[1]?.replaceAll(',', ''),
  );
  expect(pausedAt).toBeGreaterThan(12);
  await stored.getByRole('button', { name: 'Resume' }).click();
  await expect(screen.progress).toBeVisible();
  expect(await screen.doneTiles()).toBeGreaterThanOrEqual(pausedAt);

  // The connection drops: the download waits for it, and goes on when it is back.
  await context.setOffline(true);
  await expect(page.getByText('Waiting for a connection')).toBeVisible();
  await context.setOffline(false);
  await tileServer({ delayMs: 0 });
  await expect(stored).toContainText('Ready offline', { timeout: 60_000 });
  const served = await tileServer();
  // Each tile fetched once, but for the few in flight at the pause and at the lost connection.
  expect(served.imagery + served.lsd - start.imagery - start.lsd).toBeLessThanOrEqual(tiles + 2 * 6);

  // Tiles the source fails are tried again, then listed; Refresh fetches them.
  await tileServer({ failingZoom: 12 });
  await stored.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete offline map' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No offline maps yet.')).toBeVisible();
  await screen.choose(250, 12, 13);
  await screen.downloadButton.click();
  await expect(stored).toContainText(/tiles? missing/, { timeout: 60_000 });
  await expect(stored).toContainText(/tiles? failed after 3 tries \(imagery\/12\/\d+\/\d+/);
  await tileServer({ failingZoom: null });
  await stored.getByRole('button', { name: 'Refresh' }).click();
  await expect(stored).toContainText('Ready offline', { timeout: 60_000 });
  await expect(stored).not.toContainText('failed');

  // Cancel leaves nothing of a first download.
  await stored.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete offline map' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await tileServer({ delayMs: 100 });
  await screen.choose(250, 12, 16);
  await screen.downloadButton.click();
  await expect.poll(() => screen.doneTiles()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No offline maps yet.')).toBeVisible();
  expect(await offlineMapCaches(page)).toEqual([]);
});

test('a map says when the asset’s work has grown beyond it; it stays through a logout for the next user of the same company, and leaves when another company’s user signs in', async ({
  page,
}) => {
  const shell = await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  await waitForAssetLoaded(page);
  const screen = new OfflineMapsScreen(page);
  await screen.open();
  await screen.choose(250, 12, 13);
  await screen.downloadButton.click();
  await expect(page.getByText('Ready offline')).toBeVisible({ timeout: 60_000 });
  const [stored] = await offlineMapCaches(page);
  expect(stored).toBeDefined();

  // An issue logged 7 km or more off the asset's work, somewhere no earlier run put one (the server's data outlives
  // a retry): the map no longer covers the corridor, and says so.
  const { token, userId } = await apiUser(DEMO.clientField);
  const [middleLng, lat] = await firstAreaMiddle(page);
  const lng = middleLng + 0.1 + Math.random() * 0.5;
  const { areas } = await localAsset(page);
  await api(
    'issuesCreate',
    issueRequest(areas[0]!.id, userId, unique('Far off'), {
      gps_point: { type: 'Point', coordinates: [lng, lat] },
    }),
    token,
  );
  await shell.chooseFromAvatarMenu('Update Data');
  await expect(page.getByText('The asset’s work has grown beyond this map')).toBeVisible({ timeout: 30_000 });

  // The logout has cleared the device once the login page shows: a page load before would cut it short.
  await shell.logOut();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  expect(await offlineMapCaches(page)).toEqual([stored]);
  await screen.open();
  await expect(page.getByText('Ready offline')).toBeVisible();

  await shell.logOut();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await logInAs(page, DEMO.providerField, DEMO_PASSWORD);
  expect(await offlineMapCaches(page)).toEqual([]);
});
