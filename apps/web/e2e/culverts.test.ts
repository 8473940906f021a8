import { expect, test } from '@playwright/test';
import { CULVERT_EXPORT_COLUMNS } from '@verge/domain/export/culvertFields';
import Papa from 'papaparse';
import { createClientWithAsset, userToken } from './api';
import { readSetting } from './localStore';
import { type CulvertSetup, CulvertsScreen, createCulverts } from './pages/CulvertsScreen';
import { ExportDialog } from './pages/ExportDialog';
import { tickRow } from './pages/gridRows';
import { MapProbe, serveTiles } from './pages/MapProbe';
import { logInAs } from './pages/session';

const STAMP = String.raw`[A-Z][a-z]+-\d{1,2}(st|nd|rd|th)-\d{4}_\d{2}-\d{2}`;
const PAST = '2020-01-01';
const FUTURE = '2099-01-01';

/** Four culverts 0.01° apart: A overdue and high risk, B and D inspected, C never inspected. */
const CULVERTS: CulvertSetup[] = [
  {
    site: 'CV-A',
    at: [-116.5, 53.9],
    fish: true,
    markers: true,
    diameter: 0.3,
    length: 10,
    inspection: { risk: 10, next: PAST },
  },
  {
    site: 'CV-B',
    at: [-116.49, 53.9],
    fish: false,
    markers: true,
    diameter: -1,
    length: 20,
    inspection: { risk: 0, next: FUTURE },
  },
  { site: 'CV-C', at: [-116.48, 53.9], fish: true, markers: false, diameter: 1, length: -1 },
  {
    site: 'CV-D',
    at: [-116.47, 53.9],
    fish: false,
    markers: false,
    diameter: 0.5,
    length: 5,
    inspection: { risk: 5, next: FUTURE },
  },
];
const ALL = CULVERTS.map((c) => c.site);

/** A fresh client company whose asset holds the four culverts; logged in with the culvert tool on. */
async function openCulverts(page: import('@playwright/test').Page): Promise<CulvertsScreen> {
  const client = await createClientWithAsset(0);
  const token = await userToken(client.username, client.password);
  await createCulverts(token, client.userId, client.assetId!, CULVERTS);
  const shell = await logInAs(page, client.username, client.password);
  await shell.chooseFromAvatarMenu('Culverts');
  const screen = new CulvertsScreen(page);
  await screen.open();
  return screen;
}

