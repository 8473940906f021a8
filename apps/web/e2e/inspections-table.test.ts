import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type CulvertInspection, MESSAGES } from '@verge/domain';
import Papa from 'papaparse';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { readSetting, readTable } from './localStore';
import { culvertRequest, InspectionsScreen, inspectionRequest } from './pages/InspectionsScreen';
import { apiUser } from './pages/IssuesScreen';
import type { Shell } from './pages/Shell';
import { logInAs } from './pages/session';

type ApiUser = Awaited<ReturnType<typeof apiUser>>;

/**
 * A new culvert on the selected asset with three inspections recorded through the API: January (no action
 * taken, a comment about a beaver dam, High Risk), March (Debris Cleared) and May (Inlet Cleaned). The page
 * reloads and waits until the device holds them.
 */
async function culvertWithInspections(page: Page, shell: Shell, user: ApiUser) {
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  const siteId = unique('E2E-C').replace(/\s+/g, '-');
  const culvert = await api('culvertsCreate', culvertRequest(assetId, siteId), user.token);
  const inspect = (overrides: Parameters<typeof inspectionRequest>[2]) =>
    api('inspectionsCreate', inspectionRequest(culvert.id, user.userId, overrides), user.token);
  const january = await inspect({
    inspection_date: '2026-01-10T15:00:00.000Z',
    comments: 'Beaver Dam at the inlet',
    risk_score: 10,
  });
  const march = await inspect({ inspection_date: '2026-03-10T15:00:00.000Z', actionsTakenIds: [1] });
  const may = await inspect({ inspection_date: '2026-05-10T15:00:00.000Z', actionsTakenIds: [2] });
  await shell.syncAfter(() => page.reload());
  await expect
    .poll(async () =>
      (await readTable<CulvertInspection>(page, 'inspections')).filter((i) => i.culvert === siteId),
    )
    .toHaveLength(3);
  return { assetId, siteId, culvert, january, march, may };
}

test('1280: filters narrow the table and are restored; details, follow-up, CSV of the selected, delete', async ({
  page,
}) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const user = await apiUser(DEMO.clientAdmin);
  const { assetId, siteId, january, march, may } = await culvertWithInspections(page, shell, user);
  const screen = new InspectionsScreen(page);
  await screen.open(shell);
  await screen.clearAll();
  await screen.expectBadge(0);

  // Culvert, then the inspection dates given the wrong way round, then 'No Actions Taken'.
  await screen.choose('Culverts', [siteId]);
  await screen.apply();
  await screen.expectBadge(1);
  await expect.poll(() => screen.shownIds()).toEqual([january.id, march.id, may.id]);
  await screen.fillDate('Inspected from', '2026-03-31');
  await screen.fillDate('Inspected to', '2026-01-01');
  await screen.apply();
  await screen.expectBadge(2);
  await expect.poll(() => screen.shownIds()).toEqual([january.id, march.id]);
  await screen.choose('Actions Taken', ['No Actions Taken']);
  await screen.apply();
  await screen.expectBadge(3);
  await expect.poll(() => screen.shownIds()).toEqual([january.id]);

  // Clear All Filters, then the culvert and a comment search ignoring case and whitespace.
  await screen.clearAll();
  await screen.expectBadge(0);
  await screen.choose('Culverts', [siteId]);
  await screen.fillText('Comment search', ' beaverDAM AT ');
  await screen.apply();
  await expect(screen.chips()).toHaveText([`Culverts: ${siteId}`, 'Comments: beaverDAM AT']);
  await expect.poll(() => screen.shownIds()).toEqual([january.id]);

  // Restored and applied when the screen opens again.
  await page.reload();
  await expect(screen.chips()).toHaveText([`Culverts: ${siteId}`, 'Comments: beaverDAM AT']);
  await screen.expectBadge(2);
  await expect.poll(() => screen.shownIds()).toEqual([january.id]);

  // Details: the culvert card of that inspection.
  await screen.action(screen.rowById(january.id), 'Inspection Details').click();
  const details = page.getByRole('dialog', { name: siteId });
  await expect(details.getByTestId('culvert-card')).toContainText('Beaver Dam at the inlet');
  await expect(details.getByTestId('culvert-card')).toContainText('Test Road 7');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // A follow-up opens the add page for the culvert.
  await screen.action(screen.rowById(january.id), 'Add Follow Up').click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/culvert-inspections/add' && url.searchParams.get('siteCulvertId') === siteId,
  );
  await page.goBack();
  await expect(screen.grid).toBeVisible();

  // Nothing selected, then two rows: the CSV holds exactly those two, then they are deleted.
  await screen.clearAll();
  await screen.choose('Culverts', [siteId]);
  await screen.apply();
  await expect.poll(() => screen.shownIds()).toEqual([january.id, march.id, may.id]);
  await screen.deleteButton.click();
  await expect(page.getByText(MESSAGES.noIssuesSelected)).toBeVisible();
  for (const id of [march.id, may.id]) await screen.select(screen.rowById(id));
  const csv = await screen.download('Selected');
  expect(csv.fileName).toMatch(/^Culvert Inspection Export \w+-\d+\w\w-\d{4}_\d\d-\d\d\.csv$/);
  const parsed = Papa.parse<Record<string, string>>(csv.text.replace(/^\ufeff/, ''), { header: true });
  expect(parsed.errors).toEqual([]);
  expect(
    parsed.data.map((r) => [r['Site Culvert Id'], r['Road Name'], r['Actions Taken'], r['Risk Score']]),
  ).toEqual([
    [siteId, 'Test Road 7', 'Inlet Cleaned', 'Low Risk'],
    [siteId, 'Test Road 7', 'Debris Cleared', 'Low Risk'],
  ]);

  await screen.deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete Inspections' });
  await expect(confirm).toContainText('Delete 2 selected inspections?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => screen.shownIds()).toEqual([january.id]);
  await expect(screen.downloadButton('All Filtered')).toBeVisible();
  await expect
    .poll(async () => {
      const data = await api('syncAsset', { assetId, userId: user.userId }, user.token);
      return data.culvertInspections
        .filter((i) => i.culvert === siteId && !i.hidden)
        .map((i) => i.id)
        .sort((a, b) => a - b);
    })
    .toEqual([january.id]);
});

