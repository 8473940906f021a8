import { expect, type Page, test } from '@playwright/test';
import {
  formatDay,
  fullName,
  type Relations,
  type SubAsset,
  type ThirdPartyCompany,
  type User,
  type VegetationIssue,
} from '@verge/domain';
import { api } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectDateInputsWhole, expectNoSidewaysScroll } from './layout';
import { localAsset, readSetting, readTable } from './localStore';
import { chooseOption } from './pages/choose';
import { apiUser, IssuesScreen, issueRequest } from './pages/IssuesScreen';
import { logInAs } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

/** The selected asset's live issues and what the filter options are made of, from the local store. */
async function localData(page: Page) {
  const { assetId, areas, issues } = await localAsset(page);
  return {
    issues,
    areas,
    subAssets: (await readTable<SubAsset>(page, 'subAssets')).filter((s) => s.assetId === assetId),
    users: await readTable<User>(page, 'users'),
    companies: await readTable<ThirdPartyCompany>(page, 'thirdPartyCompanies'),
    relations: (await readSetting<Relations>(page, 'relations'))!,
  };
}

type Issue = VegetationIssue;

/** One multi-select group: the option to choose and which issues it should leave. */
interface ListCase {
  group: string;
  option: string;
  matches: (issue: Issue) => boolean;
}

/**
 * The first item (in list order) that some issue has, as a case of its group. With anyItem, the first item
 * when no issue has one (the group must then leave no rows).
 */
function firstUsed<T extends { id: number }>(
  group: string,
  items: readonly T[],
  label: (item: T) => string,
  has: (issue: Issue, id: number) => boolean,
  issues: readonly Issue[],
  anyItem = false,
): ListCase {
  const item =
    items.find((candidate) => issues.some((i) => has(i, candidate.id))) ?? (anyItem ? items[0] : undefined);
  if (!item) throw new Error(`No issue of the demo asset has a value for ${group}`);
  return { group, option: label(item), matches: (i) => has(i, item.id) };
}

