import { expect, test } from '@playwright/test';
import { MAP } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { expectAccessible } from './pages/axe';
import { dropPointAtMapCentre, GpsFields, mapCentre, placeDevice } from './pages/GpsFields';
import { MapProbe, serveTiles } from './pages/MapProbe';
import { logInAs } from './pages/session';

const HOME: [number, number] = [MAP.defaultCentre.longitude, MAP.defaultCentre.latitude];
/** A position the given metres north of HOME. */
const north = (metres: number): [number, number] => [HOME[0], HOME[1] + metres / 111_195];

test.beforeEach(async ({ page, context }) => {
  await serveTiles(page);
  await placeDevice(context, { position: HOME });
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues/add');
});

test("'Use My Location' sets the point from the device position, to 6 decimals", async ({
  page,
  context,
}) => {
  const gps = new GpsFields(page);
  await placeDevice(context, { position: north(250) });
  await expect(gps.useMyLocation).toBeEnabled();
  await gps.useMyLocation.click();
  await expect(gps.point).toHaveText(`Latitude ${north(250)[1].toFixed(6)}, Longitude ${HOME[0].toFixed(6)}`);
  await expect(gps.dropPoint).toHaveText('Point Has Been Set');
  await gps.section.getByRole('button', { name: 'Clear Point' }).click();
  await expect(gps.point).toHaveCount(0);
});

test('a walked path goes idle → tracking → Path Set, ignoring a fix worse than 25 m', async ({
  page,
  context,
}, testInfo) => {
  const gps = new GpsFields(page);
  // The form already follows the device (Use My Location is ready), so the path starts where it stands.
  await expect(gps.useMyLocation).toBeEnabled();
  await gps.trackPath.click();
  await expect(gps.stopTracking).toBeVisible();
  await placeDevice(context, { position: north(20) });
  await expect(gps.path).toHaveText('Path of 2 points so far');
  // A rough fix (50 m) is ignored; the next good one is the third point.
  await placeDevice(context, { position: north(400), accuracy: 50 });
  await placeDevice(context, { position: north(40) });
  await expect(gps.path).toHaveText('Path of 3 points so far');
  const latitudes = async () => (await gps.trackPositions()).map(([, lat]) => lat.toFixed(6));
  await expect.poll(latitudes).toEqual([HOME, north(20), north(40)].map(([, lat]) => lat.toFixed(6)));
  await page.setViewportSize({ width: 390, height: 844 });
  await gps.section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('gps-tracking-390.png'), fullPage: true });
  await gps.stopTracking.click();
  await expect(gps.pathSet).toBeVisible();
  await expect(gps.path).toHaveText('Path of 3 points');
  await expect(gps.trackPath).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('gps-path-set-390.png'), fullPage: true });
  await expectNoSidewaysScroll(page);

  await gps.clearPath.click();
  await expect(gps.pathSet).toHaveCount(0);
  await expect(gps.trackPath).toBeVisible();
});

test('Drop Point On Map sets the point where the map is clicked', async ({ page }, testInfo) => {
  const gps = new GpsFields(page);
  await expect(gps.useMyLocation).toBeEnabled();
  const centre = await gps.dropPointAtMapCentre();
  // Without a point the map opened on the device's position.
  expect(Math.abs(centre.latitude - HOME[1])).toBeLessThan(0.0001);
  expect(Math.abs(centre.longitude - HOME[0])).toBeLessThan(0.0001);
  const shown = await gps.pointValue();
  expect(Math.abs(shown.latitude - centre.latitude)).toBeLessThan(0.002);
  expect(Math.abs(shown.longitude - centre.longitude)).toBeLessThan(0.002);
  await expect(gps.dropPoint).toHaveText('Point Has Been Set');
  // The preview shows the point.
  const preview = new MapProbe(page);
  await preview.waitLoaded();
  await preview.waitIdle();
  expect(await preview.renderedCount(['click-point'])).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('gps-point-1280.png'), fullPage: true });

  // Opening again starts from the point; Remove Point clears it.
  await page.setViewportSize({ width: 390, height: 844 });
  await gps.dropPoint.click();
  const dialog = page.getByRole('dialog', { name: 'Click to Place Point' });
  await expect(dialog.getByTestId('map')).toHaveAttribute('data-loaded', 'true');
  const reopened = await mapCentre(dialog.getByTestId('map'));
  expect(Math.abs(reopened.latitude - shown.latitude)).toBeLessThan(0.0001);
  expect(Math.abs(reopened.longitude - shown.longitude)).toBeLessThan(0.0001);
  await page.screenshot({ path: testInfo.outputPath('drop-point-390.png') });
  await dialog.getByRole('button', { name: 'Remove Point' }).click();
  await expect(gps.point).toHaveCount(0);
  await expect(gps.dropPoint).toHaveText('Drop Point On Map');
});

