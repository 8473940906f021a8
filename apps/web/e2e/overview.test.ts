import { expect, type Page, test } from '@playwright/test';
import { MAP, type ManagementArea, type VegetationIssue } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { localAsset, readSetting } from './localStore';
import { IssueDetail } from './pages/IssueDetail';
import { serveTiles } from './pages/MapProbe';
import { OverviewScreen } from './pages/OverviewScreen';
import { logInAs } from './pages/session';

/** The area with the most issues, and its issues. */
async function busiestArea(page: Page) {
  const { areas, issues } = await localAsset(page);
  const withIssues = areas
    .map((area) => ({ area, issues: issues.filter((i) => i.areaId === area.id) }))
    .sort((a, b) => b.issues.length - a.issues.length);
  return withIssues[0];
}

/** Log in, open the overview as a table or a map, and find the area with the most issues. */
async function openOverview(page: Page, username: string, view: 'table' | 'map') {
  await logInAs(page, username, DEMO_PASSWORD);
  const overview = new OverviewScreen(page);
  await overview.open();
  await (view === 'map' ? overview.showMap() : overview.showTable());
  return { overview, ...(await busiestArea(page)) };
}

const open = (issues: VegetationIssue[]) => issues.filter((i) => i.has_issue);
const byRisk = (issues: VegetationIssue[], risk: number) =>
  open(issues).filter((i) => i.risk_score === risk).length;
const yearOf = (issue: VegetationIssue) => new Date(issue.inspection_date).getFullYear();

/** Addresses the page moves through (the issue list takes its query out of the address once handled). */
function visited(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  return urls;
}

function centreOf(area: ManagementArea): [number, number] {
  const ring = area.shape.type === 'Polygon' ? area.shape.coordinates[0] : area.shape.coordinates[0][0];
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
}

test('client admin: the areas table searches by exact name, a row opens the area dialog with totals, and its buttons go to the list and the form', async ({
  page,
}, testInfo) => {
  await serveTiles(page);
  const { overview, area, issues } = await openOverview(page, DEMO.clientAdmin, 'table');
  expect(issues.length).toBeGreaterThan(0);

  // Exact name, ignoring case and whitespace; a part of the name finds nothing.
  await overview.search.fill(`  ${area.name.toUpperCase().replace(/ /g, '   ')} `);
  await expect(overview.rows()).toHaveCount(1);
  await expect(overview.rows().first().locator('[data-field="name"]')).toHaveText(area.name);
  await expect(overview.rows().first().locator('[data-field="originals"]')).toHaveText(
    String(issues.filter((i) => i.original_issue_id === null).length),
  );
  await page.screenshot({ path: testInfo.outputPath('overview-table-1280.png') });
  await overview.search.fill(area.name.slice(0, -1));
  await expect(overview.rows()).toHaveCount(0);
  await overview.search.fill(area.name);
  await expect(overview.rows()).toHaveCount(1);

  await overview.rows().first().locator('[data-field="name"]').click();
  await expect(overview.areaTitle).toHaveText(`Area: ${area.name}`);
  await expect(overview.count('total')).toHaveText(String(issues.length));
  await expect(overview.count('high')).toHaveText(String(byRisk(issues, 10)));
  await expect(overview.count('medium')).toHaveText(String(byRisk(issues, 5)));
  await expect(overview.count('low')).toHaveText(String(byRisk(issues, 1)));
  await expect(overview.count('none')).toHaveText(String(byRisk(issues, 0)));
  await expect(overview.count('resolved')).toHaveText(String(issues.filter((i) => !i.has_issue).length));
  await expect(overview.count('assignedToYou')).toHaveCount(0);
  await expect(overview.areaDialog.getByText('Total Issues Logged')).toBeVisible();
  await overview.map.waitLoaded();
  await expect(overview.areaDialog.getByTestId('map')).toHaveAttribute('data-loaded', 'true');
  const zoom = await overview.areaDialog
    .getByTestId('map')
    .evaluate((el) => (el as HTMLElement & { vergeMap: { getZoom(): number } }).vergeMap.getZoom());
  expect(zoom).toBe(MAP.areaDialogZoom);
  await page.screenshot({ path: testInfo.outputPath('area-dialog-1280.png') });

  const urls = visited(page);
  await overview.areaDialog.getByRole('button', { name: 'See Issues In This Area' }).click();
  await expect(overview.areaDialog).toHaveCount(0);
  await expect
    .poll(() =>
      urls.some((u) => u.pathname === '/vegetation-issues' && u.searchParams.get('areaName') === area.name),
    )
    .toBe(true);

  await overview.open();
  await overview.showTable();
  await overview.row(area.name).first().locator('[data-field="name"]').click();
  await overview.areaDialog.getByRole('button', { name: 'Enter Data' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/vegetation-issues/add' && url.searchParams.get('areaId') === String(area.id),
  );
});

test('client field user: the area dialog counts issues assigned to you and not, with the risk counts', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { overview, area, issues } = await openOverview(page, DEMO.clientField, 'table');
  const userId = (await readSetting<{ id: number }>(page, 'user'))!.id;
  await overview.search.fill(area.name);
  await page.screenshot({ path: testInfo.outputPath('overview-table-390.png') });
  await overview.rows().first().locator('[data-field="name"]').click();
  await expect(overview.areaTitle).toHaveText(`Area: ${area.name}`);
  const mine = issues.filter((i) => i.assignedUserIds.includes(userId)).length;
  await expect(overview.count('assignedToYou')).toHaveText(String(mine));
  await expect(overview.count('notAssignedToYou')).toHaveText(String(issues.length - mine));
  await expect(overview.count('high')).toHaveText(String(byRisk(issues, 10)));
  await expect(overview.count('none')).toHaveText(String(byRisk(issues, 0)));
  await expect(overview.count('total')).toHaveCount(0);
  await expect(overview.count('resolved')).toHaveCount(0);
  await overview.map.waitLoaded();
  await page.screenshot({ path: testInfo.outputPath('area-dialog-390.png') });
  await expectNoSidewaysScroll(page);
});