test('every filter group narrows the table to the issues it names', async ({ page }) => {
  test.setTimeout(240_000);
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  // The pipeline holds every kind of issue (pipe types with their proximities among them).
  await chooseOption(page.getByRole('combobox', { name: 'Asset' }), 'Whitecourt Lateral Pipeline');
  await shell.waitForSyncIdle();
  await expect
    .poll(async () => (await localData(page)).issues.filter((i) => i.proximityId !== null).length)
    .toBeGreaterThan(0);
  // Demo issues lie along the corridor, none on the pads (the sub-assets' areas): record one there.
  const before = await localData(page);
  const pad = before.areas.find((a) => a.subAssetId !== null)!;
  if (!before.issues.some((i) => i.areaId === pad.id)) {
    const user = await apiUser(DEMO.clientAdmin);
    await api('issuesCreate', issueRequest(pad.id, user.userId, 'Weeds on the pad'), user.token);
    await shell.syncAfter(() => page.reload());
    await expect.poll(async () => (await localData(page)).issues.some((i) => i.areaId === pad.id)).toBe(true);
  }
  const { issues, areas, subAssets, users, companies, relations } = await localData(page);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.expectTotal((n) => n === issues.length, 'all issues before filtering');

  const cases: ListCase[] = [
    firstUsed(
      'Management Areas',
      areas,
      (a) => a.name,
      (i, id) => i.areaId === id,
      issues,
    ),
    { group: 'Risk Scores', option: 'High Risk', matches: (i) => i.risk_score === 10 },
    { group: 'Photo Status', option: 'Has Photos', matches: (i) => i.photos.length > 0 },
    { group: 'Photo Status', option: 'No Photos', matches: (i) => i.photos.length === 0 },
    firstUsed(
      'Issue Types',
      relations.issueTypes,
      (t) => t.issue_type,
      (i, id) => i.issueTypeId === id,
      issues,
    ),
    firstUsed(
      'Actions Taken',
      relations.takenActions,
      (a) => a.issue_action,
      (i, id) => i.actionTakenId === id,
      issues,
    ),
    firstUsed(
      'Physiological Stages',
      relations.physiologicalStages,
      (s) => s.physiological_stage,
      (i, id) => i.physiologicalStageId === id,
      issues,
    ),
    firstUsed(
      'Infrastructure Vegetation Types',
      relations.infraVegetationTypes,
      (t) => t.vegetation_type,
      (i, id) => i.vegetationTypeId === id,
      issues,
    ),
    firstUsed(
      'Weed Vegetation Types',
      relations.weedVegetationTypes,
      (t) => t.vegetation_type,
      (i, id) => i.vegetationTypeId === id,
      issues,
      // Weeds issues record species rather than a vegetation type, so demo issues may carry none.
      true,
    ),
    firstUsed(
      'Distributions',
      relations.distributions,
      (d) => d.distribution,
      (i, id) => i.distributionId === id,
      issues,
    ),
    firstUsed(
      'Proximities',
      relations.proximities,
      (p) => p.proximity,
      (i, id) => i.proximityId === id,
      issues,
    ),
    { group: 'Original Issue', option: 'Follow-Ups', matches: (i) => i.original_issue_id !== null },
    { group: 'Original Issue', option: 'Original Issues', matches: (i) => i.original_issue_id === null },
    firstUsed(
      'Initiators',
      issues.map((i) => ({ id: i.userId, name: i.user })),
      (u) => u.name,
      (i, id) => i.userId === id,
      issues,
    ),
    firstUsed(
      'Weed Species',
      relations.species,
      (s) => s.species,
      (i, id) => i.speciesIds.includes(id),
      issues,
    ),
    firstUsed(
      'Actions Required',
      relations.requiredActions,
      (a) => a.issue_action,
      (i, id) => i.actionsRequiredIds.includes(id),
      issues,
    ),
    { group: 'Further Action Required', option: 'Yes', matches: (i) => i.action_required === true },
    firstUsed(
      'Sub Assets',
      subAssets,
      (s) => s.sub_asset_name,
      (i, id) => areas.find((a) => a.id === i.areaId)?.subAssetId === id,
      issues,
    ),
    firstUsed('Assigned Users', users, fullName, (i, id) => i.assignedUserIds.includes(id), issues),
    firstUsed(
      'Service Companies',
      companies,
      (c) => c.company_name,
      (i, id) => i.thirdPartyCompanyIds.includes(id),
      issues,
    ),
  ];

  for (const { group, option, matches } of cases) {
    const expected = issues.filter(matches).length;
    expect(expected, `${group}: ${option} leaves some issues out`).toBeLessThan(issues.length);
    await screen.clearAll();
    await screen.choose(group, [option]);
    await screen.apply();
    await expect(screen.chips()).toHaveText([`${group}: ${option}`]);
    await screen.expectTotal((n) => n === expected, `${group}: ${option} leaves ${expected} rows`);
  }

  // Text and date groups.
  const followUp = issues.find((i) => i.original_issue_id !== null)!;
  const chainId = followUp.original_issue_id!;
  const commented = issues.find((i) => (i.comments ?? '').trim().length > 8)!;
  const word = commented.comments!.trim().slice(0, 8);
  const dates = [...new Set(issues.map((i) => i.inspection_date.slice(0, 10)))].sort();
  const from = dates[Math.floor(dates.length / 2)];
  const textCases: { label: string; value: string; chip: string; matches: (i: Issue) => boolean }[] = [
    {
      label: 'Issue Id',
      value: String(chainId),
      chip: `Issue Id: ${chainId}`,
      matches: (i) => (i.original_issue_id ?? i.id) === chainId,
    },
    {
      label: 'Comment search',
      // Case and whitespace are ignored.
      value: ` ${word.toUpperCase().replace(/\s+/g, '')} `,
      chip: `Comments: ${word.toUpperCase().replace(/\s+/g, '')}`,
      matches: (i) =>
        (i.comments ?? '').toLowerCase().replace(/\s+/g, '').includes(word.toLowerCase().replace(/\s+/g, '')),
    },
    {
      label: 'Inspected from',
      value: from,
      chip: `Dates: ${formatDay(from)}`,
      matches: (i) => i.inspection_date.slice(0, 10) >= from,
    },
  ];
  for (const { label, value, chip, matches } of textCases) {
    const expected = issues.filter(matches).length;
    expect(expected).toBeLessThan(issues.length);
    await screen.clearAll();
    await screen.fillText(label, value);
    await screen.apply();
    await expect(screen.chips()).toHaveText([chip]);
    await screen.expectTotal((n) => n === expected, `${label} ${value} leaves ${expected} rows`);
  }
});

