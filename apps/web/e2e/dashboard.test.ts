import { expect, type Locator, type Page, test } from '@playwright/test';
import type { VegetationIssue } from '@verge/domain';
import { dashboardSummary } from '@verge/domain/dashboard';
import { createClientWithAsset } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { readSetting, readTable } from './localStore';
import { DashboardScreen } from './pages/DashboardScreen';
import { IssuesScreen } from './pages/IssuesScreen';
import { logInAs } from './pages/session';

/** The summary of the selected asset's visible local issues, the way the page should count them. */
async function expectedSummary(page: Page) {
  const assetId = await readSetting<number>(page, 'selectedAssetId');
  const issues = await readTable<VegetationIssue>(page, 'issues');
  return dashboardSummary(
    issues.filter((i) => i.assetId === assetId && !i.hidden),
    new Date(),
  );
}

test('the dashboard counts the local issues, links to the filtered list and draws its charts', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const dashboard = new DashboardScreen(page);
  await dashboard.open();

  const expected = await expectedSummary(page);
  expect(expected.open).toBeGreaterThan(0);
  expect(await dashboard.count('Actions Required')).toBe(expected.actionsRequired);
  expect(await dashboard.count('High Risk')).toBe(expected.highRisk);
  expect(await dashboard.count('Open Issues')).toBe(expected.open);
  expect(await dashboard.count('Resolved (Last 3 Months)')).toBe(expected.resolved);

  // Each doughnut counts the open issues: its legend per slice, its centre total, the tooltip on hover.
  const doughnuts = [
    { chart: dashboard.riskChart, slices: expected.byRisk.map((s) => ({ label: s.label, count: s.count })) },
    { chart: dashboard.typeChart, slices: expected.byType.map((s) => ({ label: s.type, count: s.count })) },
  ];
  for (const { chart, slices } of doughnuts) {
    await expect(dashboard.legend(chart)).toHaveText(slices.map((s) => `${s.label}: ${s.count}`));
    await expect(dashboard.total(chart)).toHaveText(String(expected.open));
  }
  const [largestType] = expected.byType;
  await dashboard.hoverFirstSlice(dashboard.typeChart);
  await expect(page.getByRole('tooltip')).toContainText(`${largestType.type}${largestType.count}`);

  for (const chart of [dashboard.riskChart, dashboard.typeChart, dashboard.weeklyChart]) {
    await expect(chart.locator('svg').first()).toBeVisible();
  }
  // One arc per risk level with open issues; one bar per week.
  await expect(dashboard.riskChart.locator('path[d]')).not.toHaveCount(0);
  await expect(dashboard.weeklyChart.getByText('Week starting Monday')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-1280.png'), fullPage: true });

  // Each linked card counts exactly the rows its link lists.
  const list = new IssuesScreen(page);
  await dashboard.card('Actions Required').click();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  await list.showTable();
  await list.expectTotal((n) => n === expected.actionsRequired, 'rows listed for Actions Required');
  await dashboard.open();
  await dashboard.card('High Risk').click();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  await list.showTable();
  await list.expectTotal((n) => n === expected.highRisk, 'rows listed for High Risk');
});

test('on a phone the dashboard hides the weekly bar chart and fits the width', async ({ page }, testInfo) => {
  await logInAs(page, DEMO.providerAdmin, DEMO_PASSWORD);
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardScreen(page);
  await dashboard.open();
  await expect(dashboard.riskChart.locator('svg').first()).toBeVisible();
  await expect(dashboard.typeChart.locator('svg').first()).toBeVisible();
  await expect(dashboard.weeklyChart).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
});

test('the charts are drawn at their section’s width and follow the window when it narrows', async ({
  page,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const dashboard = new DashboardScreen(page);
  await dashboard.open();
  // The chart's drawing (the legend's markers are svg elements too).
  const drawing = (chart: Locator) => chart.locator('svg.MuiChartsSvgLayer-root');
  const drawnWidth = (chart: Locator) =>
    drawing(chart).evaluate((svg) => Math.round(svg.getBoundingClientRect().width));
  const sectionWidth = (chart: Locator) =>
    chart.evaluate((section) => Math.round(section.getBoundingClientRect().width));
  for (const chart of [dashboard.riskChart, dashboard.weeklyChart]) {
    await expect(drawing(chart)).toBeVisible();
    // The section's padding (16 px a side) and border (1 px a side) are all that is left over.
    expect((await sectionWidth(chart)) - (await drawnWidth(chart))).toBe(34);
  }
  const wide = await drawnWidth(dashboard.weeklyChart);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(() => drawnWidth(dashboard.weeklyChart)).toBeLessThan(wide);
  expect((await sectionWidth(dashboard.weeklyChart)) - (await drawnWidth(dashboard.weeklyChart))).toBe(34);
  await expectNoSidewaysScroll(page);
});

const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('on a tablet (mobile by the spec) the weekly chart, bulk delete and download are hidden at any width', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: IPAD, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  try {
    await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    const dashboard = new DashboardScreen(page);
    await dashboard.open();
    await expect(dashboard.riskChart.locator('svg').first()).toBeVisible();
    await expect(dashboard.weeklyChart).toHaveCount(0);
    const screen = new IssuesScreen(page);
    await screen.open();
    await screen.showTable();
    await expect(screen.rows().first()).toBeVisible();
    await expect(screen.downloadButton).toHaveCount(0);
    await expect(screen.deleteButton).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('an asset without issues shows zeros and an empty state instead of charts', async ({
  page,
}, testInfo) => {
  const client = await createClientWithAsset(1);
  await logInAs(page, client.username, client.password);
  const dashboard = new DashboardScreen(page);
  await dashboard.open();
  await expect(dashboard.emptyState).toBeVisible();
  expect(await dashboard.count('Open Issues')).toBe(0);
  expect(await dashboard.count('Actions Required')).toBe(0);
  await expect(dashboard.riskChart).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('dashboard-empty-1280.png'), fullPage: true });
});
