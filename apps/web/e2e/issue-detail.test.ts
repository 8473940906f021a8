import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, test } from '@playwright/test';
import { TOOL_ISSUE_ID_LABEL, type VegetationIssue } from '@verge/domain';
import { unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { expectOutboxEmpty, localAsset, readTable } from './localStore';
import { IssueDetail } from './pages/IssueDetail';
import { IssueForm, pngBuffer } from './pages/IssueForm';
import { IssuesScreen } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL } from './pages/session';

test.use(OFFLINE_SHELL);

async function withGps(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.9333, longitude: -116.5765, accuracy: 5 });
}

test('a follow-up with photos: its fields, thumbnails, full photo, PDF, and Show buttons along the chain', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { issues } = await localAsset(page);
  const followUp =
    issues.find((i) => i.id > 0 && i.original_issue_id !== null && i.photos.length > 0 && i.gps_point) ??
    issues.find((i) => i.id > 0 && i.original_issue_id !== null && i.gps_point)!;
  const original = issues.find((i) => i.id === followUp.original_issue_id)!;
  const withPhotos =
    followUp.photos.length > 0 ? followUp : issues.find((i) => i.id > 0 && i.photos.length > 0)!;

  const detail = new IssueDetail(page);
  await detail.openFromList(followUp.id);
  await expect(detail.title).toHaveText(`${TOOL_ISSUE_ID_LABEL} ${original.id}`);
  await expect(detail.risk).toHaveText(/^(No|Low|Medium|High) Risk Assessment$/);
  await expect(detail.field('Area')).toHaveText(followUp.area);
  await expect(detail.field('User')).toHaveText(followUp.user);
  await expect(detail.field('Longitude')).toHaveText(followUp.gps_point!.coordinates[0].toFixed(6));
  await expect(detail.field('Latitude')).toHaveText(followUp.gps_point!.coordinates[1].toFixed(6));
  await expect(detail.field('UTM')).toHaveText(/^1[12]U \d+ E \d+ N$/);
  await expect(detail.field('Inspection Date')).toHaveText(/^[A-Z][a-z]+ \d{1,2} \d{4} - \d{1,2}:\d{2}$/);
  await expect(detail.field('Comments')).toHaveText(followUp.comments.trim() || 'No Comments');
  await expect(detail.dialog.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${followUp.gps_point!.coordinates[1]},${followUp.gps_point!.coordinates[0]}`,
  );
  await expect(detail.button('Edit Issue')).toBeVisible();
  await expect(detail.button('Add Follow Up Issue')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('issue-detail-1280.png') });

  // Show: the original (original=true), which lists this follow-up; Show on it comes back.
  await detail
    .field('Original Issue')
    .getByRole('button', { name: `Show ${original.id}` })
    .click();
  await expect(detail.field('Original Issue')).toHaveText('Initial Record of Issue');
  await expect(detail.field('Area')).toHaveText(original.area);
  await detail
    .field('Follow-Ups')
    .getByRole('button', { name: `Show ${followUp.id}` })
    .click();
  await expect(detail.field('Original Issue')).toContainText(`Show ${original.id}`);
  await detail.close();

  // Photos: thumbnails and the full photo load; the PDF downloads.
  await detail.openFromList(withPhotos.id);
  await expect(detail.thumbnails()).toHaveCount(withPhotos.photos.length);
  await detail.expectImagesLoaded(detail.thumbnails());
  await detail.photos.getByRole('button', { name: 'Open photo 1' }).click();
  const full = page.getByRole('img', { name: 'Full photo' });
  await detail.expectImagesLoaded(full);
  await page.getByRole('button', { name: 'Close photo' }).click();
  await expect(full).toHaveCount(0);

  const download = await detail.downloadPdf();
  expect(download.suggestedFilename()).toBe(`Issue ${withPhotos.id}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('issue-detail-390.png') });
  await expectNoSidewaysScroll(page);
});

test('the Show links carry issueId and original=true', async ({ page }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const followUp = (await localAsset(page)).issues.find((i) => i.id > 0 && i.original_issue_id !== null)!;
  const detail = new IssueDetail(page);
  await detail.openFromList(followUp.id);
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  await detail.field('Original Issue').getByRole('button').click();
  await expect
    .poll(() =>
      urls.some(
        (u) =>
          u.pathname === '/vegetation-issues' &&
          u.searchParams.get('issueId') === String(followUp.original_issue_id) &&
          u.searchParams.get('original') === 'true',
      ),
    )
    .toBe(true);
});

test('an issue not assigned to a provider field user: title, no risk, no edit or follow-up', async ({
  page,
}) => {
  await logInAs(page, DEMO.providerField, DEMO_PASSWORD);
  const issue = (await localAsset(page)).issues.find((i) => !i.isInteractive);
  expect(issue, 'the provider field user sees an issue not assigned to them').toBeDefined();
  const detail = new IssueDetail(page);
  await detail.openFromList(issue!.id);
  await expect(detail.title).toHaveText('Issue Not Assigned For Work');
  await expect(detail.risk).toHaveText('Risk Unknown Assessment');
  await expect(detail.button('Edit Issue')).toHaveCount(0);
  await expect(detail.button('Add Follow Up Issue')).toHaveCount(0);
  await expect(detail.button('Export to PDF')).toBeEnabled();
});

test('an issue saved offline: its title, PDF disabled, its photo shown from the device, waiting for the connection', async ({
  page,
  context,
}, testInfo) => {
  await withGps(context);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active);
  const areaId = (await localAsset(page)).issues[0].areaId;
  const form = new IssueForm(page);
  await form.openAdd(`?areaId=${areaId}`);
  await context.setOffline(true);
  await form.fillWeeds();
  await form.useMyLocation();
  const comment = unique('Offline detail');
  await page.getByLabel('Comments').fill(comment);
  await form.addPhotos([{ name: 'offline.png', mimeType: 'image/png', buffer: pngBuffer(7) }]);
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  const saved = (await readTable<VegetationIssue>(page, 'issues')).find((i) => i.comments === comment)!;
  expect(saved.id).toBeLessThan(0);

  // The table's details action (the list's issueId query takes synced ids only).
  const list = new IssuesScreen(page);
  await list.showTable();
  await page.getByRole('textbox', { name: 'Search area or Verge Id' }).fill(saved.area);
  await list.action(list.rowById(saved.id), 'Issue Details').click();
  const detail = new IssueDetail(page);
  await expect(detail.title).toHaveText('Issue Done Offline, No Id Set Yet');
  await expect(detail.button('Export to PDF')).toBeDisabled();
  await expect(detail.button('Edit Issue')).toHaveCount(0);
  await expect(detail.photo(1)).toContainText('Waiting: offline');
  await expect(detail.photoCount).toHaveText('0 of 1 photos uploaded');
  await detail.expectImagesLoaded(detail.thumbnails());
  await page.screenshot({ path: testInfo.outputPath('issue-detail-offline-1280.png') });
  await detail.close();

  // Back online the issue uploads; the outbox empties so later tests start clean.
  await context.setOffline(false);
  await expectOutboxEmpty(page);
});
