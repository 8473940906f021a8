import { expect, test } from '@playwright/test';
import { unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { localAsset, localIssueByComment } from './localStore';
import { expectAccessible } from './pages/axe';
import { IssueDetail } from './pages/IssueDetail';
import { IssueForm } from './pages/IssueForm';
import { IssuesScreen } from './pages/IssuesScreen';
import { chooseByKeys, pickByKeys, tabTo } from './pages/keyboard';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

test('the keyboard alone fills and saves an issue, then moves through the issue table and opens Details', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.9333, longitude: -116.5765, accuracy: 5 });
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const form = new IssueForm(page);
  await form.openAdd();
  // Kept on the device: the shell then shows its unsynced state, checked by axe below.
  await waitForOfflineShell(page);
  await context.setOffline(true);

  const { areas } = await localAsset(page);
  await chooseByKeys(page, form.select('Management Area'), areas[0].name);
  const problem = form.yesNo('Problem Vegetation Identified');
  await tabTo(page, problem.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await expect(problem.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await chooseByKeys(page, form.select('Type of Problem'), 'Weeds');
  await chooseByKeys(page, form.select('Physiological Stage'), 'Flowering');
  await pickByKeys(page, page.getByLabel('Weed Species', { exact: true }), 'Canada', 'Canada Thistle');
  await expect(form.chips('Weed Species')).toHaveText(['Canada Thistle']);
  await chooseByKeys(page, form.select('Distribution'), 'Small Patch');
  // The arrow keys move between Yes and No and check the answer.
  const further = form.yesNo('Further Action Required');
  await tabTo(page, further.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight');
  await expect(further.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(further.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await tabTo(page, form.riskSlider);
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(form.riskSlider).toHaveAttribute('aria-valuetext', 'High Risk');
  await pickByKeys(page, page.getByLabel('Required Actions', { exact: true }), 'Mow', 'Mowing');
  const comment = unique('Keyboard');
  await tabTo(page, page.getByLabel('Comments'));
  await page.keyboard.type(comment);
  await tabTo(page, page.getByRole('button', { name: 'Use My Location' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('gps-point')).toBeVisible();
  await tabTo(page, form.saveButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  expect(await localIssueByComment(page, comment)).toMatchObject({
    issue_type: 'Weeds',
    risk_score: 10,
    species: ['Canada Thistle'],
    actionsRequired: ['Mowing'],
  });

  // The table is one Tab stop: the arrow keys move to a row's actions, Tab through that row's buttons only.
  const issues = new IssuesScreen(page);
  await expect(issues.rows().first()).toBeVisible();
  await expect(shell.avatar).toHaveAttribute('data-unsynced', 'true');
  await expectAccessible(page, 'the issue list with unsynced data');
  await tabTo(page, issues.grid.getByRole('checkbox', { name: 'Select all rows' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  const row = issues.rows().first();
  const area = await row.locator('[data-field="area"]').textContent();
  const details = row.getByRole('button', { name: 'Issue Details' });
  await tabTo(page, details, 5);
  // The next Tab leaves the table rather than visiting the next row's buttons.
  await page.keyboard.press('Tab');
  expect(await issues.grid.evaluate((grid) => grid.contains(document.activeElement))).toBe(false);
  await tabTo(page, details, 2, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const detail = new IssueDetail(page);
  await expect(detail.dialog).toBeVisible();
  await expect(detail.field('Area')).toHaveText(area ?? '');
  await page.keyboard.press('Escape');
  await expect(detail.dialog).toBeHidden();
  await expect(details).toBeFocused();
  await context.setOffline(false);
});