test('culvert filters narrow the list and persist; selected culverts download as KML and CSV', async ({
  page,
}) => {
  const screen = await openCulverts(page);
  await screen.expectSiteIds(ALL);
  await expect(screen.row('CV-A')).toContainText('Overdue');

  await screen.choose('Fish Habitat', ['Yes']);
  await screen.choose('Culverts', ['CV-A', 'CV-B', 'CV-C']);
  await screen.apply();
  await screen.expectSiteIds(['CV-A', 'CV-C']);
  await expect(screen.badge).toContainText('2');
  // Diameter at most 50 cm (150 down by 5 × 10): CV-A is 30 cm, CV-C 100 cm.
  await screen.slide('Diameter (cm)', 'maximum', Array(10).fill('PageDown'));
  await screen.apply();
  await screen.expectSiteIds(['CV-A']);
  await expect(screen.badge).toContainText('3');

  // The applied set comes back on a new visit and applies at once.
  await page.reload();
  await screen.expectSiteIds(['CV-A']);
  await expect(screen.badge).toContainText('3');
  await screen.clearAll();
  await screen.expectSiteIds(ALL);

  await screen.choose('Overdue', ['Yes']);
  await screen.apply();
  await screen.expectSiteIds(['CV-A']);
  await expect(screen.badge).toContainText('1');
  await screen.clearAll();
  await screen.expectSiteIds(ALL);

  await expect(page.getByRole('button', { name: 'Download All Filtered Culverts' })).toBeVisible();
  await tickRow(screen.row('CV-B'));
  await tickRow(screen.row('CV-C'));
  await page.getByRole('button', { name: 'Download Selected Culverts' }).click();
  const dialog = new ExportDialog(page, 'Download Culverts', ['culvert', 'culverts']);
  await dialog.expectCount(2);

  const kml = await dialog.download('KML');
  expect(kml.fileName).toMatch(new RegExp(`^culvert ${STAMP}\\.kml$`));
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      document: doc.querySelector('Document > name')?.textContent,
      names: [...doc.getElementsByTagName('Placemark')].map((p) => p.querySelector('name')?.textContent),
    };
  }, kml.text);
  expect(parsed).toEqual({
    error: 0,
    document: 'Culvert Export',
    names: ['CV-B Inlet', 'CV-B Outlet', 'CV-C Inlet', 'CV-C Outlet'],
  });

  await page.getByRole('button', { name: 'Download Selected Culverts' }).click();
  const csv = await dialog.download('CSV');
  expect(csv.fileName).toMatch(new RegExp(`^Culvert Export ${STAMP}\\.csv$`));
  const rows = Papa.parse<Record<string, string>>(csv.text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: true,
  });
  expect(rows.meta.fields).toEqual([...CULVERT_EXPORT_COLUMNS]);
  expect(rows.data.map((r) => r['Site Culvert Id']).sort()).toEqual(['CV-B', 'CV-C']);
  expect(rows.data.find((r) => r['Site Culvert Id'] === 'CV-B')).toMatchObject({
    'Fish Habitat': 'No',
    'Diameter (m)': 'N/A',
    'Has Culvert Inspection?': 'Yes',
    'Risk Score': 'No Risk',
    'Photos Taken': '0 photo(s) taken',
  });
  expect(rows.data.find((r) => r['Site Culvert Id'] === 'CV-C')).toMatchObject({
    'Length (m)': 'N/A',
    'Has Culvert Inspection?': 'No inspection completed.',
    'Risk Score': 'N/A',
  });
});

test('on a phone the map view is remembered; a culvert marker opens its card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveTiles(page);
  const screen = await openCulverts(page);
  await page.getByRole('button', { name: 'Map View' }).click();
  const map = new MapProbe(page);
  await map.waitLoaded();
  await expect(screen.grid).toHaveCount(0);
  // Far enough out that the culverts cluster: no marker label is drawn before the reload.
  await map.moveTo([-116.49, 53.9], 10);
  await expect.poll(async () => (await readSetting<{ zoom: number }>(page, 'mapPosition'))?.zoom).toBe(10);
  await page.reload();
  await map.waitLoaded();
  expect((await map.view()).zoom).toBe(10);

  // A label first needed at this zoom is drawn with its marker, not only when the map next lays it out.
  await map.clickMarkerAt([-116.5, 53.9], 17);
  await expect.poll(() => map.renderedCount(['marker-label'])).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('culvert-card') });
  await expect(dialog.locator('.MuiDialogTitle-root')).toHaveText('CV-A');
  await expect(dialog.getByTestId('culvert-risk')).toHaveText('High Risk');
  await expect(dialog.getByTestId('culvert-card')).toContainText('Overdue');
  await expect(dialog.locator('[data-field="Diameter"]')).toHaveText('30 cm');
  await expect(dialog.locator('[data-field="Next Inspection Date"]')).toHaveText('January 1 2020');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  await map.clickMarkerAt([-116.48, 53.9], 17);
  await expect(dialog.locator('.MuiDialogTitle-root')).toHaveText('CV-C');
  await expect(dialog.getByTestId('culvert-risk')).toHaveText('Awaiting');
  await expect(dialog.locator('[data-field="Length"]')).toHaveText('Length unknown');
  await expect(dialog.locator('[data-field="Latest Inspection"]')).toHaveText('No inspection completed.');
  await dialog.getByRole('button', { name: 'Enter Data' }).click();
  await expect(page).toHaveURL(/\/culvert-inspections\/add\?siteCulvertId=CV-C$/);
});