test('the overview map draws the areas at 0.65 opacity; a polygon click opens the area dialog, for the chosen year too', async ({
  page,
}, testInfo) => {
  await serveTiles(page);
  const { overview, area, issues } = await openOverview(page, DEMO.clientAdmin, 'map');
  // With no shared view yet, the map opens fitted to the asset's areas, however late they are read.
  await overview.map.waitLoaded();
  await overview.map.waitIdle();
  const corners = (await localAsset(page)).areas.flatMap((a) =>
    a.shape.type === 'Polygon' ? a.shape.coordinates[0] : a.shape.coordinates.flatMap((p) => p[0]),
  );
  expect(await overview.map.shows(corners)).toBe(true);
  expect((await overview.map.view()).zoom).not.toBe(MAP.assetZoom);

  await overview.map.goToFirst('areas', 14);
  expect(await overview.map.renderedCount(['area-fill'])).toBeGreaterThan(0);
  const opacity = await overview.map.element.evaluate((el) =>
    (
      el as HTMLElement & { vergeMap: { getPaintProperty(l: string, p: string): unknown } }
    ).vergeMap.getPaintProperty('area-fill', 'fill-opacity'),
  );
  expect(opacity).toBe(0.65);
  await expect(page.getByRole('combobox', { name: 'Sub Assets' })).toBeVisible();

  await overview.clickArea(area.id, centreOf(area));
  await expect(overview.areaTitle).toHaveText(`Area: ${area.name}`);
  await expect(overview.count('total')).toHaveText(String(issues.length));
  await expect(overview.areaDialog.getByTestId('map')).toHaveAttribute('data-loaded', 'true');
  await page.screenshot({ path: testInfo.outputPath('overview-map-dialog-1280.png') });
  await overview.areaDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(overview.areaDialog).toHaveCount(0);

  const year = yearOf(issues[0]);
  await overview.chooseYear(year);
  await overview.clickArea(area.id, centreOf(area));
  await expect(overview.areaTitle).toHaveText(`Area: ${area.name} for ${year}`);
  await expect(overview.count('total')).toHaveText(String(issues.filter((i) => yearOf(i) === year).length));
  await overview.areaDialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await overview.chooseYear('All years');
  await overview.clickArea(area.id, centreOf(area));
  await expect(overview.areaTitle).toHaveText(`Area: ${area.name}`);
});

test('an issue marker on the overview map opens the issue dialog, not the area under it', async ({
  page,
}) => {
  await serveTiles(page);
  const { overview, issues } = await openOverview(page, DEMO.clientAdmin, 'map');
  const target = issues.find((i) => i.gps_point)!;
  const clicked = await overview.clickMarkerNear(target.gps_point!.coordinates);
  // The marker clicked may be a neighbour of the target (in another area); the dialog shows whichever it is.
  const issue = (await localAsset(page)).issues.find((i) => i.id === clicked)!;
  const detail = new IssueDetail(page);
  await expect(detail.dialog).toBeVisible();
  await expect(detail.field('Area')).toHaveText(issue.area);
  await expect(detail.field('Comments')).toHaveText(issue.comments.trim() || 'No Comments');
  await expect(overview.areaDialog).toHaveCount(0);
});
