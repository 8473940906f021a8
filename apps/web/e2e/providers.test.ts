import { type Browser, expect, type Page, test } from '@playwright/test';
import { MESSAGES, type VegetationIssue } from '@verge/domain';
import { api, userToken } from './api';
import { createAssignmentWorld } from './assignmentWorld';
import { readTable } from './localStore';
import { expectMails, mailsTo } from './mailDrop';
import { AssignedIssuesScreen, ServiceProvidersScreen } from './pages/AssignmentScreens';
import { IssuesScreen } from './pages/IssuesScreen';
import { logInAs } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

type World = Awaited<ReturnType<typeof createAssignmentWorld>>;

/** The chains the server holds assigned to each of the client's providers, by provider id. */
async function serverAssignments(world: World): Promise<Record<number, number[]>> {
  const relations = await api('providersRelations', undefined, world.client.token);
  return Object.fromEntries(
    relations.map((r) => [r.companyId, r.company.vegetationIssues.map((i) => i.id).sort((a, b) => a - b)]),
  );
}

/** The ids of the issues a device holds as interactive (and the others), after its pulls. */
async function interactiveOnDevice(page: Page) {
  const issues = await readTable<VegetationIssue>(page, 'issues');
  const ids = (interactive: boolean) =>
    issues
      .filter((i) => i.isInteractive === interactive)
      .map((i) => i.id)
      .sort((a, b) => a - b);
  return { interactive: ids(true), other: ids(false) };
}

async function logInElsewhere(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, user.username, user.password);
  return { context, page };
}

