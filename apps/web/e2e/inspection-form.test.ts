import { expect, type Page, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectOutboxEmpty, readSetting, readTable } from './localStore';
import { CulvertForm } from './pages/CulvertForm';
import { apiCulvert, InspectionForm, oneYearFromToday } from './pages/InspectionForm';
import { pngBuffer } from './pages/IssueForm';
import { apiUser } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

const png = (name: string, seed: number) => ({ name, mimeType: 'image/png', buffer: pngBuffer(seed) });
const siteIdOf = (prefix: string) => unique(prefix).replace(/\s+/g, '-');

/** Pull what the API just stored onto the device. */
async function updateData(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Update Data' }).click();
}

/** The asset's culverts and inspections as the server holds them. */
async function serverAsset(token: string, userId: number, assetId: number) {
  return api('syncAsset', { assetId, userId }, token);
}

/** The client admin logged in on the device: their API token and id, and the selected asset. */
async function adminOnDevice(page: Page) {
  const { token, userId } = await apiUser(DEMO.clientAdmin);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  return { token, userId, assetId };
}

/** Wait until a pull has stored the culvert on the device. */
async function expectCulvertOnDevice(page: Page, id: number): Promise<void> {
  await expect
    .poll(async () => (await readTable<{ id: number }>(page, 'culverts')).some((c) => c.id === id))
    .toBe(true);
}

