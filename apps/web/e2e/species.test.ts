import { expect, type Page, test } from '@playwright/test';
import { api, userToken } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { readSetting, readTable } from './localStore';
import { chooseOption, chooseOptions } from './pages/choose';
import { IssueForm } from './pages/IssueForm';
import { SpeciesScreen } from './pages/SpeciesScreen';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

test.use(OFFLINE_SHELL);

/*
 * Species customization against the demo company. The app selects Range Road 190 (first by name); the
 * Whitecourt Lateral Pipeline is the asset not selected. Every test puts the demo lists back afterwards, since
 * other test files of this worker use the same server.
 */
const PIPELINE = 'Whitecourt Lateral Pipeline';
const ROAD = 'Range Road 190';
const PHONE = { width: 390, height: 844 };
const WEEDS = 1;

let token: string;
let demoLists: { id: number; ids: number[] }[];

test.beforeAll(async () => {
  token = await userToken(DEMO.clientAdmin, DEMO_PASSWORD);
  demoLists = (await api('speciesLists', undefined, token)).map((a) => ({
    id: a.id,
    ids: a.vegetationSpecies.map((s) => s.id),
  }));
});

test.afterEach(async () => {
  for (const { id, ids } of demoLists) {
    const now = (await api('speciesLists', undefined, token)).find((a) => a.id === id)!;
    const extra = now.vegetationSpecies.map((s) => s.id).filter((s) => !ids.includes(s));
    const missing = ids.filter((s) => !now.vegetationSpecies.some((held) => held.id === s));
    if (extra.length > 0) await api('speciesDelete', { asset_id: id, species_ids: extra }, token);
    if (missing.length > 0) await api('speciesAdd', { asset_id: id, species_ids: missing }, token);
  }
});

/** The species names of an asset's list on the server: all, or those of Weeds issues only. */
async function serverList(assetName: string, weedsOnly = false): Promise<string[]> {
  const lists = await api('speciesLists', undefined, token);
  return lists
    .find((a) => a.asset_name === assetName)!
    .vegetationSpecies.filter((s) => !weedsOnly || s.vegeTypeId === WEEDS)
    .map((s) => s.species)
    .sort();
}

/** The weed species the issue form offers for a new Weeds issue on the selected asset. */
async function weedChoices(page: Page): Promise<string[]> {
  const form = new IssueForm(page);
  await form.openAdd();
  await form.answer('Problem Vegetation Identified', true);
  await form.choose('Type of Problem', 'Weeds');
  return (await form.offered('Weed Species')).sort();
}

/** Select an asset in the top bar, as asset.test.ts does, and wait until the device has switched. */
async function selectAsset(page: Page, name: string): Promise<void> {
  const assets = await readTable<{ id: number; asset_name: string }>(page, 'assets');
  const id = assets.find((a) => a.asset_name === name)!.id;
  await chooseOption(page.getByRole('combobox', { name: 'Asset', exact: true }), name);
  await expect.poll(() => readSetting<number>(page, 'selectedAssetId')).toBe(id);
}

for (const width of ['desktop', 'phone'] as const) {
  test(`a list of an asset not selected is changed, and the issue form follows once it is selected (${width})`, async ({
    page,
  }) => {
    if (width === 'phone') await page.setViewportSize(PHONE);
    const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    const species = new SpeciesScreen(page);
    await species.open();
    await species.search.fill('whitecourt');
    await expect(species.asset(PIPELINE)).toBeVisible();
    await expect(species.asset(ROAD)).toHaveCount(0);

    // The dialog offers only species not on the list, as 'species - vegetation type'.
    await species.openAdd(PIPELINE);
    const offered = await species.addOptions();
    expect(offered).toContain('Tall Buttercup - Weeds');
    expect(offered).toContain('Spilled Grain - Animal Attractant');
    expect(offered).not.toContain('Canada Thistle - Weeds');
    // Submit with nothing chosen says so and keeps the dialog open.
    await species.addDialog.getByRole('button', { name: 'Submit' }).click();
    await species.snackbar.expectAndClose('No Species Selected');
    await expect(species.addDialog).toContainText('The Species field is required');
    await species.addDialog.getByRole('button', { name: 'Close' }).click();
    await expect(species.addDialog).toBeHidden();

    await species.add(PIPELINE, ['Tall Buttercup - Weeds']);
    await species.showList(PIPELINE);
    expect(await species.names()).toContain('Tall Buttercup');
    await expect(
      species.list
        .getByRole('row')
        .filter({ hasText: 'Tall Buttercup' })
        .getByRole('gridcell', { name: 'Weeds' }),
    ).toBeVisible();

    // Remove with nothing ticked says so; then remove one, and the selection clears.
    await species.removeButton.click();
    await species.snackbar.expectAndClose('No Species Selected');
    await expect(species.removeDialog).toBeHidden();
    await species.remove(['Leafy Spurge']);
    const names = await species.names();
    expect(names).toContain('Tall Buttercup');
    expect(names).not.toContain('Leafy Spurge');
    await expect(species.list.getByRole('checkbox', { checked: true })).toHaveCount(0);

    // The changes reach the server, and the issue form offers the new list once that asset is selected.
    await shell.waitForSyncIdle();
    await expect.poll(() => serverList(PIPELINE)).toEqual(names);
    await selectAsset(page, PIPELINE);
    await shell.waitForSyncIdle();
    const weeds = await serverList(PIPELINE, true);
    expect(weeds).toContain('Tall Buttercup');
    expect(await weedChoices(page)).toEqual(weeds);
  });
}