test('a client admin takes on providers, assigns, transfers and takes back issues; the provider admin sees exactly its own, and is mailed', async ({
  page,
  browser,
}, testInfo) => {
  // The whole hand-over in one flow, with two devices and sixteen screenshots: longer than the default 90 s.
  test.setTimeout(240_000);
  const world = await createAssignmentWorld();
  const { a, aFollowUp, b, c, d } = world.issues;
  const [alder, birch] = world.providers;
  // Alder's admin wants the 'Assigned Issue' alert; Birch's does not.
  const alderToken = await userToken(alder.admin.username, alder.admin.password);
  await api('alertsCreate', { userId: alder.admin.id, alert_type: 'Assigned Issue' }, alderToken);

  await logInAs(page, world.client.username, world.client.password);
  const providers = new ServiceProvidersScreen(page);
  await providers.open();
  await expect(providers.rows()).toHaveCount(0);
  await providers.openAddDialog();
  expect(await providers.offered()).toEqual(expect.arrayContaining([alder.name, birch.name]));
  // Submit needs a choice.
  await providers.addDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(providers.addDialog.getByText('The Service Providers field is required')).toBeVisible();
  await screenshotAtBothWidths(page, testInfo, 'add-service-providers');
  await providers.add([alder.name, birch.name]);
  await expect(providers.rows()).toHaveCount(2);
  await providers.search('alder');
  await expect(providers.rows()).toHaveCount(1);
  await providers.search('');
  await screenshotAtBothWidths(page, testInfo, 'service-providers');

  // Assign: the filter panel narrows the assignable issues; a follow-up's row assigns its whole chain.
  await providers.follow(alder.name, 'Assign Issues');
  const screen = new AssignedIssuesScreen(page);
  await screen.shell.expectOn(
    `/service-provider-assign-issues/${alder.id}`,
    `Assign Issues To ${alder.name}`,
  );
  await screen.expectIds([a, aFollowUp, b, c, d]);
  await screen.fillText('Comment search', 'Thistle');
  await screen.apply();
  await screen.expectIds([a, aFollowUp]);
  await screenshotAtBothWidths(page, testInfo, 'provider-assign-issues');
  await screen.clearAll();
  await screen.expectIds([a, aFollowUp, b, c, d]);
  await screen.selectIds([aFollowUp, b, c]);
  await screen.ask('Assign', `Are you sure you want to assign selected issues to ${alder.name}?`);
  await screenshotAtBothWidths(page, testInfo, 'provider-assign-confirm');
  await screen.confirm();
  await screen.expectIds([d]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await screen.shell.expectOn('/service-providers', 'Assign To Service Providers');

  // The provider's list: every row of the assigned chains, with Details.
  await providers.follow(alder.name, 'Issue List');
  await screen.shell.expectOn(
    `/service-provider-issue-list/${alder.id}`,
    `${alder.name} Assigned Issues List`,
  );
  await screen.expectIds([a, aFollowUp, b, c]);
  const details = await screen.details(b);
  await expect(details).toContainText('Burdock on the slope');
  await screenshotAtBothWidths(page, testInfo, 'assigned-issue-details');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Transfer c to Birch (Alder itself is not offered).
  await screen.selectIds([c]);
  await screen.openTransfer();
  await screen.transferDialog.getByRole('combobox', { name: 'Service Providers' }).click();
  await expect(page.getByRole('option')).toHaveText([birch.name]);
  await screen.transferDialog.getByRole('heading').click();
  await screenshotAtBothWidths(page, testInfo, 'transfer-issues');
  await screen.transferTo([birch.name]);
  await screen.expectIds([a, aFollowUp, b]);

  // Remove b from Alder.
  await screen.selectIds([b]);
  await screen.ask('Delete', 'Are you sure you want to remove this assigned issue?');
  await screenshotAtBothWidths(page, testInfo, 'remove-assigned-issue');
  await screen.confirm();
  await screen.expectIds([a, aFollowUp]);
  await screenshotAtBothWidths(page, testInfo, 'provider-issue-list');
  await page.getByRole('link', { name: '< Back to Service Providers' }).click();
  await providers.follow(birch.name, 'Issue List');
  await screen.expectIds([c]);

  // The commands reached the server.
  await expect.poll(() => serverAssignments(world)).toEqual({ [alder.id]: [a], [birch.id]: [c] });

  // Alder's admin, on another device, works on exactly a's chain; the rest of the client's issues are read-only.
  const alderDevice = await logInElsewhere(browser, alder.admin);
  expect(await interactiveOnDevice(alderDevice.page)).toEqual({
    interactive: [a, aFollowUp],
    other: [b, c, d],
  });
  const alderIssues = new IssuesScreen(alderDevice.page);
  await alderIssues.open();
  await alderIssues.showTable();
  await alderIssues.choose('Interactive', ['Interactive']);
  await alderIssues.apply();
  await alderIssues.expectTotal((n) => n === 2, "a's chain only");
  await alderDevice.context.close();

  // The 'Assigned Issue' mail reached Alder's admin, naming the chains given to Alder; Birch's admin has no alert.
  const [mail] = await expectMails(alder.admin.email, (m) => m.length > 0, "Alder's assignment mail");
  expect(mail.subject).toContain(`assigned to ${alder.name}`);
  expect(mail.text).toContain(`Issue ${a} `);
  expect(mail.text).toContain(`Issue ${b} `);
  expect(mailsTo(birch.admin.email)).toEqual([]);

  // Removing Birch unassigns c.
  await providers.open();
  await providers.remove([birch.name]);
  await screenshotAtBothWidths(page, testInfo, 'remove-service-providers');
  await providers.removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(providers.rows()).toHaveCount(1);
  await expect(providers.row(alder.name)).toHaveCount(1);
  await expect.poll(() => serverAssignments(world)).toEqual({ [alder.id]: [a] });
  const held = await readTable<VegetationIssue>(page, 'issues');
  expect(held.find((i) => i.id === c)?.thirdPartyCompanyIds).toEqual([]);
});

test('on a phone: add a provider, assign an issue through the row icons, take it back, remove the provider', async ({
  page,
  context,
}, testInfo) => {
  const world = await createAssignmentWorld();
  const { a, aFollowUp, b } = world.issues;
  const [alder] = world.providers;
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, world.client.username, world.client.password);
  const providers = new ServiceProvidersScreen(page);
  await providers.open();
  // The candidates come from the server: offline, adding is disabled and says why.
  await context.setOffline(true);
  try {
    await expect(providers.addButton).toBeDisabled();
    await expect(page.getByText(MESSAGES.providersNeedConnection)).toBeVisible();
    await screenshotAtBothWidths(page, testInfo, 'service-providers-offline');
  } finally {
    await context.setOffline(false);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await providers.openAddDialog();
  await providers.add([alder.name]);
  await expect(providers.rows()).toHaveCount(1);

  await providers.follow(alder.name, 'Assign Issues');
  const screen = new AssignedIssuesScreen(page);
  await screen.selectIds([b]);
  await screen.ask('Assign', `Are you sure you want to assign selected issues to ${alder.name}?`);
  await screen.confirm();
  await expect(screen.rowById(b)).toHaveCount(0);
  await page.getByRole('link', { name: '< Back to Service Providers' }).click();
  await providers.follow(alder.name, 'Issue List');
  await screen.expectIds([b]);
  await screen.selectIds([b]);
  await screen.ask('Delete', 'Are you sure you want to remove this assigned issue?');
  await screen.confirm();
  await screen.expectIds([]);
  await page.goto(`/service-provider-assign-issues/${alder.id}`);
  await expect(screen.rowById(a)).toHaveCount(1);
  await expect(screen.rowById(aFollowUp)).toHaveCount(1);
  await expect(screen.rowById(b)).toHaveCount(1);

  await providers.open();
  await providers.remove([alder.name]);
  await providers.removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(providers.rows()).toHaveCount(0);
  await screenshotAtBothWidths(page, testInfo, 'service-providers-empty');
  await expect.poll(() => serverAssignments(world)).toEqual({});
});