test('record an inspection from ?siteCulvertId (culverts picked on the map and in the list) with actions and photos, the status-4 rule, the field messages and the exit question, then edit it onto another culvert; bad edit ids go back', async ({
  page,
}) => {
  // The longest form flow (two culverts, photos, an edit): 1.3 min on a loaded 2-core machine.
  test.setTimeout(180_000);
  const { token, userId, assetId } = await adminOnDevice(page);
  const first = siteIdOf('INS-A');
  const second = siteIdOf('INS-B');
  const culvertA = await apiCulvert(token, assetId, first, [-116.5, 53.9]);
  const culvertB = await apiCulvert(token, assetId, second, [-116.49, 53.9]);
  await updateData(page);
  await expectCulvertOnDevice(page, culvertB.id);

  // The culvert card's 'Enter Data' leads here: the site id matches whatever its case.
  const form = new InspectionForm(page);
  await form.openAdd(`?siteCulvertId=${first.toLowerCase()}`);
  await expect(form.culvert).toHaveValue(first);
  await expect(form.dateValue('next_inspection_date')).toHaveValue(oneYearFromToday());
  // Its calendar rings (and names) the day one year from today.
  const marked = await form.openCalendar('Next Inspection Date');
  await expect(marked).toHaveText(String(Number(oneYearFromToday().slice(8))));
  await expect(marked).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(marked).toBeHidden();

  // Either dialog picks a culvert: the map's marker (midway between inlet and outlet), or the list by site id.
  await form.pickOnMap(second, [-116.49, 53.9]);
  await form.selectCulvert(first);

  // Nothing chosen: 'Form invalid.' and each field's message, naming it; each clears once fixed.
  await page.getByLabel('Comments').fill('x'.repeat(1025));
  await form.typeDate('Next Inspection Date', '');
  await form.save();
  await expect(page.getByText('The Next Inspection Date field is required')).toBeVisible();
  await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();
  await expect(page.getByText('The Risk field is required')).toBeVisible();
  await expect(page.getByText('The Culvert Status field is required')).toBeVisible();
  await expect(page.getByText('The Comments field must be 1024 characters or less')).toBeVisible();
  const comment = unique('Inspected');
  await page.getByLabel('Comments').fill(comment);
  await expect(page.getByText('The Comments field must be 1024 characters or less')).toHaveCount(0);
  await form.typeDate('Next Inspection Date', oneYearFromToday());
  await expect(page.getByText('The Next Inspection Date field is required')).toHaveCount(0);

  // Status 4 clears and hides both action lists; another status brings the switches back, off.
  await form.choose('Culvert Status', 'Poor');
  await expect(page.getByText('The Culvert Status field is required')).toHaveCount(0);
  await form.actionsSwitch('Actions Taken').check();
  await form.chooseMany('Select Actions Taken', ['Debris Cleared']);
  await form.choose('Culvert Status', 'Unable To Inspect');
  await expect(form.actionsSwitch('Actions Taken')).toHaveCount(0);
  await expect(form.actionsSwitch('Actions Required')).toHaveCount(0);
  await form.choose('Culvert Status', 'Poor');
  await expect(form.actionsSwitch('Actions Taken')).not.toBeChecked();
  await expect(page.getByText('No Actions Taken')).toBeVisible();

  // A switched-on list needs an action.
  await form.choose('Risk', 'High Risk');
  await form.actionsSwitch('Actions Taken').check();
  await form.actionsSwitch('Actions Required').check();
  await form.chooseMany('Select Actions Required', ['Clear Debris']);
  await form.save();
  await expect(page.getByText('The Actions Taken field is required')).toBeVisible();
  await form.chooseMany('Select Actions Taken', ['Debris Cleared']);
  await expect(page.getByText('The Actions Taken field is required')).toHaveCount(0);

  // Photos: images only, a refused file named with the reason.
  await page
    .getByTestId('photo-input')
    .setInputFiles([
      png('one.png', 1),
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
      png('two.png', 2),
    ]);
  await expect(page.getByTestId('photo-count')).toHaveText('2 / 8');
  await expect(page.getByTestId('photos-refused')).toHaveText('notes.pdf is not an image');

  // Leaving unsaved asks first; Cancel stays.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const exit = page.getByRole('dialog', { name: 'Exit Adding Inspection' });
  await expect(exit).toContainText('Are you sure you want to exit adding an inspection?');
  await exit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/culvert-inspections\/add/);

  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/culvert-inspections');
  await expectOutboxEmpty(page);
  let stored = (await serverAsset(token, userId, assetId)).culvertInspections.find(
    (i) => i.comments === comment,
  );
  expect(stored).toMatchObject({
    culvertId: culvertA.id,
    risk_score: 10,
    culvertStatus: 'Poor',
    actionsTakenIds: [1],
    actionsRequiredIds: [22],
    next_inspection_date: oneYearFromToday(),
  });
  expect(stored?.photos).toHaveLength(2);
  const id = stored!.id;
  const keptKey = stored!.photos[1];

  // Edit: another status and culvert, one saved photo removed and one added; previousCulvertId names the old one.
  await expect
    .poll(async () => (await readTable<{ id: number }>(page, 'inspections')).some((i) => i.id === id))
    .toBe(true);
  await form.openEdit(id);
  await expect(form.culvert).toHaveValue(first);
  await expect(form.chips('Select Actions Taken')).toHaveText(['Debris Cleared']);
  await form.choose('Culvert Status', 'Fair');
  await form.typeDate('Next Inspection Date', '2031-03-09');
  await expect(form.dateValue('next_inspection_date')).toHaveValue('2031-03-09');
  await form.selectCulvert(second);
  await page.getByRole('button', { name: 'Remove saved photo 1' }).click();
  await page.getByTestId('photo-input').setInputFiles([png('three.png', 3)]);
  await expect(page.getByTestId('photo-count')).toHaveText('2 / 8');
  const update = page.waitForRequest('**/culvertInspections/update');
  await form.save();
  await expect(page.getByText(MESSAGES.issueUpdated)).toBeVisible();
  expect((await update).postDataJSON()).toMatchObject({
    id,
    culvertId: culvertB.id,
    previousCulvertId: culvertA.id,
  });
  await expectOutboxEmpty(page);
  stored = (await serverAsset(token, userId, assetId)).culvertInspections.find((i) => i.id === id);
  expect(stored).toMatchObject({
    culvertId: culvertB.id,
    culvertStatus: 'Fair',
    actionsTakenIds: [1],
    next_inspection_date: '2031-03-09',
  });
  expect(stored?.photos).toHaveLength(2);
  expect(stored?.photos).toContain(keptKey);

  // A missing, non-numeric or unknown id goes back with the spec's message.
  for (const bad of ['', 'abc', '99999999', '-3']) {
    await page.goto(`/culvert-inspections/edit/${bad}`);
    await expect(page).toHaveURL((url) => url.pathname === '/culvert-inspections');
    await expect(page.getByText(MESSAGES.inspectionNotFound).first()).toBeVisible();
  }
});

