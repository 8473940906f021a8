import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { VegetationIssue } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectOutboxEmpty, localAsset } from './localStore';
import { IssueDetail } from './pages/IssueDetail';
import { IssueForm, pngBuffer } from './pages/IssueForm';
import { apiUser } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

const UPLOAD = /\/api\/photos\/upload/;

/** A synced issue the client admin may edit that has no photo yet, so the card's count starts at 0. */
async function issueWithoutPhotos(page: Page): Promise<VegetationIssue> {
  const { issues } = await localAsset(page);
  const issue = issues.find((i) => i.id > 0 && i.isInteractive && i.has_issue && i.photos.length === 0);
  expect(issue).toBeDefined();
  return issue!;
}

/** Edit the issue's comment and add photos, as a crew does; the form goes back to the list. */
async function addPhotosTo(page: Page, issue: VegetationIssue, seeds: number[]): Promise<void> {
  await page.goto(`/vegetation-issues/edit/${issue.id}`);
  const form = new IssueForm(page);
  await expect(form.saveButton).toBeVisible();
  await page.getByLabel('Comments').fill(unique('Photo status'));
  await form.addPhotos(
    seeds.map((seed) => ({ name: `${seed}.png`, mimeType: 'image/png', buffer: pngBuffer(seed) })),
  );
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
}

/** Answer every photo upload with this status and the server's error, until the route is removed. */
async function answerUploads(context: BrowserContext, status: number, code: string, message: string) {
  await context.route(UPLOAD, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: status === 503 ? { 'Retry-After': '3' } : {},
      body: JSON.stringify({ error: { code, message } }),
    }),
  );
}

async function serverPhotos(issue: VegetationIssue): Promise<string[] | undefined> {
  const { token, userId } = await apiUser(DEMO.clientAdmin);
  const snapshot = await api('syncAsset', { assetId: issue.assetId, userId }, token);
  return snapshot.issues.find((i) => i.id === issue.id)?.photos;
}

test('photo status through a refused and a retried upload', async ({ page, context }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const issue = await issueWithoutPhotos(page);
  await waitForOfflineShell(page);
  await context.setOffline(true);
  await addPhotosTo(page, issue, [21, 22]);

  // Offline: both photos wait for the connection; Pending changes is one tap away, at the photo's entry.
  const detail = new IssueDetail(page);
  await detail.openFromList(issue.id);
  await expect(detail.photoCount).toHaveText('0 of 2 photos uploaded');
  await expect(detail.photo(1)).toContainText('Waiting: offline');
  await expect(detail.photo(2)).toContainText('Waiting: offline');
  await detail.photo(1).getByRole('link', { name: 'Pending changes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pending-changes');
  const shown = page.locator('[data-testid="pending-change"][aria-current="true"]');
  await expect(shown).toContainText(`Photo 1 of issue ${issue.id}`);
  await expect(shown).toBeInViewport();

  // Back online, the server refuses the uploads: each photo says so with the server's reason.
  await answerUploads(context, 413, 'too_large', 'The upload is too large');
  await detail.openFromList(issue.id);
  await context.setOffline(false);
  for (const place of [1, 2]) {
    await expect(detail.photo(place)).toContainText('Waiting: refused');
    await expect(detail.photo(place)).toContainText('The upload is too large');
  }
  await expect(detail.photoCount).toHaveText('0 of 2 photos uploaded');

  // Retried once the server takes it, the first photo uploads; it is the record's first server photo.
  await context.unroute(UPLOAD);
  await detail.photo(1).getByRole('button', { name: 'Retry' }).click();
  await expect(detail.photoCount).toHaveText('1 of 2 photos uploaded');
  await expect(detail.photo(1)).toContainText('Uploaded');
  await expect(detail.photo(1).getByRole('link', { name: 'Pending changes' })).toHaveCount(0);
  await detail.expectImagesLoaded(detail.photo(1).getByRole('img'));
  await expect(detail.photo(2)).toContainText('Waiting: refused');

  // The other refused photo is removed from the device, after a confirmation.
  await detail.photo(2).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove photo' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.photoCount).toHaveText('1 of 1 photos uploaded');
  await expect(detail.photo(2)).toHaveCount(0);
  await expectOutboxEmpty(page);
  expect(await serverPhotos(issue)).toHaveLength(1);
});

test('a photo whose upload meets a busy server says it is retrying, then uploads', async ({
  page,
  context,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const issue = await issueWithoutPhotos(page);
  await answerUploads(context, 503, 'unavailable', 'Service unavailable');
  await addPhotosTo(page, issue, [23]);

  const detail = new IssueDetail(page);
  await detail.openFromList(issue.id);
  await expect(detail.photo(1)).toContainText('Waiting: retrying');
  await expect(detail.photo(1)).toContainText(/Next try (in \d+ s|soon)/);
  await expect(detail.photoCount).toHaveText('0 of 1 photos uploaded');

  // The server recovers: the next try, after the Retry-After, uploads it.
  await context.unroute(UPLOAD);
  await expect(detail.photoCount).toHaveText('1 of 1 photos uploaded', { timeout: 30_000 });
  await expect(detail.photo(1)).toContainText('Uploaded');
  await expectOutboxEmpty(page);
  expect(await serverPhotos(issue)).toHaveLength(1);
});
