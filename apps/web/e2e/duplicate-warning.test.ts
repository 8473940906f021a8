import { expect, type Page, test } from '@playwright/test';
import type { Culvert, HistoryEntry, Position, VegetationIssue } from '@verge/domain';
import { format } from 'date-fns';
import { api, setDemoDuplicateDistance, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectOutboxEmpty, localIssueByComment, readSetting, readTable } from './localStore';
import { CulvertForm } from './pages/CulvertForm';
import { GpsFields } from './pages/GpsFields';
import { culvertRequest } from './pages/InspectionsScreen';
import { IssueForm } from './pages/IssueForm';
import { apiUser, issueRequest } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

// The e2e servers start with the demo company's warning off (globalSetup): this file turns it on at the default,
// and off again for the flows that run after it on the same server.
test.beforeAll(() => setDemoDuplicateDistance(25));
test.afterAll(() => setDemoDuplicateDistance(0));

/** A position the given metres north (negative: south) of a spot. */
const north = ([lng, lat]: Position, metres: number): Position => [lng, lat + metres / 111_195];
/** A position the given metres east of a spot. */
const east = ([lng, lat]: Position, metres: number): Position => [
  lng + metres / (111_195 * Math.cos((lat * Math.PI) / 180)),
  lat,
];
/**
 * Spots of their own, kilometres from the demo data and from where the other flows record, 60 m further east for
 * each second of the hour the process started in: a retry runs in a new process on the same server, and must not
 * meet the records of the try before it.
 */
const SHIFT_M = (Math.floor(Date.now() / 1000) % 3600) * 60;
const ISSUE_SPOT = east([-116.3, 54.0], SHIFT_M);
const CULVERT_SPOT = east([-116.3, 54.01], SHIFT_M);
const point = (at: Position) => ({ type: 'Point' as const, coordinates: at });

interface QueuedCreate {
  call: string;
  input: { uuid: string; duplicateWarning?: { recordId: number; distanceM: number; choice: string } };
}
/** The answer sent with the queued create of the record with this uuid. */
async function queuedAnswer(page: Page, uuid: string) {
  const outbox = await readTable<QueuedCreate>(page, 'outbox');
  return outbox.find((command) => command.input.uuid === uuid)?.input.duplicateWarning;
}

/** A Weeds issue at `at`, as a crew fills the form, saved: the duplicate warning may stop the save. */
async function fillWeedsAt(page: Page, form: IssueForm, at: Position, comment: string) {
  await page.context().setGeolocation({ longitude: at[0], latitude: at[1], accuracy: 5 });
  await form.openAdd();
  await form.chooseFirst('Management Area');
  await form.fillWeeds();
  await page.getByLabel('Comments').fill(comment);
  const gps = new GpsFields(page);
  // The device's first fix, after the page loaded with no connection.
  await expect(gps.useMyLocation).toBeEnabled({ timeout: 20_000 });
  await gps.useMyLocation.click();
  await expect(gps.point).toHaveText(`Latitude ${at[1].toFixed(6)}, Longitude ${at[0].toFixed(6)}`);
  await form.save();
}

