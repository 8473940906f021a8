import { expect, test } from '@playwright/test';
import { distanceMetres, MAP, MESSAGES } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { localAsset, localIssueByComment, readSetting } from './localStore';
import { placeDevice } from './pages/GpsFields';
import { apiUser, IssuesScreen, issueRequest } from './pages/IssuesScreen';
import {
  firstIdleWithMarkers,
  MapProbe,
  type MapViewState,
  recordMapIdles,
  serveTiles,
} from './pages/MapProbe';
import { navigateInApp } from './pages/navigateInApp';
import { logInAs } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

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

  await map.goToFirstMarker(12);
  expect(await map.renderedCount(['marker-point', 'marker-cluster'])).toBeGreaterThan(0);
  // A cluster's click zooms in to where it breaks up (the cluster worker knows that zoom).
  const before = await map.clickCluster();
  await expect.poll(async () => (await map.view()).zoom).toBeGreaterThan(before);
  await page.getByLabel('Hide Markers').check();
  await map.goToFirstMarker(12);
  expect(await map.renderedCount(['marker-point', 'marker-cluster'])).toBe(0);
});

test('the issue map first draws from its marker index, which every save keeps: a deleted issue is gone from that drawing', async ({
  page,
}) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const user = await apiUser(DEMO.clientAdmin);
  const { areas } = await localAsset(page);
  const comment = unique('map-index').replace(/\s+/g, '-');
  // Whole 1/100,000ths of a degree: the server keeps 7 decimals.
  const jitter = () => Math.round(Math.random() * 1000) / 100_000;
  const position: [number, number] = [
    Number((-116.6 + jitter()).toFixed(5)),
    Number((53.95 + jitter()).toFixed(5)),
  ];
  const point = { type: 'Point' as const, coordinates: position };
  const request = issueRequest(areas[0].id, user.userId, comment, { gps_point: point, gps_track: null });
  const created = await api('issuesCreate', request, user.token);
  const screen = new IssuesScreen(page);
  await screen.open();
  // The sync that pulls the issue may not have begun when the first check of 'Syncing Data' is made.
  await expect.poll(() => localIssueByComment(page, comment), { timeout: 30_000 }).toBeDefined();
  await recordMapIdles(page);
  /** The markers the reloaded map tab draws first: the issue rows are read only once these are drawn. */
  const drawnFirst = async () => {
    await screen.tab('Map').click();
    await expect(screen.tab('Map')).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    return (await firstIdleWithMarkers(page)).positions();
  };
  expect(await drawnFirst()).toContain(JSON.stringify(position));

  await screen.showTable();
  await screen.fillText('Comment search', comment);
  await screen.apply();
  await screen.select(screen.rowById(created.id));
  await screen.deleteButton.click();
  await page.getByRole('dialog', { name: 'Delete Issues' }).getByRole('button', { name: 'Delete' }).click();
  await expect(screen.rows()).toHaveCount(0);
  await screen.clearAll();
  expect(await drawnFirst()).not.toContain(JSON.stringify(position));
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

test('the LSD grid page shows one view in two maps alike, side by side or stacked; moving one moves both', async ({
  page,
}, testInfo) => {
  await serveTiles(page);
  // A grid that cannot be drawn: its 'Overlay Error' notice must not push the right-hand map down.
  await page.route(/\/ats\/wms/, (route) => route.abort('internetdisconnected'));
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/set-lsd-grid');
  const [without, withGrid] = [0, 1].map((i) => new MapProbe(page, page.getByTestId('map').nth(i)));
  await without.waitLoaded();
  await withGrid.waitLoaded();
  await expect(page.getByText(MESSAGES.overlayError)).toBeVisible();

  // Views to 7 decimals of a degree (about a centimetre) and 6 of a zoom level.
  const rounded = ({ center, zoom }: MapViewState) => ({
    center: center.map((v) => v.toFixed(7)),
    zoom: zoom.toFixed(6),
  });
  const expectOneView = () =>
    expect(async () =>
      expect(rounded(await withGrid.view())).toEqual(rounded(await without.view())),
    ).toPass();
  const boxes = async () => {
    const [a, b] = await Promise.all([without.element.boundingBox(), withGrid.element.boundingBox()]);
    if (!a || !b) throw new Error('A map is not shown');
    return [a, b];
  };
  await expectOneView();
  const [left, right] = await boxes();
  expect(right).toMatchObject({ y: left.y, width: left.width, height: left.height });
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);

  // A drag on the left map pans both; the right map's zoom button zooms both.
  const before = await without.view();
  await page.mouse.move(left.x + left.width / 2, left.y + left.height / 2);
  await page.mouse.down();
  await page.mouse.move(left.x + left.width / 2 - 150, left.y + left.height / 2 + 80, { steps: 8 });
  await page.mouse.up();
  await expectOneView();
  expect((await withGrid.view()).center).not.toEqual(before.center);
  await page.getByRole('button', { name: 'Zoom in' }).nth(1).click();
  await expect.poll(async () => (await without.view()).zoom).toBeCloseTo(before.zoom + 1, 5);
  await expectOneView();

  await screenshotAtBothWidths(page, testInfo, 'lsd-grid', async (width) => {
    const [top, bottom] = await boxes();
    expect(bottom).toMatchObject({ width: top.width, height: top.height });
    // At phone width the maps stack, both on one screen.
    if (width < 600) expect(bottom.y + bottom.height).toBeLessThanOrEqual(844);
    else expect(bottom.y).toBe(top.y);
  });
});

