import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { type ManagementArea, MESSAGES, type SubAsset } from '@verge/domain';
import { api, unique, userToken } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { expectOutboxEmpty, readSetting, readTable } from './localStore';
import { tickRow } from './pages/gridRows';
import { serveTiles } from './pages/MapProbe';
import { Shell } from './pages/Shell';
import { SubAssets } from './pages/SubAssets';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

const SIX_DECIMALS = /^-?\d+\.\d{6}$/;

/** Screenshots at 1280 and 390 px of what is on screen now; nothing may scroll sideways. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Tables and maps lay themselves out again on the next frames after a resize.
    await page.waitForTimeout(400);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Areas of the selected demo asset that no sub-asset holds (the corridor), sorted by name. */
async function freeAreas(page: Page): Promise<ManagementArea[]> {
  const assetId = await readSetting<number>(page, 'selectedAssetId');
  const areas = await readTable<ManagementArea>(page, 'areas');
  return areas
    .filter((a) => a.assetId === assetId && a.subAssetId === null && !a.hidden)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** Put demo areas back on no sub-asset, so other tests see the corridor as seeded. */
async function releaseAreas(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const token = await userToken(DEMO.clientAdmin, DEMO_PASSWORD);
  await api('subAssetsRemoveArea', { areaId: ids }, token);
}

test('a client admin creates a sub-asset on the map with two areas, edits it, adds an area, and manages its areas', async ({
  page,
}, testInfo) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const [first, second, third] = await freeAreas(page);
  expect(third).toBeDefined();
  const used = [first.id, second.id, third.id];
  try {
    const screen = new SubAssets(page);
    const shell = new Shell(page);
    await screen.open();
    await shoot(page, testInfo, 'sub-assets');
    await screen.createButton.click();
    await shell.expectOn('/add-sub-asset', 'Add Sub Asset');

    const name = unique('E2E Pad');
    await screen.name.fill(name);
    await expect(screen.latitude).toBeEnabled();
    await screen.clickMap(20, -10);
    // The drawn point fills the coordinates and locks them; removing it unlocks them, drawing again locks.
    await expect(screen.latitude).toBeDisabled();
    await expect(screen.longitude).toBeDisabled();
    await expect(screen.latitude).toHaveValue(SIX_DECIMALS);
    await expect(screen.longitude).toHaveValue(SIX_DECIMALS);
    await page.getByRole('button', { name: 'Remove Point' }).click();
    await expect(screen.latitude).toBeEnabled();
    await expect(screen.latitude).toHaveValue('');
    await screen.clickMap(-30, 15);
    await expect(screen.latitude).toBeDisabled();
    const latitude = Number(await screen.latitude.inputValue());
    const longitude = Number(await screen.longitude.inputValue());
    await screen.chooseAreas(screen.assignPicker, [first.name, second.name]);
    await shoot(page, testInfo, 'sub-asset-form');
    await screen.submit('Create Sub Asset');
    await screen.expectMessage(MESSAGES.subAssetCreated);
    await shell.expectOn('/sub-assets', 'Sub Assets');

    // The new row, its coordinates to 6 decimals, and the search finding it alone.
    const row = screen.row(name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(latitude.toFixed(6));
    await expect(row).toContainText(longitude.toFixed(6));
    await screen.search.fill(name.toUpperCase());
    await expect(screen.table.getByRole('row')).toHaveCount(2);
    await expect(row).toBeVisible();
    await screen.search.fill(`${name} nothing like it`);
    // No data row is left; the table's empty row says why.
    await expect(screen.table.locator('.MuiDataGrid-row')).toHaveCount(0);
    await expect(screen.table.getByRole('row').filter({ hasText: 'Nothing matches' })).toBeVisible();
    await screen.search.fill(name);

    const token = await userToken(DEMO.clientAdmin, DEMO_PASSWORD);
    const created = (await readTable<SubAsset>(page, 'subAssets')).find((s) => s.sub_asset_name === name);
    expect(created).toBeDefined();
    const id = created!.id;
    expect((await api('subAssetsGet', { id }, token)).managementAreaIds.sort()).toEqual(
      [first.id, second.id].sort(),
    );

    // Edit: rename and take the first area off.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await shell.expectOn(`/edit-sub-asset/${id}`, 'Edit Sub Asset');
    await expect(screen.name).toHaveValue(name);
    const current = page.getByRole('list', { name: 'Current management areas' });
    await expect(current.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    await expect(current).toContainText('Removed on save');
    await page.getByRole('button', { name: `Keep ${first.name}` }).click();
    await expect(current).not.toContainText('Removed on save');
    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    const renamed = `${name} renamed`;
    await screen.name.fill(renamed);
    await shoot(page, testInfo, 'sub-asset-edit');
    await screen.submit('Save Changes');
    await screen.expectMessage(MESSAGES.subAssetEdited);
    await shell.expectOn('/sub-assets', 'Sub Assets');
    await expectOutboxEmpty(page);
    await screen.search.fill(renamed);
    await expect(screen.row(renamed)).toHaveCount(1);
    const edited = await api('subAssetsGet', { id }, token);
    expect(edited.sub_asset_name).toBe(renamed);
    expect(edited.managementAreaIds).toEqual([second.id]);

    // Add an area from the row: nothing chosen is refused, then the third area goes on.
    const dialog = await screen.openAddAreaDialog(renamed);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByText('The Management Areas field is required')).toBeVisible();
    await screen.chooseAreas(dialog.getByRole('combobox', { name: 'Management Areas' }), [third.name]);
    await shoot(page, testInfo, 'add-area-dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await screen.expectMessage(MESSAGES.areaAssigned);
    await expect(dialog).toBeHidden();
    await expectOutboxEmpty(page);
    await shell.waitForSyncIdle();

    // The sub-asset's areas: the second and third, with details.
    await page.getByRole('link', { name: `Show management areas of ${renamed}` }).click();
    // One page heading, naming the sub-asset.
    await shell.expectOn(`/management-areas-list/${id}`, `${renamed} Management Areas`);
    await expect(screen.areaRow(second.name)).toHaveCount(1);
    await expect(screen.areaRow(third.name)).toHaveCount(1);
    await expect(screen.areaRow(first.name)).toHaveCount(0);
    await shoot(page, testInfo, 'management-areas');

    const details = page.getByRole('dialog', { name: `Management Area: ${second.name}` });
    // A click that lands while the rows are re-read after the sync run is tried again.
    await expect(async () => {
      await page.getByRole('button', { name: `Details of ${second.name}` }).click();
      await expect(details).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const facts = details.getByTestId('area-details');
    await expect(facts.getByText(String(second.id), { exact: true })).toBeVisible();
    await expect(facts.getByText(renamed, { exact: true })).toBeVisible();
    await expect(facts).toContainText('Total Issues Logged');
    await expect(facts).toContainText('High Risk');
    await expect(details.getByTestId('map')).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
    await shoot(page, testInfo, 'area-details');
    await details.getByRole('button', { name: 'Close' }).last().click();

    // Remove: nothing selected is refused; the second area comes off after confirming.
    await screen.removeSelected.click();
    await screen.expectMessage(MESSAGES.noSubAssetSelected);
    await tickRow(screen.areaRow(second.name));
    await screen.removeSelected.click();
    await page
      .getByRole('dialog', { name: 'Remove Management Areas' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await screen.expectMessage(MESSAGES.areasRemoved);
    await expect(screen.areaRow(second.name)).toHaveCount(0);
    await expect(screen.areaRow(third.name)).toHaveCount(1);
    expect((await api('subAssetsGet', { id }, token)).managementAreaIds).toEqual([third.id]);

    await page.getByRole('link', { name: 'Back to Sub Assets' }).click();
    await shell.expectOn('/sub-assets', 'Sub Assets');
  } finally {
    await releaseAreas(used);
  }
});

test('the form refuses bad input, asks before leaving, and offline changes are saved on the device and reach the server later', async ({
  page,
  context,
}) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new SubAssets(page);
  const shell = new Shell(page);
  await page.goto('/add-sub-asset');
  await expect(shell.heading).toHaveText('Add Sub Asset');

  await screen.submit('Create Sub Asset');
  await screen.expectMessage(MESSAGES.subAssetInvalid);
  for (const label of ['Sub Asset Name', 'Latitude', 'Longitude']) {
    await expect(page.getByText(`The ${label} field is required`)).toBeVisible();
  }
  await screen.name.fill('Out of range');
  await screen.latitude.fill('90.5');
  await screen.longitude.fill('-180.25');
  await screen.submit('Create Sub Asset');
  await expect(page.getByText('The Latitude field must be between -90 and 90')).toBeVisible();
  await expect(page.getByText('The Longitude field must be between -180 and 180')).toBeVisible();
  await expect(page.getByText(/field is required/)).toHaveCount(0);

  // Unsaved changes: leaving asks; the dialog's Cancel stays, Exit goes where the user asked to go.
  const ask = page.getByRole('dialog', { name: 'Exit Adding Sub Asset' });
  await shell.navLink('Dashboard').click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await shell.expectOn('/add-sub-asset');
  await expect(screen.name).toHaveValue('Out of range');
  await shell.navLink('Dashboard').click();
  await ask.getByRole('button', { name: 'Exit' }).click();
  await shell.expectOn('/dashboard', 'Dashboard');
  // The form's Cancel asks too, and Exit goes to the list by default.
  await page.goto('/add-sub-asset');
  await screen.name.fill('Left behind');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Exit' }).click();
  await shell.expectOn('/sub-assets', 'Sub Assets');

  // Offline create: saved on the device at once (queued), in the list straight away.
  const assetId = await readSetting<number>(page, 'selectedAssetId');
  const before = await readTable<SubAsset>(page, 'subAssets');
  const target = before.find((s) => s.assetId === assetId && s.managementAreaIds.length > 0)!;
  expect(target).toBeDefined();
  await screen.createButton.click();
  const name = unique('Offline Pad');
  await screen.name.fill(name);
  await screen.latitude.fill('53.9');
  await screen.longitude.fill('-116.5');
  await waitForOfflineShell(page);
  await context.setOffline(true);
  await screen.submit('Create Sub Asset');
  await screen.expectMessage(MESSAGES.subAssetCreated);
  await shell.expectOn('/sub-assets');
  await expect(screen.table.getByRole('link', { name: `Edit ${name}` })).toBeVisible();

  // Offline edit of a synced sub-asset: the form loads from the device and the change shows at once.
  await page.getByRole('link', { name: `Edit ${target.sub_asset_name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Sub Asset' })).toBeVisible();
  await expect(screen.name).toHaveValue(target.sub_asset_name);
  const renamed = `${target.sub_asset_name} changed offline`;
  await screen.name.fill(renamed);
  await screen.submit('Save Changes');
  await screen.expectMessage(MESSAGES.subAssetEdited);
  await expect(screen.table.getByRole('link', { name: `Edit ${renamed}` })).toBeVisible();

  // Offline assign: the area moves on the device at once.
  const dialog = await screen.openAddAreaDialog(renamed);
  const firstFree = (await freeAreas(page))[0];
  await screen.chooseAreas(dialog.getByRole('combobox', { name: 'Management Areas' }), [firstFree.name]);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await screen.expectMessage(MESSAGES.areaAssigned);
  expect(
    (await readTable<ManagementArea>(page, 'areas')).find((a) => a.id === firstFree.id)?.subAssetId,
  ).toBe(target.id);

  // The new sub-asset's areas open under its temporary id; once its create uploads, the page follows it to the
  // server's id instead of losing it.
  await screen.table.getByRole('link', { name: `Show management areas of ${name}` }).click();
  await expect(shell.heading).toHaveText(`${name} Management Areas`);
  await expect(page).toHaveURL(/\/management-areas-list\/-\d+$/);

  // Back online: every change reaches the server, in order.
  await context.setOffline(false);
  await expectOutboxEmpty(page);
  await expect(page).toHaveURL(/\/management-areas-list\/\d+$/);
  await expect(shell.heading).toHaveText(`${name} Management Areas`);
  const token = await userToken(DEMO.clientAdmin, DEMO_PASSWORD);
  const saved = await api('subAssetsGet', { id: target.id }, token);
  expect(saved.sub_asset_name).toBe(renamed);
  expect(saved.managementAreaIds).toEqual(
    expect.arrayContaining([...target.managementAreaIds, firstFree.id]),
  );
  const created = (await readTable<SubAsset>(page, 'subAssets')).find((s) => s.sub_asset_name === name);
  expect(created?.id).toBeGreaterThan(0);
  expect((await api('subAssetsGet', { id: created!.id }, token)).sub_asset_name).toBe(name);
});

test('a server error while removing areas keeps the change queued until it goes through', async ({
  page,
  context,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const target = (await readTable<SubAsset>(page, 'subAssets')).find((s) => s.managementAreaIds.length > 0);
  expect(target).toBeDefined();
  await routeRemoveToServerError(context);
  const screen = new SubAssets(page);
  await page.goto(`/management-areas-list/${target!.id}`);
  await tickRow(screen.areasTable.getByRole('row').nth(1));
  await screen.removeSelected.click();
  await page
    .getByRole('dialog', { name: 'Remove Management Areas' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await screen.expectMessage(MESSAGES.areasRemoved);
  await expect(screen.areasTable.getByRole('row')).toHaveCount(target!.managementAreaIds.length);
  // The server failed it: the change waits on the device and is tried again.
  await page.goto('/pending-changes');
  const change = page.getByTestId('pending-change');
  await expect(change).toContainText('taken off their sub asset');
  await expect(change).toContainText(/Retrying in \d+ s/);
  await context.unroute(/\/api\/subAssets\/removeAreaFromSubAsset/);
  // Retry sends it now; the back-off's own retry may have sent it first, and then the change is gone.
  await change
    .getByRole('button', { name: 'Retry' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expectOutboxEmpty(page);
  const token = await userToken(DEMO.clientAdmin, DEMO_PASSWORD);
  expect((await api('subAssetsGet', { id: target!.id }, token)).managementAreaIds).toHaveLength(
    target!.managementAreaIds.length - 1,
  );
});

async function routeRemoveToServerError(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/subAssets\/removeAreaFromSubAsset/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Internal error' } }),
    }),
  );
}

test('provider admins cannot reach sub-assets; client field users see them without managing', async ({
  browser,
}) => {
  const provider = await browser.newPage();
  await logInAs(provider, DEMO.providerAdmin, DEMO_PASSWORD);
  await provider.goto('/sub-assets');
  await new Shell(provider).expectOn('/dashboard', 'Dashboard');
  await provider.goto('/management-areas-list/1');
  await new Shell(provider).expectOn('/dashboard');
  await provider.close();

  const field = await browser.newPage();
  await logInAs(field, DEMO.clientField, DEMO_PASSWORD);
  const screen = new SubAssets(field);
  await screen.open();
  await expect(screen.table.getByRole('row').nth(1)).toBeVisible();
  await expect(screen.createButton).toHaveCount(0);
  await expect(screen.table.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(screen.table.getByRole('button', { name: /^Add management area to / })).toHaveCount(0);
  await screen.table
    .getByRole('link', { name: /^Show management areas of / })
    .first()
    .click();
  await expect(screen.areasTable).toBeVisible();
  await expect(screen.removeSelected).toHaveCount(0);
  await field.goto('/add-sub-asset');
  await new Shell(field).expectOn('/sub-assets');
  await field.close();
});