for (const width of ['desktop', 'phone'] as const) {
  test(`a species added to the selected asset is offered by the issue form at once, and gone once removed (${width})`, async ({
    page,
  }) => {
    if (width === 'phone') await page.setViewportSize(PHONE);
    await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    expect(await weedChoices(page)).not.toContain('Spotted Knapweed');

    const species = new SpeciesScreen(page);
    await species.open();
    await species.add(ROAD, ['Spotted Knapweed - Weeds']);
    expect(await weedChoices(page)).toContain('Spotted Knapweed');

    await species.open();
    await species.showList(ROAD);
    await species.remove(['Spotted Knapweed']);
    expect(await weedChoices(page)).not.toContain('Spotted Knapweed');
  });
}

test('a species added offline shows at once, waits in the queue and reaches the server when the network returns', async ({
  page,
  context,
}) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await waitForOfflineShell(page);
  const species = new SpeciesScreen(page);
  await species.open();

  await context.setOffline(true);
  await species.add(PIPELINE, ['Himalayan Balsam - Weeds']);
  await species.showList(PIPELINE);
  expect(await species.names()).toContain('Himalayan Balsam');
  await expect(shell.avatar).toHaveAttribute('data-unsynced', 'true');
  expect(await readTable(page, 'outbox')).toHaveLength(1);
  expect(await serverList(PIPELINE)).not.toContain('Himalayan Balsam');

  // Back online, the queue is sent by itself.
  await context.setOffline(false);
  await shell.waitForSyncIdle();
  await expect.poll(() => serverList(PIPELINE)).toContain('Himalayan Balsam');
  await expect.poll(async () => (await readTable(page, 'outbox')).length).toBe(0);
  expect(await species.names()).toContain('Himalayan Balsam');
});

test('an empty list offers Add Species; an unknown asset says so; screenshots of both pages and the dialog', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const species = new SpeciesScreen(page);
  await species.open();
  await screenshotAtBothWidths(page, testInfo, 'species-customization');
  await species.openAdd(PIPELINE);
  await species.addDialog.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Tall Buttercup - Weeds', exact: true }).click();
  await screenshotAtBothWidths(page, testInfo, 'species-add-dialog');
  await page.keyboard.press('Escape');
  await species.addDialog.getByRole('button', { name: 'Close' }).click();

  await species.showList(PIPELINE);
  await screenshotAtBothWidths(page, testInfo, 'species-list');

  // Emptied (through the API, as another device would), the list says what is empty and offers to add.
  const pipeline = (await api('speciesLists', undefined, token)).find((a) => a.asset_name === PIPELINE)!;
  await api(
    'speciesDelete',
    { asset_id: pipeline.id, species_ids: pipeline.vegetationSpecies.map((s) => s.id) },
    token,
  );
  await page.reload();
  await expect(page.getByText(`${PIPELINE} has no species on its list yet`)).toBeVisible();
  await screenshotAtBothWidths(page, testInfo, 'species-list-empty');
  await page.getByRole('button', { name: 'Add Species' }).click();
  await expect(species.addDialog).toBeVisible();
  await chooseOptions(species.addDialog.getByRole('combobox', { name: 'Species' }), [
    'Canada Thistle - Weeds',
  ]);
  await species.addDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(species.addDialog).toBeHidden();
  expect(await species.names()).toEqual(['Canada Thistle']);

  await page.goto('/species-list/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'not one of your company' })).toBeVisible();
  await expect(species.list).toHaveCount(0);
  await screenshotAtBothWidths(page, testInfo, 'species-list-unknown');
});