test('the LSD grid page opened from another map links its two maps as well', async ({ page }) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  // The issue map loads the map's code first: the LSD page's maps are then drawn before the asset is read, and
  // made only once it is.
  const issues = new IssuesScreen(page);
  await issues.open();
  await issues.tab('Map').click();
  await new MapProbe(page).waitLoaded();
  await navigateInApp(page, '/set-lsd-grid');
  const [without, withGrid] = [0, 1].map((i) => new MapProbe(page, page.getByTestId('map').nth(i)));
  await without.waitLoaded();
  await withGrid.waitLoaded();
  const start = await without.view();
  await withGrid.moveTo([start.center[0] + 0.01, start.center[1] + 0.005], start.zoom + 1);
  expect(await without.view()).toEqual(await withGrid.view());
});

test("'Center' shows the device's position and accuracy circle, following the device's good fixes", async ({
  page,
  context,
}, testInfo) => {
  const home: [number, number] = [MAP.defaultCentre.longitude, MAP.defaultCentre.latitude];
  const north = (metres: number): [number, number] => [home[0], home[1] + metres / 111_195];
  await serveTiles(page);
  await placeDevice(context, { position: home, accuracy: 50 });
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues');
  await page.getByRole('button', { name: 'Map View' }).click();
  const map = new MapProbe(page);
  await map.waitLoaded();
  const positionShown = () => map.features('device-position');
  /** The dot's position to 6 decimals, or null while there is none. */
  const dotAt = async () => {
    const [dot] = await positionShown();
    return dot ? (dot.coordinates as number[]).map((v) => v.toFixed(6)) : null;
  };
  const at = (position: [number, number]) => position.map((v) => v.toFixed(6));
  /** Every corner of the accuracy circle is the fix's accuracy away from the fix. */
  const expectCircle = async (centre: [number, number], metres: number) => {
    const [circle] = (await map.features('device-accuracy')) as { coordinates: [number, number][][] }[];
    for (const corner of circle.coordinates[0]) expect(distanceMetres(centre, corner)).toBeCloseTo(metres, 2);
  };

  // A fix worse than 25 m is not shown; the map says why it waits.
  await page.getByRole('button', { name: 'Center' }).click();
  await expect(page.getByText('GPS accuracy is 50 m; waiting for 25 m or better.')).toBeVisible();
  expect(await positionShown()).toEqual([]);

  await placeDevice(context, { position: north(10), accuracy: 20 });
  await expect.poll(dotAt).toEqual(at(north(10)));
  await expect.poll(async () => (await map.view()).zoom).toBeCloseTo(MAP.centerZoom, 5);
  await expectCircle(north(10), 20);
  await map.waitIdle();
  expect(await map.renderedCount(['device-position'])).toBe(1);
  expect(await map.renderedCount(['device-accuracy'])).toBeGreaterThan(0);

  // The marker follows the device.
  await placeDevice(context, { position: north(30), accuracy: 8 });
  await expect.poll(dotAt).toEqual(at(north(30)));
  await expectCircle(north(30), 8);
  await screenshotAtBothWidths(page, testInfo, 'device-location', async () => {
    await map.waitIdle();
    expect(await map.renderedCount(['device-position'])).toBe(1);
  });
});

test('the issue list opened on its map loads no table until the Table tab is chosen', async ({ page }) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const issues = new IssuesScreen(page);
  await issues.open();
  await page.getByRole('button', { name: 'Map View' }).click();
  // The flag is stored before the page is opened again (a navigation would cut its write short).
  await expect.poll(() => readSetting<boolean>(page, 'mapView')).toBe(true);
  await issues.open();
  await new MapProbe(page).waitLoaded();
  // The data grid's chunk (DataTable-<hash>.js) is not among the scripts this page loaded.
  const tableScripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/DataTable-[\w-]+\.js$/.test(new URL(entry.name).pathname)).length,
    );
  expect(await tableScripts()).toBe(0);
  await issues.showTable();
  await expect(issues.grid.getByRole('row').nth(1)).toBeVisible();
  expect(await tableScripts()).toBe(1);
});
