import { expect, test } from '@playwright/test';
import { type Culvert, MAP, MESSAGES } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { readTable } from './localStore';
import { dropPointAtMapCentre, placeDevice } from './pages/GpsFields';
import { serveTiles } from './pages/MapProbe';
import { Snackbar } from './pages/Snackbar';
import { logInAs } from './pages/session';

test.beforeEach(async ({ page }) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
});

test('Add Culvert: labelled messages that go once fixed; a dropped point fills and locks its fields, Remove Point and Clear Edits free them', async ({
  page,
}) => {
  await page.goto('/culvert/add');
  const siteId = page.getByLabel('Site Culvert Id');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Site Culvert Id field is required')).toBeVisible();
  await expect(page.getByText('The Has Markers? field is required')).toBeVisible();
  await expect(siteId).toBeFocused();
  await new Snackbar(page).expectAndClose(MESSAGES.formInvalid);
  await siteId.fill('C-17');
  await expect(page.getByText('The Site Culvert Id field is required')).toBeHidden();
  await expect(page.getByText('The Road Name field is required')).toBeVisible();

  const inletLat = page.getByLabel('Inlet Latitude');
  const inletLng = page.getByLabel('Inlet Longitude');
  const inletButton = page.getByRole('button', { name: 'Drop Point On Map' }).first();
  const centre = await dropPointAtMapCentre(page, inletButton, 'Click to Place Point (Inlet)');
  expect(Math.abs(Number(await inletLat.inputValue()) - centre.latitude)).toBeLessThan(0.002);
  expect(Math.abs(Number(await inletLng.inputValue()) - centre.longitude)).toBeLessThan(0.002);
  await expect(inletLat).toBeDisabled();
  await expect(inletLng).toBeDisabled();

  await page.getByRole('button', { name: 'Point Has Been Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Click to Place Point (Inlet)' });
  await dialog.getByRole('button', { name: 'Remove Point' }).click();
  await expect(dialog).toBeHidden();
  await expect(inletLat).toHaveValue('');
  await expect(inletLat).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Drop Point On Map' })).toHaveCount(2);

  await dropPointAtMapCentre(page, inletButton, 'Click to Place Point (Inlet)');
  await page.getByRole('button', { name: 'Clear Edits' }).click();
  await expect(siteId).toHaveValue('');
  await expect(inletLat).toHaveValue('');
  await expect(inletLng).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Drop Point On Map' })).toHaveCount(2);
  await expect(page.getByText(/field is required/)).toHaveCount(0);
});

test('Edit Culvert refuses cleared coordinates at their fields and saves nothing', async ({ page }) => {
  const culverts = await readTable<Culvert>(page, 'culverts');
  const culvert = culverts.find(
    (c) => c.id > 0 && c.inlet_location && c.outlet_location && c.diameter >= 0.01 && c.length >= 1,
  );
  if (!culvert) throw new Error('The demo data has no culvert with both points');
  await page.goto(`/culverts/edit/${culvert.id}`);
  await expect(page.getByLabel('Site Culvert Id')).toHaveValue(culvert.site_culvert_id);
  await page.getByLabel('Inlet Latitude').fill('');
  await page.getByLabel('Outlet Longitude').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Inlet Latitude field is required')).toBeVisible();
  await expect(page.getByText('The Outlet Longitude field is required')).toBeVisible();
  await expect(page.getByLabel('Inlet Latitude')).toBeFocused();
  await new Snackbar(page).expectAndClose(MESSAGES.formInvalid);
  await expect(page).toHaveURL((url) => url.pathname === `/culverts/edit/${culvert.id}`);
  expect(await readTable(page, 'outbox')).toEqual([]);
  const stored = (await readTable<Culvert>(page, 'culverts')).find((c) => c.id === culvert.id);
  expect(stored?.inlet_location).toEqual(culvert.inlet_location);
});

test('on a phone, Drop Point At Current Location sets the point from the device', async ({
  page,
  context,
}) => {
  const here: [number, number] = [MAP.defaultCentre.longitude + 0.01, MAP.defaultCentre.latitude + 0.02];
  await placeDevice(context, { position: here });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/culvert/add');
  await page.getByRole('button', { name: 'Drop Point On Map' }).nth(1).click();
  await expect(page.getByRole('menuitem', { name: 'Manually Drop Point' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Drop Point At Current Location' }).click();
  await expect(page.getByLabel('Outlet Latitude')).toHaveValue(here[1].toFixed(6));
  await expect(page.getByLabel('Outlet Longitude')).toHaveValue(here[0].toFixed(6));
  await expect(page.getByLabel('Outlet Latitude')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Point Has Been Set' })).toHaveCount(1);
});
