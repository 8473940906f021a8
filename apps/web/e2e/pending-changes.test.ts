import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { VegetationIssue } from '@verge/domain';
import { DEVICE_STORAGE_TEXT } from '../src/features/pending/deviceStorageText';
import { api, unique, userToken } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { expectOutboxEmpty, localAsset, localIssueByComment, readTable } from './localStore';
import { IssueForm, pngBuffer } from './pages/IssueForm';
import { apiUser } from './pages/IssuesScreen';
import { PendingChanges } from './pages/PendingChanges';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

/** The issue as the server holds it now (read through the asset sync, as a device would). */
async function serverIssue(assetId: number, id: number): Promise<VegetationIssue | undefined> {
  const { token, userId } = await apiUser(DEMO.clientAdmin);
  const snapshot = await api('syncAsset', { assetId, userId }, token);
  return snapshot.issues.find((issue) => issue.id === id);
}

/** A synced issue the client admin may edit, with room for two more photos. */
async function editableIssue(page: Page): Promise<VegetationIssue> {
  const { issues } = await localAsset(page);
  const issue = issues.find((i) => i.id > 0 && i.isInteractive && i.photos.length <= 6 && i.has_issue);
  expect(issue).toBeDefined();
  return issue!;
}

/** Let the server handle the first call to `path`, then drop its answer, as a lost connection would. */
async function dropFirstAnswer(context: BrowserContext, path: RegExp): Promise<string[]> {
  const seen: string[] = [];
  await context.route(path, async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    seen.push(key);
    const response = await route.fetch();
    if (seen.filter((k) => k === key).length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  return seen;
}

test('an issue edited offline with two photos reaches the server exactly once, even when answers are lost', async ({
  page,
  context,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const issue = await editableIssue(page);
  const comment = unique('Edited offline');

  await waitForOfflineShell(page);
  await context.setOffline(true);
  const form = new IssueForm(page);
  await page.goto(`/vegetation-issues/edit/${issue.id}`);
  await expect(form.saveButton).toBeVisible();
  await page.getByLabel('Comments').fill(comment);
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: pngBuffer(11) },
    { name: 'two.png', mimeType: 'image/png', buffer: pngBuffer(12) },
  ]);
  await expect(page.getByTestId('photo-count')).toHaveText(`${issue.photos.length + 2} / 8`);
  await form.save();
  await expect(page).toHaveURL(/\/vegetation-issues$/);
  expect((await localIssueByComment(page, comment))?.id).toBe(issue.id);

  // Offline, the three changes wait in order: the photos wait on the edit.
  const pending = new PendingChanges(page);
  await pending.open();
  await expect(pending.changes).toHaveCount(3);
  await expect(pending.changes.nth(0)).toContainText(`Edit of issue ${issue.id}`);
  await expect(pending.changes.nth(1)).toContainText(`Photo 1 of issue ${issue.id}`);
  await expect(pending.changes.nth(2)).toContainText(`Photo 2 of issue ${issue.id}`);
  await expect(pending.changes.nth(1)).toContainText(`Waiting for: Edit of issue ${issue.id}`);
  await page.screenshot({ path: testInfo.outputPath('pending-changes-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('pending-changes-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back online, every first answer is lost after the server acted; the retries must not repeat the effect.
  const edits = await dropFirstAnswer(context, /\/api\/vegetationIssues\/update/);
  const uploads = await dropFirstAnswer(context, /\/api\/photos\/upload/);
  await context.setOffline(false);
  await expectOutboxEmpty(page);
  expect(edits.length).toBeGreaterThanOrEqual(2);
  expect(new Set(edits).size).toBe(1);
  expect(new Set(uploads).size).toBe(2);
  await expect(pending.changes).toHaveCount(0);
  await expect(page.getByText('Every change on this device is on the server.')).toBeVisible();

  const saved = await serverIssue(issue.assetId, issue.id);
  expect(saved?.comments).toBe(comment);
  expect(saved?.photos).toHaveLength(issue.photos.length + 2);
});

test('a change the server refuses is parked with its reason while the rest syncs; Retry and Discard', async ({
  page,
  context,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { issues } = await localAsset(page);
  const [doomed, kept] = issues.filter((i) => i.id > 0 && i.isInteractive && i.original_issue_id === null);
  const doomedComment = unique('Deleted meanwhile');
  const keptComment = unique('Edited alongside');

  await waitForOfflineShell(page);
  await context.setOffline(true);
  for (const [issue, comment] of [
    [doomed, doomedComment],
    [kept, keptComment],
  ] as const) {
    await page.goto(`/vegetation-issues/edit/${issue.id}`);
    await page.getByLabel('Comments').fill(comment);
    await new IssueForm(page).save();
    await expect(page).toHaveURL(/\/vegetation-issues$/);
  }
  // Meanwhile an admin elsewhere deletes the first issue.
  const token = await userToken(DEMO.clientAdmin, DEMO_PASSWORD);
  await api('issuesDelete', { id: doomed.id }, token);

  await context.setOffline(false);
  const pending = new PendingChanges(page);
  await pending.open();
  const refused = pending.change(`Edit of issue ${doomed.id}`);
  await expect(refused).toContainText('Refused');
  await expect(pending.changes).toHaveCount(1);
  expect((await serverIssue(kept.assetId, kept.id))?.comments).toBe(keptComment);

  const attempts = async () => (await readTable<{ attempts: number }>(page, 'outbox'))[0]?.attempts ?? 0;
  const before = await attempts();
  await refused.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(attempts).toBe(before + 1);
  await expect(refused).toContainText('Refused: ');
  await pending.discard(`Edit of issue ${doomed.id}`);
  await expect(pending.changes).toHaveCount(0);
  expect(await readTable(page, 'outbox')).toEqual([]);
});

test('discarding a queued issue also discards its queued follow-up, after naming both', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude: -115.68, latitude: 54.14, accuracy: 5 });
  await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  await waitForOfflineShell(page);
  await context.setOffline(true);
  const form = new IssueForm(page);
  await form.openAdd();
  await form.chooseFirst('Management Area');
  await form.fillWeeds();
  const comment = unique('Queued original');
  await page.getByLabel('Comments').fill(comment);
  await form.useMyLocation();
  await form.save();
  await expect(page).toHaveURL(/\/vegetation-issues$/);
  const original = (await localIssueByComment(page, comment))!;
  await form.openAdd(`?followUpIssueId=${original.id}`);
  await page.getByLabel('Comments').fill(unique('Queued follow-up'));
  await form.save();
  await expect(page).toHaveURL(/\/vegetation-issues$/);

  const pending = new PendingChanges(page);
  await pending.open();
  await expect(pending.changes).toHaveCount(2);
  // Whether this device keeps the data, and what it uses of the storage the browser allows.
  const device = page.getByRole('region', { name: DEVICE_STORAGE_TEXT.title });
  await expect(device).toContainText(
    /Verge uses \d+\.\d (MB|GB) of the \d+\.\d (MB|GB) the browser allows it\./,
  );
  const kept = await page.evaluate(() => navigator.storage.persisted());
  await expect(device.getByTestId('device-storage-kept')).toHaveText(
    kept ? DEVICE_STORAGE_TEXT.kept : DEVICE_STORAGE_TEXT.notKept,
  );
  await expect(device.getByRole('button', { name: DEVICE_STORAGE_TEXT.keep })).toHaveCount(kept ? 0 : 1);
  await page.screenshot({ path: testInfo.outputPath('pending-changes-desktop.png'), fullPage: true });
  const said = await pending.discard(/^New issue/, 'Discard 2 Changes');
  expect(said).toContain('New issue');
  expect(said).toContain('Follow-up of a new issue');
  await expect(pending.changes).toHaveCount(0);
  expect(await readTable(page, 'outbox')).toEqual([]);
  expect((await readTable<VegetationIssue>(page, 'issues')).filter((i) => i.id < 0)).toEqual([]);
});

test('while the server answers 503 the change waits and retries, then syncs once', async ({
  page,
  context,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const issue = await editableIssue(page);
  let refusals = 0;
  await context.route(/\/api\/vegetationIssues\/update/, async (route) => {
    if (refusals < 2) {
      refusals += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Service unavailable' } }),
      });
    } else await route.continue();
  });
  const comment = unique('Through the outage');
  await page.goto(`/vegetation-issues/edit/${issue.id}`);
  await page.getByLabel('Comments').fill(comment);
  await new IssueForm(page).save();
  await expect(page).toHaveURL(/\/vegetation-issues$/);
  const pending = new PendingChanges(page);
  await pending.open();
  await expect(pending.change(`Edit of issue ${issue.id}`)).toContainText(/Retrying in \d+ s/);
  await expectOutboxEmpty(page);
  expect(refusals).toBe(2);
  expect((await serverIssue(issue.assetId, issue.id))?.comments).toBe(comment);
});