test('offline, a new issue 12 m from an open one of its type asks first: Show it keeps the form, Save anyway saves it, a follow-up links it', async ({
  page,
  context,
}) => {
  // Two offline forms and a sync after a first login: about 40 s alone.
  test.setTimeout(150_000);
  await context.grantPermissions(['geolocation']);
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await waitForOfflineShell(page);
  // The open issue, recorded by the field user (Sam Okafor) today.
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  const [area] = (await readTable<{ id: number; assetId: number }>(page, 'areas')).filter(
    (a) => a.assetId === assetId,
  );
  const field = await apiUser(DEMO.clientField);
  const openComment = unique('Open thistles');
  const open = await api(
    'issuesCreate',
    issueRequest(area.id, field.userId, openComment, { gps_point: point(ISSUE_SPOT) }),
    field.token,
  );
  await shell.syncAfter(() => page.reload());
  await expect.poll(async () => (await localIssueByComment(page, openComment))?.id).toBe(open.id);
  const warning = `A similar issue was recorded 12 m away on ${format(new Date(), 'd MMMM')} by S. Okafor (Verge Id ${open.id})`;

  await context.setOffline(true);
  const form = new IssueForm(page);
  const dialog = page.getByRole('dialog', { name: 'Similar Issue Found' });

  // Show it: the open issue's card over the form, which keeps what was typed.
  const anywayComment = unique('Saved anyway');
  await fillWeedsAt(page, form, north(ISSUE_SPOT, 12), anywayComment);
  await expect(dialog).toContainText(warning);
  await dialog.getByRole('button', { name: 'Show it' }).click();
  const card = page.getByRole('dialog', { name: `Verge Id ${open.id}` });
  await expect(card).toContainText(openComment);
  await card.getByRole('button', { name: 'Close' }).last().click();
  await expect(card).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues/add');
  await expect(page.getByLabel('Comments')).toHaveValue(anywayComment);

  // Save anyway: a new issue of its own, the answer queued with it.
  await form.save();
  await expect(dialog).toContainText(warning);
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await shell.expectOn('/vegetation-issues');
  const anyway = (await localIssueByComment(page, anywayComment))!;
  expect(anyway).toMatchObject({ original_issue_id: null });
  expect(anyway.id).toBeLessThan(0);
  expect(await queuedAnswer(page, anyway.uuid)).toMatchObject({ recordId: open.id, choice: 'saveAnyway' });

  // South of the open issue, the new one 24 m away is farther: the warning names the open issue again.
  const followUpComment = unique('Followed up');
  await fillWeedsAt(page, form, north(ISSUE_SPOT, -12), followUpComment);
  await expect(dialog).toContainText(warning);
  await dialog.getByRole('button', { name: 'Add a follow-up to it instead' }).click();
  await shell.expectOn('/vegetation-issues');
  const followUp = (await localIssueByComment(page, followUpComment))!;
  expect(followUp).toMatchObject({ original_issue_id: open.id, areaId: open.areaId });
  expect(await queuedAnswer(page, followUp.uuid)).toMatchObject({ recordId: open.id, choice: 'followUp' });

  // Online again: both reach the server, the follow-up in the open issue's chain.
  await context.setOffline(false);
  await expectOutboxEmpty(page);
  const synced = async (comment: string) => (await localIssueByComment(page, comment)) as VegetationIssue;
  const uploaded = await synced(followUpComment);
  expect(uploaded.id).toBeGreaterThan(0);
  expect(uploaded.original_issue_id).toBe(open.id);
  expect((await synced(anywayComment)).original_issue_id).toBeNull();
  await expect.poll(async () => (await synced(openComment)).subsequentIssueIds).toEqual([uploaded.id]);

  // Each creation's history keeps the answer, made offline, as the pull brought it to the device.
  const answerIn = async (id: number) => {
    const entries = await readTable<HistoryEntry>(page, 'history');
    const created = entries.find((e) => e.recordId === id && e.action === 'created');
    return created && { ...created.duplicateWarning, offline: created.offline };
  };
  const anywayId = (await synced(anywayComment)).id;
  await expect
    .poll(() => answerIn(anywayId))
    .toMatchObject({ recordId: open.id, choice: 'saveAnyway', offline: true });
  await expect.poll(() => answerIn(uploaded.id)).toMatchObject({ choice: 'followUp', offline: true });
});

