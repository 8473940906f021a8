import { expect, type Page, test } from '@playwright/test';
import { TOOL_ISSUE_ID_LABEL } from '@verge/domain';
import { EXPORT_COLUMNS } from '@verge/domain/export/fields';
import Papa from 'papaparse';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { localAsset, waitForLocalIssues } from './localStore';
import { ExportDialog } from './pages/ExportDialog';
import { apiUser, IssuesScreen, issueRequest } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL } from './pages/session';

const STAMP = String.raw`[A-Z][a-z]+-\d{1,2}(st|nd|rd|th)-\d{4}_\d{2}-\d{2}`;

/** Three new issues in the selected asset (a high-risk point, a low-risk track, a medium point), then a pull. */
async function createIssues(page: Page, marker: string) {
  const { token, userId } = await apiUser(DEMO.clientAdmin);
  const [area] = (await localAsset(page)).areas;
  const track = {
    type: 'LineString' as const,
    coordinates: [
      [-116.5765, 53.9333],
      [-116.577, 53.934],
      [-116.578, 53.9345],
    ] as [number, number][],
  };
  const high = await api(
    'issuesCreate',
    issueRequest(area.id, userId, `${marker} high`, { risk_score: 10 }),
    token,
  );
  const track1 = await api(
    'issuesCreate',
    issueRequest(area.id, userId, `${marker} track`, {
      risk_score: 1,
      gps_point: null,
      gps_track: track,
    }),
    token,
  );
  const medium = await api('issuesCreate', issueRequest(area.id, userId, `${marker} medium`), token);
  await page.reload();
  return { token, area, ids: { high: high.id, track: track1.id, medium: medium.id } };
}

// The file is written by the export worker, a script loaded at the first download: offline, the service
// worker's precache serves it (as it does every chunk of the installed app).
test.use(OFFLINE_SHELL);

test('Download exports the selected rows, else all interactive filtered issues, as CSV, KML and GeoJSON', async ({
  page,
  context,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const marker = unique('export').replace(/\s+/g, '-');
  const { token, area, ids } = await createIssues(page, marker);

  const screen = new IssuesScreen(page);
  await screen.open();
  await waitForLocalIssues(page, [`${marker} high`, `${marker} track`, `${marker} medium`]);
  await screen.showTable();
  await screen.fillText('Comment search', marker);
  await screen.apply();
  await screen.expectTotal((n) => n === 3, 'the three new issues');

  await screen.select(screen.rowById(ids.high));
  await screen.select(screen.rowById(ids.track));
  await screen.openDownload();
  const exportDialog = new ExportDialog(page);
  await exportDialog.expectCount(2);
  await page.screenshot({ path: testInfo.outputPath('export-dialog-1280.png') });

  const csv = await exportDialog.download('CSV');
  expect(csv.fileName).toMatch(new RegExp(`^Vegetation Issue Export ${STAMP}\\.csv$`));
  const parsed = Papa.parse<Record<string, string>>(csv.text, { header: true, skipEmptyLines: true });
  expect(parsed.meta.fields).toEqual([...EXPORT_COLUMNS]);
  expect(parsed.data).toHaveLength(2);
  const highRow = parsed.data.find((r) => r[TOOL_ISSUE_ID_LABEL] === String(ids.high));
  expect(highRow).toMatchObject({
    'Area Name': area.name,
    'Risk Score': '10',
    'Original Issue': 'N/A',
    Initiator: expect.stringMatching(/\S/),
    Comments: `${marker} high`,
    'Infra vegetation': 'N/A',
  });
  expect(highRow?.['Inspected Date']).toMatch(/^[A-Z][a-z]+ \d{1,2} \d{4} - \d{1,2}:\d{2}$/);
  expect(highRow?.['Issue Type']).not.toBe('N/A');
  expect(highRow?.['Species of Weeds']).not.toBe('N/A');

  await screen.openDownload();
  const kml = await exportDialog.download('KML');
  expect(kml.fileName).toMatch(new RegExp(`^issues ${STAMP}\\.kml$`));
  expect(kml.text).toContain('<Document><name>Vegetation Issue Export</name>');
  expect(kml.text.match(/<Placemark /g)).toHaveLength(2);
  expect(kml.text).toContain('<LineString>');
  expect(kml.text).toContain('<styleUrl>#risk-high</styleUrl>');
  expect(kml.text).toContain(`<Data name="Comments"><value>${marker} track</value></Data>`);

  // Nothing selected: every interactive issue the filters show, built from the local rows (works offline).
  await screen.open();
  await screen.showTable();
  await screen.expectTotal((n) => n === 3, 'the three new issues');
  await page.waitForFunction(
    async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
  );
  await context.setOffline(true);
  await screen.openDownload();
  await exportDialog.expectCount(3);
  const geojson = await exportDialog.download('GeoJSON');
  await context.setOffline(false);
  expect(geojson.fileName).toMatch(new RegExp(`^issues ${STAMP}\\.geojson$`));
  const collection = JSON.parse(geojson.text) as {
    type: string;
    features: { id: string; geometry: { type: string }; properties: Record<string, string> }[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features).toHaveLength(3);
  expect(collection.features.map((f) => f.id).sort()).toEqual(
    [`issue-${ids.high}-point`, `issue-${ids.medium}-point`, `issue-${ids.track}-track`].sort(),
  );
  expect(collection.features.find((f) => f.geometry.type === 'LineString')?.properties.Comments).toBe(
    `${marker} track`,
  );

  for (const id of Object.values(ids)) await api('issuesDelete', { id }, token);
});

test('Cancel closes the dialog without a download', async ({ page }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.showTable();
  await expect(screen.rows().first()).toBeVisible();
  await screen.openDownload();
  const exportDialog = new ExportDialog(page);
  await expect(exportDialog.dialog.getByRole('button', { name: 'CSV', exact: true })).toBeEnabled();
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await exportDialog.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(exportDialog.dialog).toHaveCount(0);
  expect(downloaded).toBe(false);
});