test('390: the Synced column, details with edit for synced rows only, no delete or download', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const user = await apiUser(DEMO.clientAdmin);
  const { siteId, january } = await culvertWithInspections(page, shell, user);

  // An inspection recorded on this device and not yet uploaded (a negative id), placed in the local store.
  const pendingId = -876_543;
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('verge');
        open.onsuccess = () => {
          const tx = open.result.transaction('inspections', 'readwrite');
          tx.objectStore('inspections').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { ...january, id: pendingId, uuid: randomUUID() },
  );

  const screen = new InspectionsScreen(page);
  await screen.open(shell);
  await screen.clearAll();
  await screen.choose('Culverts', [siteId]);
  await screen.apply();
  const headers = await screen.grid.locator('.MuiDataGrid-columnHeaderTitle').allTextContents();
  expect(headers).toEqual(['Culvert ID', 'Date', 'Synced']);
  await expect(screen.rowById(pendingId)).toContainText('Awaiting Sync');
  await expect(screen.rowById(january.id)).toContainText('Synced');
  await expect(screen.rowById(january.id).getByRole('checkbox')).toHaveCount(0);
  await expect(screen.deleteButton).toHaveCount(0);
  await expect(screen.downloadButton('All Filtered')).toHaveCount(0);
  await expect(screen.enterDataButton).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A tap on a row opens its details: the card and, for a synced inspection only, Edit Inspection.
  const details = page.getByRole('dialog', { name: siteId });
  await screen.rowById(january.id).getByText('Synced').click();
  await expect(details.getByTestId('culvert-card')).toContainText('Beaver Dam at the inlet');
  await details.getByRole('button', { name: 'Edit Inspection' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/culvert-inspections/edit/${january.id}`);
  await page.goBack();
  await expect(details).toHaveCount(0);
  await screen.rowById(pendingId).getByText('Awaiting Sync').click();
  await expect(details.getByTestId('culvert-card')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit Inspection' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Enter Data' })).toBeVisible();
});