test('the culverts map stays where it was moved when a sync brings new culverts, and its pin is the one picked', async ({
  page,
}) => {
  const { token, assetId } = await adminOnDevice(page);
  const first = siteIdOf('MAP-A');
  const second = siteIdOf('MAP-B');
  await apiCulvert(token, assetId, first, [-116.52, 53.92]);
  const culvertB = await apiCulvert(token, assetId, second, [-116.51, 53.92]);
  await updateData(page);
  await expectCulvertOnDevice(page, culvertB.id);

  // The map opens on the chosen culvert, A; the user moves it to B.
  const form = new InspectionForm(page);
  await form.openAdd(`?siteCulvertId=${first}`);
  await expect(form.culvert).toHaveValue(first);
  const map = await form.openCulvertsMap();
  await map.moveTo([-116.51, 53.92], 17);

  // A sync brings a culvert created elsewhere: the dialog's culverts (and the view it works out) are new.
  const culvertC = await apiCulvert(token, assetId, siteIdOf('MAP-C'), [-116.53, 53.92]);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expectCulvertOnDevice(page, culvertC.id);
  await map.waitIdle();
  const { center } = await map.view();
  expect(center[0]).toBeCloseTo(-116.51, 6);
  expect(center[1]).toBeCloseTo(53.92, 6);
  await form.clickMiddlePin(map, second);
});

test('phone, offline: a culvert and an inspection of it with a photo, and an edit of a synced inspection, all sync once back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, userId } = await apiUser(DEMO.clientField);
  await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  const synced = siteIdOf('INS-S');
  const culvert = await apiCulvert(token, assetId, synced, [-116.48, 53.9]);
  const before = unique('Before offline edit');
  const existing = await api(
    'inspectionsCreate',
    {
      uuid: crypto.randomUUID(),
      userId,
      culvertId: culvert.id,
      hidden: false,
      inspection_date: new Date().toISOString(),
      next_inspection_date: oneYearFromToday(),
      comments: before,
      risk_score: 1,
      culvertStatusId: 1,
      actionsTakenIds: [],
      actionsRequiredIds: [],
    },
    token,
  );
  await updateData(page);
  await expect
    .poll(async () =>
      (await readTable<{ id: number }>(page, 'inspections')).some((i) => i.id === existing.id),
    )
    .toBe(true);
  await waitForOfflineShell(page);

  await context.setOffline(true);
  // A culvert created offline, then an inspection of it, as the culvert card's 'Enter Data' opens it.
  const siteId = siteIdOf('INS-OFF');
  await page.goto('/culvert/add');
  await new CulvertForm(page).fill({
    siteId,
    road: 'Offline Road',
    diameterCm: 60,
    lengthM: 12,
    flow: 'North',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/culvert-asset-view');

  const form = new InspectionForm(page);
  await form.openAdd(`?siteCulvertId=${siteId}`);
  await expect(form.culvert).toHaveValue(siteId);
  await form.fillRequired('Medium Risk', 'Good');
  const comment = unique('Offline inspection');
  await page.getByLabel('Comments').fill(comment);
  await form.addPhotos([png('off.png', 4)]);
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/culvert-inspections');

  // A synced inspection edited offline.
  await form.openEdit(existing.id);
  await expect(page.getByLabel('Comments')).toHaveValue(before);
  await form.choose('Culvert Status', 'Failed');
  await form.save();
  await expect(page.getByText(MESSAGES.issueUpdated)).toBeVisible();
  expect((await readTable<{ call: string }>(page, 'outbox')).map((c) => c.call)).toEqual([
    'culvertsCreate',
    'inspectionsCreate',
    'photosUpload',
    'inspectionsUpdate',
  ]);

  await context.setOffline(false);
  await expectOutboxEmpty(page);
  const server = await serverAsset(token, userId, assetId);
  const created = server.culverts.find((c) => c.site_culvert_id === siteId);
  const inspection = server.culvertInspections.find((i) => i.comments === comment);
  expect(created?.id).toBeGreaterThan(0);
  expect(inspection).toMatchObject({ culvertId: created?.id, risk_score: 5, culvertStatus: 'Good' });
  expect(inspection?.photos).toHaveLength(1);
  expect(server.culvertInspections.find((i) => i.id === existing.id)).toMatchObject({
    culvertStatus: 'Failed',
  });
});

test('a service-provider field user may open the add page only to follow up a given culvert', async ({
  page,
}) => {
  await logInAs(page, DEMO.providerField, DEMO_PASSWORD);
  await page.goto('/culvert-inspections/add');
  await expect(page).toHaveURL((url) => url.pathname === '/culvert-inspections');
  await page.goto('/culvert-inspections/add?siteCulvertId=RR190-C01');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.goto('/culvert-inspections/edit/1');
  await expect(page).toHaveURL((url) => url.pathname === '/culvert-inspections');
});
