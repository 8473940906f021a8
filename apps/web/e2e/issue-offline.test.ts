import { expect, test } from '@playwright/test';
import { MAP } from '@verge/domain';
import { unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { expectOutboxEmpty, localIssueByComment, readTable } from './localStore';
import { chooseOption } from './pages/choose';
import { IssueForm, pngBuffer } from './pages/IssueForm';
import { IssuesScreen } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

const START: [number, number] = [MAP.defaultCentre.longitude, MAP.defaultCentre.latitude];
/** A position the given metres north of the start. */
const north = (metres: number) => ({ longitude: START[0], latitude: START[1] + metres / 111_195 });

/** Show only the issue with this comment in the table. */
async function showOnly(screen: IssuesScreen, comment: string) {
  await screen.showTable();
  await screen.fillText('Comment search', comment);
  await screen.apply();
  await expect(screen.rows()).toHaveCount(1);
  return screen.rows().first();
}

test('offline, a field user logs a Weeds issue with two photos and a walked path; it syncs and the client admin sees it with its photos', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // Two users' whole flows (offline form, reload, sync, another browser's login and sync): 45 s alone, near
  // the default 90 s when the other worker runs a first sync beside it.
  test.setTimeout(180_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...north(0), accuracy: 5 });
  const shell = await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  const assetName = (await page.getByRole('combobox', { name: 'Asset' }).textContent()) ?? '';
  await waitForOfflineShell(page);

  await context.setOffline(true);
  const form = new IssueForm(page);
  await form.openAdd();
  const areaName = await form.chooseFirst('Management Area');
  await form.fillWeeds('Common Tansy');
  const comment = unique('Offline weeds');
  await page.getByLabel('Comments').fill(comment);
  await form.addPhotos([
    { name: 'one.png', mimeType: 'image/png', buffer: pngBuffer(1) },
    { name: 'two.png', mimeType: 'image/png', buffer: pngBuffer(2) },
  ]);

  // Walk a path: good fixes are recorded, the 50 m one is ignored.
  const gps = page.getByRole('group', { name: 'GPS point or path' });
  await gps.getByRole('button', { name: 'Track A Path' }).click();
  await context.setGeolocation({ ...north(15), accuracy: 5 });
  await expect(gps.getByTestId('gps-path')).toHaveText('Path of 2 points so far');
  await context.setGeolocation({ ...north(500), accuracy: 50 });
  await context.setGeolocation({ ...north(30), accuracy: 10 });
  await expect(gps.getByTestId('gps-path')).toHaveText('Path of 3 points so far');
  await context.setGeolocation({ ...north(45), accuracy: 20 });
  await expect(gps.getByTestId('gps-path')).toHaveText('Path of 4 points so far');

  await page.screenshot({ path: testInfo.outputPath('issue-form-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('issue-form-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await gps.getByRole('button', { name: 'Tracking A Path - Press to Stop' }).click();
  await expect(gps.getByText('Path Set', { exact: true })).toBeVisible();
  await form.save();
  await shell.expectOn('/vegetation-issues');

  const queued = await localIssueByComment(page, comment);
  expect(queued?.id).toBeLessThan(0);
  expect(queued?.gps_track?.coordinates).toHaveLength(4);
  expect(queued?.gps_track?.coordinates.every(([, lat]) => lat < north(100).latitude)).toBe(true);
  const outbox = await readTable<{ call: string }>(page, 'outbox');
  expect(outbox.map((item) => item.call)).toEqual(['issuesCreate', 'photosUpload', 'photosUpload']);

  // An issue awaiting sync can be followed up already.
  await form.openAdd(`?followUpIssueId=${queued?.id}`);
  await expect(page.getByTestId('issue-based-on')).toHaveText('Follow-up of an issue awaiting sync');
  await expect(page.getByLabel('Comments')).toHaveValue(comment);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await shell.expectOn('/vegetation-issues');

  // Still there after a reload, awaiting sync.
  await page.reload();
  const screen = new IssuesScreen(page);
  let row = await showOnly(screen, comment);
  await expect(row).toContainText('Awaiting Sync');

  // Online again: the browser's online event runs a sync.
  await context.setOffline(false);
  await expect(row).toContainText('Synced', { timeout: 30_000 });
  await expectOutboxEmpty(page);
  const synced = (await localIssueByComment(page, comment))!;
  expect(synced.id).toBeGreaterThan(0);

  // The client admin, in another browser, sees it with its two photos.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    const adminShell = await logInAs(admin, DEMO.clientAdmin, DEMO_PASSWORD);
    const assetSelector = admin.getByRole('combobox', { name: 'Asset' });
    if ((await assetSelector.textContent()) !== assetName) {
      await chooseOption(assetSelector, assetName);
      await adminShell.waitForSyncIdle();
    }
    const adminScreen = new IssuesScreen(admin);
    await adminScreen.open();
    row = await showOnly(adminScreen, comment);
    await expect(row).toContainText('Synced');
    await adminScreen.action(row, 'Issue Details').click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Weeds');
    await expect(dialog).toContainText(areaName);
    await expect(dialog).toContainText('Common Tansy');
    await expect(dialog.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2);
    for (const img of await dialog.getByRole('img', { name: /^Photo \d$/ }).all()) {
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const admins = (await localIssueByComment(admin, comment))!;
    expect(admins.photos).toHaveLength(2);
    expect(admins.gps_track?.coordinates).toHaveLength(4);
  } finally {
    await adminContext.close();
  }
});
