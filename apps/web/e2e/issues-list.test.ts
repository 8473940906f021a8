import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MESSAGES, TOOL_ISSUE_ID_LABEL, type VegetationIssue } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { expectOutboxEmpty, localAsset, readSetting, readTable, waitForLocalIssues } from './localStore';
import { apiUser, IssuesScreen, issueRequest } from './pages/IssuesScreen';
import { MapProbe, serveTiles } from './pages/MapProbe';
import { logInAs } from './pages/session';

/** The live issues of an asset as the server holds them for the user. */
async function serverIssues(user: { token: string; userId: number }, assetId: number) {
  const data = await api('syncAsset', { assetId, userId: user.userId }, user.token);
  return data.issues.filter((i) => !i.hidden);
}

/** Show only the issues whose comments hold the token (the comment search of the filter panel). */
async function showByComment(screen: IssuesScreen, token: string): Promise<void> {
  await screen.fillText('Comment search', token);
  await screen.apply();
}

/** The issues of the selected asset (the device may also hold another asset's rows). */
async function localIssues(page: Page): Promise<VegetationIssue[]> {
  return (await localAsset(page)).issues;
}

test('Map and Table tabs switch the stored Map View flag, kept after a reload', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new IssuesScreen(page);
  await screen.open();
  await expect(screen.tab('Table')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.grid).toBeVisible();

  await screen.tab('Map').click();
  await expect(page.getByTestId('map').first()).toBeVisible();
  await expect(screen.grid).toHaveCount(0);
  await expect.poll(() => readSetting<boolean>(page, 'mapView')).toBe(true);
  await page.reload();
  await expect(screen.tab('Map')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('map').first()).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('issues-map-1280.png') });

  await screen.showTable();
  await expect.poll(() => readSetting<boolean>(page, 'mapView')).toBe(false);
});

test('the table lists areas in order and, within an area, the newest inspection first', async ({ page }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.showTable();
  await expect(screen.rows().first()).toBeVisible();
  const byId = new Map((await localIssues(page)).map((i) => [String(i.id), i]));
  const shown = (
    await screen.rows().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')))
  ).map((id) => byId.get(id ?? ''));
  expect(shown.every((issue) => issue !== undefined)).toBe(true);
  let sameAreaPairs = 0;
  for (let n = 1; n < shown.length; n += 1) {
    const [before, after] = [shown[n - 1], shown[n]];
    if (before?.area !== after?.area) continue;
    sameAreaPairs += 1;
    expect(Date.parse(before?.inspection_date ?? '')).toBeGreaterThanOrEqual(
      Date.parse(after?.inspection_date ?? ''),
    );
  }
  expect(sameAreaPairs).toBeGreaterThan(10);
  const areas = shown.map((issue) => issue?.area ?? '');
  expect(new Set(areas).size).toBe(areas.filter((area, n) => area !== areas[n - 1]).length);
});