test('the pick dialog lists at most 10 issues, closest first, with their distances', async ({
  page,
}, testInfo) => {
  await page.getByRole('button', { name: 'Follow Up Existing Issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick An Issue To Follow Up' });
  await expect(dialog.getByText('Closest to your position first, at most 10.')).toBeVisible();
  const rows = dialog.getByRole('list', { name: 'Issues' }).getByRole('button');
  await expect(rows.first()).toBeVisible();
  const distances = await rows.getByTestId('distance').allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  expect(distances.length).toBeLessThanOrEqual(10);
  const metres = distances.map((text) => {
    const match = /^(\d+(?:\.\d+)?) (m|km)$/.exec(text);
    if (!match) throw new Error(`Not a distance: '${text}'`);
    return Number(match[1]) * (match[2] === 'km' ? 1000 : 1);
  });
  expect(metres).toEqual([...metres].sort((a, b) => a - b));
  // A real list: each issue an item holding its button.
  await expect(dialog.getByRole('list', { name: 'Issues' }).getByRole('listitem')).toHaveCount(
    distances.length,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'the follow-up pick dialog', { structure: true });
  await page.screenshot({ path: testInfo.outputPath('pick-dialog-390.png') });
  // By keyboard: Tab from the search box reaches the closest issue, Enter picks it.
  await dialog.getByPlaceholder('Search issues').focus();
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('issue-based-on')).toBeVisible();
});

test("'See Areas' shows the asset's areas; clicking one chooses it", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'See Areas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Management Areas' });
  const map = new MapProbe(page);
  await map.waitLoaded();
  await map.goToFirst('area-labels', 16.5);
  expect(await map.renderedCount(['area-fill'])).toBeGreaterThan(0);
  expect(await map.renderedCount(['area-label'])).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('see-areas-390.png') });
  await expectNoSidewaysScroll(page);
  const name = await map.element.evaluate(async (el) => {
    type Source = { getData(): Promise<{ features: { properties: { name: string } }[] }> };
    const source = (el as HTMLElement & { vergeMap: { getSource(id: string): Source } }).vergeMap.getSource(
      'area-labels',
    );
    return (await source.getData()).features[0].properties.name;
  });
  const box = await map.element.boundingBox();
  if (!box) throw new Error('The areas map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Management Area' })).toHaveText(name);
});

test("the culvert form's Drop Point On Map fills the outlet's latitude and longitude", async ({ page }) => {
  await page.goto('/culvert/add');
  const outlet = page.getByRole('button', { name: 'Drop Point On Map' }).nth(1);
  const centre = await dropPointAtMapCentre(page, outlet, 'Click to Place Point (Outlet)');
  const latitude = Number(await page.getByLabel('Outlet Latitude').inputValue());
  const longitude = Number(await page.getByLabel('Outlet Longitude').inputValue());
  expect(Math.abs(latitude - centre.latitude)).toBeLessThan(0.002);
  expect(Math.abs(longitude - centre.longitude)).toBeLessThan(0.002);
  await expect(page.getByLabel('Inlet Latitude')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Point Has Been Set' })).toHaveCount(1);
});