test('offline, a new culvert 4 m from another’s outlet asks first: Show it opens that culvert, Save anyway saves it; an answer about a culvert still on the device names it once synced', async ({
  page,
  context,
}) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await waitForOfflineShell(page);
  const admin = await apiUser(DEMO.clientAdmin);
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  const existingId = unique('DUP-C').replace(/\s+/g, '-');
  const outlet = north(CULVERT_SPOT, 30);
  const existing = await api(
    'culvertsCreate',
    culvertRequest(assetId, existingId, {
      inlet_location: point(CULVERT_SPOT),
      outlet_location: point(outlet),
    }),
    admin.token,
  );
  await shell.syncAfter(() => page.reload());
  await expect
    .poll(async () => (await readTable<Culvert>(page, 'culverts')).some((c) => c.id === existing.id))
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/culvert/add');
  const newId = unique('DUP-N').replace(/\s+/g, '-');
  await new CulvertForm(page).fill({
    siteId: newId,
    road: 'Dup Road',
    diameterCm: 60,
    lengthM: 12,
    flow: 'North',
  });
  const inlet = north(outlet, 4);
  await page.getByLabel('Inlet Latitude').fill(String(inlet[1]));
  await page.getByLabel('Inlet Longitude').fill(String(inlet[0]));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Similar Culvert Found' });
  await expect(dialog).toContainText(`A culvert was recorded 4 m away (Site Culvert Id ${existingId})`);
  // A follow-up has no meaning for a culvert.
  await expect(dialog.getByRole('button')).toHaveText(['Show it', 'Save anyway']);
  await dialog.getByRole('button', { name: 'Show it' }).click();
  const card = page.getByRole('dialog', { name: existingId });
  await expect(card).toContainText('Test Road 7');
  await card.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByLabel('Site Culvert Id')).toHaveValue(newId);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await shell.expectOn('/culvert-asset-view', 'Culverts');
  const created = (await readTable<Culvert>(page, 'culverts')).find((c) => c.site_culvert_id === newId)!;
  expect(created.id).toBeLessThan(0);
  expect(created).not.toHaveProperty('duplicateWarning');
  expect(await queuedAnswer(page, created.uuid)).toMatchObject({
    recordId: existing.id,
    choice: 'saveAnyway',
  });

  // A third, 3 m from the new culvert's inlet: the warning names the nearer one, still on the device, and the
  // answer names it by its temporary id until the push gives it its server id.
  await page.goto('/culvert/add');
  const thirdId = unique('DUP-T').replace(/\s+/g, '-');
  await new CulvertForm(page).fill({
    siteId: thirdId,
    road: 'Dup Road',
    diameterCm: 45,
    lengthM: 8,
    flow: 'North',
  });
  const third = north(inlet, 3);
  await page.getByLabel('Inlet Latitude').fill(String(third[1]));
  await page.getByLabel('Inlet Longitude').fill(String(third[0]));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toContainText(`A culvert was recorded 3 m away (Site Culvert Id ${newId})`);
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await shell.expectOn('/culvert-asset-view', 'Culverts');
  const thirdRow = (await readTable<Culvert>(page, 'culverts')).find((c) => c.site_culvert_id === thirdId)!;
  expect(await queuedAnswer(page, thirdRow.uuid)).toMatchObject({
    recordId: created.id,
    choice: 'saveAnyway',
  });

  // Online again: the third's history names the new culvert by the id the server gave it.
  await context.setOffline(false);
  await expectOutboxEmpty(page);
  const serverId = async (siteId: string) =>
    (await readTable<Culvert>(page, 'culverts')).find((c) => c.site_culvert_id === siteId)?.id ?? 0;
  await expect.poll(() => serverId(thirdId)).toBeGreaterThan(0);
  const newServerId = await serverId(newId);
  expect(newServerId).toBeGreaterThan(0);
  const thirdServerId = await serverId(thirdId);
  await expect
    .poll(async () => {
      const entries = await readTable<HistoryEntry>(page, 'history');
      const created = (e: HistoryEntry) =>
        e.targetType === 'culvert' && e.recordId === thirdServerId && e.action === 'created';
      return entries.find(created)?.duplicateWarning;
    })
    .toMatchObject({ recordId: newServerId, choice: 'saveAnyway' });
});