test('on the map tab a polygon opens its area dialog and a marker its issue', async ({ page }) => {
  await serveTiles(page);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.tab('Map').click();
  const map = new MapProbe(page);
  await map.waitLoaded();

  await page.getByLabel('Hide Markers').check();
  await map.goToFirst('areas', 15);
  await map.element.click();
  const areaDialog = page.getByRole('dialog');
  await expect(areaDialog).toContainText('Area: ');
  await expect(areaDialog.getByRole('button', { name: 'See Issues In This Area' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(areaDialog).toHaveCount(0);

  await page.getByLabel('Hide Markers').uncheck();
  await map.goToFirstMarker(20);
  expect(await map.renderedCount(['marker-point'])).toBeGreaterThan(0);
  // The pin's image stands above its point.
  const box = (await map.element.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - 15);
  await expect(page.getByRole('dialog')).toContainText(/Verge Id \d+|Issue Not Assigned For Work/);
});

test('query parameters set the filters: areaName, risk=10, actionsRequired=true', async ({ page }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { areas } = await localAsset(page);
  const issues = await localIssues(page);
  const area = areas.find((a) => issues.some((i) => i.areaId === a.id))!;
  const screen = new IssuesScreen(page);

  // Exact name, ignoring case and whitespace.
  await screen.open(`?areaName=${encodeURIComponent(area.name.toUpperCase().replace(/\s+/g, ''))}`);
  await expect(screen.chips()).toHaveText([`Management Areas: ${area.name}`]);
  await expect(page).toHaveURL((url) => url.search === '');
  const inArea = (await localIssues(page)).filter((i) => i.areaId === area.id).length;
  await screen.expectTotal((n) => n === inArea, 'rows of the named area');
  expect(new Set(await screen.columnValues('area'))).toEqual(new Set([area.name]));

  await screen.open('?risk=10');
  await expect(screen.chips()).toHaveText(['Risk Scores: High Risk']);
  const high = (await localIssues(page)).filter((i) => i.risk_score === 10).length;
  expect(high).toBeGreaterThan(0);
  await screen.expectTotal((n) => n === high, 'high-risk rows');
  const risks = await screen.grid
    .locator('[data-field="risk_score"] [data-risk]')
    .evaluateAll((dots) => dots.map((d) => d.getAttribute('data-risk')));
  expect(new Set(risks)).toEqual(new Set(['10']));

  await screen.open('?actionsRequired=true');
  await expect(screen.chips()).toHaveText(['Further Action Required: Yes']);
  const open = (await localIssues(page)).filter((i) => i.action_required).length;
  await screen.expectTotal((n) => n === open, 'rows needing further action');

  // The filters stay like any applied filter.
  await page.reload();
  await expect(screen.chips()).toHaveText(['Further Action Required: Yes']);
  await screen.expectTotal((n) => n === open, 'rows after a reload');
});

test('issueId opens the issue and shows its chain; original=true names an original', async ({ page }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const issues = await localIssues(page);
  const followUp = issues.find((i) => i.original_issue_id !== null)!;
  const originalId = followUp.original_issue_id!;
  const chain = issues.filter((i) => i.id === originalId || i.original_issue_id === originalId).length;
  const screen = new IssuesScreen(page);

  await screen.open(`?issueId=${followUp.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${TOOL_ISSUE_ID_LABEL} ${originalId}`);
  await expect(screen.chips()).toHaveText([`Issue Id: ${originalId}`]);
  await page.keyboard.press('Escape');
  await screen.expectTotal((n) => n === chain, 'the whole chain');
  expect(new Set(await screen.columnValues('toolIssueId'))).toEqual(new Set([String(originalId)]));

  await screen.clearAll();
  await screen.open(`?issueId=${originalId}&original=true`);
  await expect(page.getByRole('dialog')).toContainText(`${TOOL_ISSUE_ID_LABEL} ${originalId}`);
  await expect(screen.chips()).toHaveText([`Issue Id: ${originalId}`]);
  await page.keyboard.press('Escape');
  await screen.expectTotal((n) => n === chain, 'the chain of the original');
});

test('row actions by role: client admin, client field user, provider admin, provider field user', async ({
  browser,
}) => {
  // Four sessions, each logging in and syncing: 1.2 min on a loaded 2-core machine.
  test.setTimeout(180_000);
  const labels = [
    'Copy Issue',
    'Add Follow Up',
    'Assign To Service Providers',
    'Edit Issue',
    'Issue Details',
  ];
  const visibleActions = async (row: ReturnType<IssuesScreen['rowById']>) => {
    const shown: string[] = [];
    for (const label of labels)
      if ((await row.getByRole('button', { name: label }).count()) > 0) shown.push(label);
    return shown;
  };

  const limited = ['Add Follow Up', 'Issue Details'];
  // A client admin works on every issue of the company; field users (of either company) work on chains assigned
  // to them or recorded by them, and see the others non-interactive (DESIGN §6).
  for (const [username, expected] of [
    [DEMO.clientAdmin, { interactive: labels, passive: false, deleteButton: true, enterData: true }],
    [DEMO.clientField, { interactive: limited, passive: true, deleteButton: true, enterData: true }],
    [DEMO.providerAdmin, { interactive: limited, passive: null, deleteButton: false, enterData: false }],
    [DEMO.providerField, { interactive: limited, passive: true, deleteButton: false, enterData: false }],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInAs(page, username, DEMO_PASSWORD);
    const screen = new IssuesScreen(page);
    await screen.open();
    await expect(screen.rows().first()).toBeVisible();
    const local = await localIssues(page);
    const interactive = local.find((i) => i.isInteractive && i.id > 0)!;
    expect(interactive, `${username} has an interactive issue`).toBeTruthy();
    await screen.fillText('Issue Id', String(interactive.original_issue_id ?? interactive.id));
    await screen.apply();
    await expect(screen.rowById(interactive.id)).toBeVisible();
    expect(await visibleActions(screen.rowById(interactive.id))).toEqual(expected.interactive);

    const passive = local.find((i) => !i.isInteractive);
    if (expected.passive !== null) {
      expect(!!passive, `${username} sees issues not assigned to them`).toBe(expected.passive);
    }
    if (passive) {
      await screen.fillText('Issue Id', String(passive!.original_issue_id ?? passive!.id));
      await screen.apply();
      const row = screen.rowById(passive!.id);
      await expect(row).toBeVisible();
      expect(await visibleActions(row)).toEqual(['Issue Details']);
      await expect(row.getByRole('checkbox')).toBeDisabled();
      await expect(row.locator('[data-risk]')).toHaveAttribute('data-risk', '-20');
    }
    await expect(screen.deleteButton).toHaveCount(expected.deleteButton ? 1 : 0);
    await expect(screen.enterDataButton).toHaveCount(expected.enterData ? 1 : 0);
    await expect(screen.downloadButton).toBeVisible();
    await context.close();
  }
});

test('copy, follow-up and edit lead to the form; details open the dialog', async ({ page }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  // Leaving the form unsaved may ask first; the test leaves.
  page.on('dialog', (dialog) => void dialog.accept());
  const issue = (await localIssues(page)).find((i) => i.isInteractive && i.id > 0)!;
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.fillText('Issue Id', String(issue.original_issue_id ?? issue.id));
  await screen.apply();
  const row = screen.rowById(issue.id);

  // Each action's label shows as a tooltip while pointed at or focused from the keyboard, and goes after.
  const tooltip = page.getByRole('tooltip');
  await screen.action(row, 'Copy Issue').hover();
  await expect(tooltip).toHaveText('Copy Issue');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await page.keyboard.press('Shift');
  await screen.action(row, 'Edit Issue').focus();
  await expect(tooltip).toHaveText('Edit Issue');
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(screen.action(row, 'Edit Issue')).toBeFocused();

  await screen.action(row, 'Issue Details').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  for (const [label, path, search] of [
    ['Copy Issue', '/vegetation-issues/add', `?duplicate=${issue.id}`],
    ['Add Follow Up', '/vegetation-issues/add', `?followUpIssueId=${issue.id}`],
    ['Edit Issue', `/vegetation-issues/edit/${issue.id}`, ''],
  ] as const) {
    await screen.open();
    await screen.action(row, label).click();
    await expect(page).toHaveURL((url) => url.pathname === path && url.search === search);
  }
});

test('assigning an issue to service providers saves on the server and in the local row', async ({ page }) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const user = await apiUser(DEMO.clientAdmin);
  const { assetId, areas } = await localAsset(page);
  const marker = unique('assign').replace(/\s+/g, '-');
  const created = await api('issuesCreate', issueRequest(areas[0].id, user.userId, marker), user.token);
  const screen = new IssuesScreen(page);
  await shell.syncAfter(() => screen.open());
  await showByComment(screen, marker);
  const row = screen.rowById(created.id);
  await screen.action(row, 'Assign To Service Providers').click();
  const dialog = page.getByRole('dialog', { name: 'Assign To Service Providers' });
  const provider = dialog.getByRole('checkbox', { name: 'Clearcut Vegetation Services' });
  await expect(provider).not.toBeChecked();
  await provider.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // Queued like every change, and sent at once.
  await expectOutboxEmpty(page);

  const providerId = (await api('syncApp', { userId: user.userId }, user.token)).thirdPartyCompanies.find(
    (c) => c.company_name === 'Clearcut Vegetation Services',
  )!.id;
  const onServer = (await serverIssues(user, assetId)).find((i) => i.id === created.id)!;
  expect(onServer.thirdPartyCompanyIds).toEqual([providerId]);
  await expect
    .poll(async () => (await localIssues(page)).find((i) => i.id === created.id)?.thirdPartyCompanyIds)
    .toEqual([providerId]);

  // Reopened, the dialog shows the saved choice.
  await screen.action(row, 'Assign To Service Providers').click();
  await expect(dialog.getByRole('checkbox', { name: 'Clearcut Vegetation Services' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('bulk delete: nothing selected, then synced and awaiting-sync issues hidden at once', async ({
  page,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const user = await apiUser(DEMO.clientAdmin);
  const { assetId, areas } = await localAsset(page);
  const marker = unique('delete').replace(/\s+/g, '-');
  const request = (text: string) => issueRequest(areas[0].id, user.userId, `${marker} ${text}`);
  const first = await api('issuesCreate', request('one'), user.token);
  const second = await api('issuesCreate', request('two'), user.token);

  // An issue recorded on this device and not yet uploaded (a negative id), placed in the local store.
  const pendingId = -987_654;
  await page.evaluate(
    ({ row }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('verge');
        open.onsuccess = () => {
          const tx = open.result.transaction('issues', 'readwrite');
          tx.objectStore('issues').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    {
      row: { ...first, id: pendingId, uuid: randomUUID(), comments: `${marker} pending`, assetId },
    },
  );

  const screen = new IssuesScreen(page);
  await screen.open();
  await waitForLocalIssues(page, [`${marker} one`, `${marker} two`]);
  await showByComment(screen, marker);
  await screen.expectTotal((n) => n === 3, 'the three new issues');
  await expect(screen.rowById(first.id)).toContainText('Synced');
  await expect(screen.rowById(pendingId)).toContainText('Awaiting Sync');
  await screen.rowById(pendingId).getByText('Awaiting Sync').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Issue Needs Syncing');

  await screen.deleteButton.click();
  await expect(page.getByText(MESSAGES.noIssuesSelected)).toBeVisible();

  for (const id of [first.id, second.id, pendingId]) await screen.select(screen.rowById(id));
  await screen.deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete Issues' });
  await expect(confirm).toContainText('Delete 3 selected issues?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(screen.rows()).toHaveCount(0);

  // The rows went before the server answered; the server's deletes follow.
  await expect
    .poll(async () => (await serverIssues(user, assetId)).filter((i) => i.comments?.startsWith(marker)))
    .toEqual([]);
  expect((await readTable<VegetationIssue>(page, 'issues')).some((i) => i.id === pendingId)).toBe(false);
});

test('390 px: Risk, Area, Date and compact actions; no sideways page scroll', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new IssuesScreen(page);
  await screen.open();
  await expect(screen.rows().first()).toBeVisible();
  const headers = await screen.grid.locator('.MuiDataGrid-columnHeaderTitle').allTextContents();
  expect(headers).toEqual(['Risk Level', 'Area Name', 'Date Inspected', 'Details']);
  await expect(screen.deleteButton).toHaveCount(0);
  await expect(screen.downloadButton).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('issues-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('issues-1280.png'), fullPage: true });
});