test('chips show two values then (+N others); filters stay after a reload; Clear All Filters', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { issues } = await localData(page);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.clearAll();
  await screen.choose('Risk Scores', ['High Risk', 'Medium Risk', 'Low Risk']);
  await screen.choose('Original Issue', ['Original Issues']);
  await screen.apply();
  const chips = ['Risk Scores: Low Risk, Medium Risk (+1 others)', 'Original Issue: Original Issues'];
  await expect(screen.chips()).toHaveText(chips);
  await expect(page.getByTestId('filter-badge')).toContainText('2');
  await screen.openFilters();
  await page.screenshot({ path: testInfo.outputPath('issue-filters-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('issue-filters-390.png'), fullPage: true });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const expected = issues.filter((i) => i.risk_score > 0 && i.original_issue_id === null).length;
  await screen.expectTotal((n) => n === expected, 'risk above none, originals only');

  await page.reload();
  await expect(screen.chips()).toHaveText(chips);
  await screen.expectTotal((n) => n === expected, 'the same rows after a reload');

  await screen.clearAll();
  await expect(screen.chips()).toHaveCount(0);
  await screen.expectTotal((n) => n === issues.length, 'every issue again');
});

test('the interactive filter shows to service-provider users only, and the admin-only groups to admins only', async ({
  page,
}) => {
  await logInAs(page, DEMO.providerField, DEMO_PASSWORD);
  const { issues } = await localData(page);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.openFilters();
  await expect(screen.filterPanel.getByRole('combobox', { name: 'Assigned Users' })).toHaveCount(0);
  await expect(screen.filterPanel.getByRole('combobox', { name: 'Service Companies' })).toHaveCount(0);
  const passive = issues.filter((i) => !i.isInteractive).length;
  expect(passive).toBeGreaterThan(0);
  await screen.choose('Interactive', ['Non-Interactive']);
  await screen.apply();
  await screen.expectTotal((n) => n === passive, 'issues not assigned to this user');
  await screen.clearAll();
  await screen.choose('Interactive', ['Interactive']);
  await screen.apply();
  await screen.expectTotal((n) => n === issues.length - passive, 'issues assigned to this user');
  await screen.clearAll();
});

test('Apply takes one click after three areas are chosen, dates show whole, and Clear All Filters empties no table', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { issues, areas } = await localData(page);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.clearAll();
  const from = [...new Set(issues.map((i) => i.inspection_date.slice(0, 10)))].sort()[0];
  // 'to' stays empty: the browser's 'mm/dd/yyyy' is wider than a date.
  await screen.fillText('Inspected from', from);
  // The longest names of areas holding issues: their chips take the most room in the field.
  const chosen = areas
    .filter((a) => issues.some((i) => i.areaId === a.id))
    .sort((a, b) => b.name.length - a.name.length)
    .slice(0, 3);
  await screen.choose(
    'Management Areas',
    chosen.map((a) => a.name),
  );
  // One click, not retried, while the area field has focus: its chips stay as they are when it loses focus, so
  // Apply stays under the pointer.
  await screen.filterPanel.getByRole('button', { name: 'Apply' }).click();
  await expect(screen.chips()).toHaveCount(2);
  const ids = new Set(chosen.map((a) => a.id));
  await screen.expectTotal((n) => n === issues.filter((i) => ids.has(i.areaId)).length, 'the three areas');
  await screenshotAtBothWidths(page, testInfo, 'filter-panel', () => expectDateInputsWhole(page));

  await screen.fillText('Issue Id', '99999999');
  await screen.apply();
  await screen.filterPanel.locator('.MuiAccordionSummary-root').click();
  const clear = screen.grid.getByRole('button', { name: 'Clear All Filters' });
  await expect(screen.grid).toContainText('No issues match these filters');
  await screenshotAtBothWidths(page, testInfo, 'filtered-empty', () => expect(clear).toBeInViewport());
  await clear.click();
  await expect(screen.chips()).toHaveCount(0);
  await screen.expectTotal((n) => n === issues.length, 'every issue again');
});
