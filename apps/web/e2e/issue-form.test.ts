import { type BrowserContext, expect, test } from '@playwright/test';
import { MESSAGES, TOOL_ISSUE_ID_LABEL, type VegetationIssue } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectOutboxEmpty, localAsset, localIssueByComment, readSetting, readTable } from './localStore';
import { IssueForm } from './pages/IssueForm';
import { apiUser, issueRequest } from './pages/IssuesScreen';
import { logInAs } from './pages/session';

const HERE = { latitude: 53.9333, longitude: -116.5765, accuracy: 5 };

async function withGps(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(HERE);
}

test('add: area preselected by ?areaId, required messages, problem and type switches, the risk reminder, the GPS rule, then saved', async ({
  page,
  context,
}) => {
  await withGps(context);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { areas } = await localAsset(page);
  const area = areas[1] ?? areas[0];
  const form = new IssueForm(page);
  await form.openAdd(`?areaId=${area.id}`);
  await expect(form.select('Management Area')).toContainText(area.name);

  // Nothing answered: the required messages and 'Form invalid.'
  await form.save();
  await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();
  await expect(form.yesNo('Problem Vegetation Identified').locator('..')).toContainText(
    'The Problem Vegetation Identified field is required',
  );
  await expect(form.yesNo('Further Action Required').locator('..')).toContainText(
    'The Further Action Required field is required',
  );
  await expect(page).toHaveURL(/\/vegetation-issues\/add/);
  // Only Further Action Required = No disables the risk slider; unanswered, a client admin can set it.
  await expect(form.riskSlider).toBeEnabled();

  // Yes shows the problem fields; Weeds shows its own; 'No Action' is the default action taken.
  await form.answer('Problem Vegetation Identified', true);
  await expect(form.select('Action Taken')).toContainText('No Action');
  await form.choose('Type of Problem', 'Weeds');
  await expect(form.select('Physiological Stage')).toBeVisible();
  await expect(form.select('Type of Vegetation')).toHaveCount(0);
  await form.chooseMany('Weed Species', ['Canada Thistle']);
  await expect(page.getByRole('option', { name: 'Clover' })).toHaveCount(0);

  // Another family clears the weed fields and shows its own.
  await form.choose('Type of Problem', 'Vegetation Above-Ground Pipe');
  await expect(page.getByLabel('Weed Species')).toHaveCount(0);
  await expect(form.select('Physiological Stage')).toHaveCount(0);
  await form.choose('Type of Vegetation', 'Vines And Climbers');
  await form.choose('Proximity', 'Over Pipe');
  await form.answer('Near Low Point Drain', true);
  await form.choose('Type of Problem', 'Weeds');
  await expect(form.select('Type of Vegetation')).toHaveCount(0);
  await expect(form.yesNo('Near Low Point Drain')).toHaveCount(0);
  await expect(form.chips('Weed Species')).toHaveCount(0);

  // No clears the type and forces No Further Action; Yes restores the type.
  await form.answer('Problem Vegetation Identified', false);
  await expect(form.select('Type of Problem')).toHaveCount(0);
  await expect(form.yesNo('Further Action Required').getByRole('radio', { name: 'No' })).toBeChecked();
  await form.answer('Problem Vegetation Identified', true);
  await expect(form.select('Type of Problem')).toContainText('Weeds');

  // Further Action Required = No with a risk above 0: the reminder, No Risk, slider disabled; Yes restores.
  await form.fillWeeds();
  await form.setRisk(3);
  await expect(form.riskSlider).toHaveAttribute('aria-valuetext', 'High Risk');
  await form.answer('Further Action Required', false);
  await expect(page.getByRole('dialog')).toContainText(
    'The risk level has to be No Risk when no further action required',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(form.riskSlider).toBeDisabled();
  await expect(form.riskSlider).toHaveAttribute('aria-valuetext', 'No Risk');
  await form.answer('Further Action Required', true);
  await expect(form.riskSlider).toBeEnabled();
  await expect(form.riskSlider).toHaveAttribute('aria-valuetext', 'High Risk');
  await form.chooseMany('Required Actions', ['Mowing']);

  // Density is computed; the height is at most 20.
  await page.getByLabel('Individual Count').fill('12');
  await page.getByLabel('Area Size (m²)').fill('4');
  await expect(page.getByLabel('Density')).toHaveValue('3');
  await page.getByLabel(/Vegetation Height/).fill('25');
  await form.save();
  await expect(page.getByText(MESSAGES.formInvalid)).toBeVisible();
  await expect(page.getByText('must be between 0 and 20')).toBeVisible();
  await page.getByLabel(/Vegetation Height/).fill('1.5');

  // Everything but a GPS point or track: the GPS message.
  const comment = unique('Form add');
  await page.getByLabel('Comments').fill(comment);
  await form.save();
  await expect(page.getByText(MESSAGES.gpsRequired).first()).toBeVisible();
  await expect(page).toHaveURL(/\/vegetation-issues\/add/);

  await form.useMyLocation();
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  const saved = await localIssueByComment(page, comment);
  expect(saved).toMatchObject({
    areaId: area.id,
    issue_type: 'Weeds',
    risk_score: 10,
    individual_count: 12,
    density: 3,
    veg_height: 1.5,
    species: ['Canada Thistle'],
    actionsRequired: ['Mowing'],
    original_issue_id: null,
  });
  await expectOutboxEmpty(page);
});

test('follow-up: pre-filled from the chosen issue, area locked, and the chain links it to the original', async ({
  page,
  context,
}) => {
  await withGps(context);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { issues } = await localAsset(page);
  const original = issues.find(
    (i) => i.id > 0 && i.original_issue_id === null && i.has_issue && i.gps_point,
  )!;
  const form = new IssueForm(page);
  await form.openAdd(`?followUpIssueId=${original.id}`);
  await expect(page.getByTestId('issue-based-on')).toHaveText(
    `Follow-up of ${TOOL_ISSUE_ID_LABEL} ${original.id}`,
  );
  await expect(form.select('Management Area')).toContainText(original.area);
  await expect(form.select('Management Area')).toHaveAttribute('aria-disabled', 'true');
  await expect(form.select('Type of Problem')).toContainText(original.issue_type ?? '');
  await expect(page.getByTestId('gps-point')).toBeVisible();
  const comment = unique('Follow-up');
  await page.getByLabel('Comments').fill(comment);
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  await expectOutboxEmpty(page);
  await expect
    .poll(async () => (await localIssueByComment(page, comment))?.id ?? -1, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const followUp = (await localIssueByComment(page, comment))!;
  expect(followUp.original_issue_id).toBe(original.id);
  await expect
    .poll(
      async () =>
        (await readTable<VegetationIssue>(page, 'issues')).find((i) => i.id === original.id)
          ?.subsequentIssueIds,
    )
    .toContain(followUp.id);

  // Following up the follow-up still links to the chain's original.
  await form.openAdd(`?followUpIssueId=${followUp.id}`);
  await expect(page.getByTestId('issue-based-on')).toHaveText(
    `Follow-up of ${TOOL_ISSUE_ID_LABEL} ${original.id}`,
  );
  const second = unique('Second follow-up');
  await page.getByLabel('Comments').fill(second);
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  expect((await localIssueByComment(page, second))?.original_issue_id).toBe(original.id);
  await expectOutboxEmpty(page);
});

test('copy: the copy-area question when the chosen issue lies in another area, no link to the original', async ({
  page,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { areas, issues } = await localAsset(page);
  // An original without follow-ups: its Verge Id names one row of the pick list.
  const chosen = issues.find(
    (i) =>
      i.id > 0 &&
      i.has_issue &&
      i.gps_point &&
      i.original_issue_id === null &&
      i.subsequentIssueIds.length === 0,
  )!;
  const other = areas.find((a) => a.id !== chosen.areaId)!;
  const form = new IssueForm(page);
  await form.openAdd(`?areaId=${other.id}`);
  await page.getByRole('button', { name: 'Copy Existing Issue' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByPlaceholder('Search issues').fill(String(chosen.id));
  await picker
    .getByRole('button', { name: new RegExp(`${TOOL_ISSUE_ID_LABEL} ${chosen.id}(?!\\d)`) })
    .first()
    .click();
  const question = page.getByRole('dialog', { name: 'Copy Into Which Area?' });
  await expect(question).toContainText(chosen.area);
  await expect(question).toContainText(other.name);
  await question.getByRole('button', { name: `Use ${chosen.area}` }).click();
  await expect(page.getByTestId('issue-based-on')).toHaveText(`Copy of ${TOOL_ISSUE_ID_LABEL} ${chosen.id}`);
  await expect(form.select('Management Area')).toContainText(chosen.area);
  await expect(form.select('Management Area')).not.toHaveAttribute('aria-disabled', 'true');
  const comment = unique('Copy');
  await page.getByLabel('Comments').fill(comment);
  await form.save();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  expect(await localIssueByComment(page, comment)).toMatchObject({
    areaId: chosen.areaId,
    original_issue_id: null,
    issueTypeId: chosen.issueTypeId,
  });
  await expectOutboxEmpty(page);
});

test("edit: a synced issue's change is saved online; an unknown id cannot be edited", async ({ page }) => {
  const { token, userId } = await apiUser(DEMO.clientAdmin);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const { areas } = await localAsset(page);
  const marker = unique('Before edit');
  const created = await api('issuesCreate', issueRequest(areas[0].id, userId, marker), token);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Update Data' }).click();
  await expect.poll(async () => (await localIssueByComment(page, marker))?.id).toBe(created.id);

  const form = new IssueForm(page);
  await page.goto(`/vegetation-issues/edit/${created.id}`);
  await expect(page.getByLabel('Comments')).toHaveValue(marker);
  await expect(form.chips('Weed Species')).toHaveText(['Canada Thistle']);
  const changed = unique('After edit');
  await page.getByLabel('Comments').fill(changed);
  await form.choose('Distribution', 'Continuous Stand');
  await form.save();
  await expect(page.getByText(MESSAGES.issueUpdated)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  expect(await localIssueByComment(page, changed)).toMatchObject({
    id: created.id,
    distribution: 'Continuous Stand',
  });
  // Saved on the device at once; it reaches the server once the queued change is sent.
  await expectOutboxEmpty(page);
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  const server = await api('syncAsset', { assetId, userId }, token);
  expect(server.issues.find((i) => i.id === created.id)).toMatchObject({
    comments: changed,
    distributionId: 4,
  });

  await page.goto('/vegetation-issues/edit/99999999');
  await expect(page.getByText(MESSAGES.issueEditUnavailable)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');

  // The photos an issue already holds count towards the 8.
  const withPhotos = (await localAsset(page)).issues.find((i) => i.photos.length > 0 && i.isInteractive);
  expect(withPhotos).toBeDefined();
  await page.goto(`/vegetation-issues/edit/${withPhotos?.id}`);
  await expect(page.getByTestId('photo-count')).toHaveText(`${withPhotos?.photos.length} / 8`);
});

test('limits: a client field user cannot set the risk; a provider user only follows up, without type or risk', async ({
  page,
  context,
  browser,
}) => {
  await withGps(context);
  await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  const form = new IssueForm(page);
  await form.openAdd();
  await expect(form.riskSlider).toBeDisabled();
  await form.answer('Problem Vegetation Identified', true);
  await expect(form.select('Type of Problem')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Copy Existing Issue' })).toHaveCount(0);
  await page.goto('/vegetation-issues/add');
  await expect(form.saveButton).toBeVisible();
  // The provider's field user, on their own device.
  const providerContext = await browser.newContext();
  await withGps(providerContext);
  const providerPage = await providerContext.newPage();
  const providerForm = new IssueForm(providerPage);
  try {
    await logInAs(providerPage, DEMO.providerField, DEMO_PASSWORD);
    await providerForm.openAdd();
    await expect(providerForm.saveButton).toBeDisabled();
    await expect(providerPage.getByRole('button', { name: 'Copy Existing Issue' })).toHaveCount(0);
    // An issue with a problem and no follow-ups, assigned to this user on the server, found in the pick list by its id.
    const provider = await apiUser(DEMO.providerField);
    const assetId = (await readSetting<number>(providerPage, 'selectedAssetId'))!;
    const assigned = (
      await api('syncAsset', { assetId, userId: provider.userId }, provider.token)
    ).issues.find(
      (i) =>
        i.isInteractive &&
        !i.hidden &&
        i.has_issue &&
        i.original_issue_id === null &&
        i.subsequentIssueIds.length === 0,
    );
    expect(assigned).toBeDefined();
    await providerPage.getByRole('button', { name: 'Follow Up Existing Issue' }).click();
    const picker = providerPage.getByRole('dialog');
    await picker.getByPlaceholder('Search issues').fill(`${TOOL_ISSUE_ID_LABEL} ${assigned?.id}`);
    await picker
      .getByRole('list', { name: 'Issues' })
      .getByRole('button', { name: new RegExp(`${TOOL_ISSUE_ID_LABEL} ${assigned?.id}(?!\\d)`) })
      .first()
      .click();
    await expect(providerPage.getByTestId('issue-based-on')).toContainText('Follow-up of');
    await expect(providerForm.riskSlider).toBeDisabled();
    await expect(providerForm.select('Type of Problem')).toHaveAttribute('aria-disabled', 'true');
    const comment = unique('Provider follow-up');
    await providerPage.getByLabel('Comments').fill(comment);
    await providerForm.save();
    await expect(providerPage).toHaveURL((url) => url.pathname === '/vegetation-issues');
    await expectOutboxEmpty(providerPage);
    await expect
      .poll(async () => (await localIssueByComment(providerPage, comment))?.id ?? -1)
      .toBeGreaterThan(0);

    // Editing is for client admins only.
    await providerPage.goto(
      `/vegetation-issues/edit/${(await localIssueByComment(providerPage, comment))!.id}`,
    );
    await expect(providerPage).toHaveURL((url) => url.pathname === '/vegetation-issues');
  } finally {
    await providerContext.close();
  }
});

test('leaving with unsaved changes asks first; Cancel with nothing changed leaves at once', async ({
  page,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const form = new IssueForm(page);
  await form.openAdd();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');

  await form.openAdd();
  await page.getByRole('button', { name: 'See Areas' }).click();
  const areasDialog = page.getByRole('dialog', { name: 'Management Areas' });
  await expect(areasDialog).toContainText('Click an area to choose it.');
  await expect(areasDialog.getByTestId('map')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(areasDialog).toBeHidden();
  await page.getByLabel('Comments').fill('unsaved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog', { name: 'Exit Adding Issue' });
  await expect(question).toContainText('Are you sure you want to exit adding an issue?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/vegetation-issues\/add/);
  await expect(page.getByLabel('Comments')).toHaveValue('unsaved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Exit Adding Issue' }).getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
});

test('saving while a path is tracking asks first, then stops tracking and saves the path', async ({
  page,
  context,
}) => {
  await withGps(context);
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const form = new IssueForm(page);
  await form.openAdd();
  await form.chooseFirst('Management Area');
  await form.answer('Problem Vegetation Identified', false);
  await page.getByLabel('Time (24-hour)').fill('7:5');
  await form.save();
  await expect(page.getByText('must be a 24-hour time (HH:mm)')).toBeVisible();
  await page.getByLabel('Time (24-hour)').fill('07:05');
  const comment = unique('Tracked');
  await page.getByLabel('Comments').fill(comment);
  const gps = page.getByRole('group', { name: 'GPS point or path' });
  await gps.getByRole('button', { name: 'Track A Path' }).click();
  await context.setGeolocation({ latitude: HERE.latitude + 0.0002, longitude: HERE.longitude, accuracy: 5 });
  await expect(gps.getByTestId('gps-path')).toHaveText('Path of 2 points so far');
  await form.save();
  const question = page.getByRole('dialog', { name: 'Path In Progress' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(gps.getByRole('button', { name: 'Tracking A Path - Press to Stop' })).toBeVisible();
  await form.save();
  await question.getByRole('button', { name: 'Stop Tracking And Save' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  const saved = await localIssueByComment(page, comment);
  expect(saved?.gps_track?.coordinates).toHaveLength(2);
  expect(saved).toMatchObject({ has_issue: false, issueTypeId: null, action_required: false, risk_score: 0 });
  expect(new Date(saved!.inspection_date).getHours()).toBe(7);
  await expectOutboxEmpty(page);
});
