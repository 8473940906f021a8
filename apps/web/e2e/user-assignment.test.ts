import { type Browser, expect, type Page, test } from '@playwright/test';
import type { VegetationIssue } from '@verge/domain';
import { createAssignmentWorld, withProviderCrew } from './assignmentWorld';
import { readTable } from './localStore';
import { AssignedIssuesScreen, FieldUsersScreen } from './pages/AssignmentScreens';
import { logInAs } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

/** The ids of the issues a device holds that pass `check`. */
const heldIds = async (page: Page, check: (issue: VegetationIssue) => boolean) =>
  (await readTable<VegetationIssue>(page, 'issues'))
    .filter(check)
    .map((i) => i.id)
    .sort((x, y) => x - y);

async function logInElsewhere(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, user.username, user.password);
  return { context, page };
}

/** Wait until the admin's queued assignment commands have reached the server. */
async function expectAllSent(page: Page): Promise<void> {
  await expect.poll(async () => (await readTable<{ seq: number }>(page, 'outbox')).length).toBe(0);
}

for (const width of [1280, 390]) {
  test(`at ${width} px, a client admin assigns issues to a field user and takes some back; the field user's device follows`, async ({
    page,
    browser,
  }, testInfo) => {
    const world = await createAssignmentWorld();
    const { a, aFollowUp, b, c, d } = world.issues;
    const name = 'Fiona Tester';
    const shots = width > 390;
    await page.setViewportSize({ width, height: 844 });
    await logInAs(page, world.client.username, world.client.password);

    // Only the company's field users are listed (not its admin), with search.
    const users = new FieldUsersScreen(page);
    await users.open();
    await expect(users.rows()).toHaveCount(1);
    await expect(users.row(world.field.username)).toHaveCount(1);
    await users.search('nobody-by-this-name');
    await expect(users.rows()).toHaveCount(0);
    await users.search(world.field.username);
    await expect(users.rows()).toHaveCount(1);
    if (shots) await screenshotAtBothWidths(page, testInfo, 'assign-issues');

    await users.follow(world.field.username, 'assign issues');
    const screen = new AssignedIssuesScreen(page);
    await screen.shell.expectOn(`/user-assign-issues/${world.field.id}`, `Assign Issues To ${name}`);
    await screen.expectIds([a, aFollowUp, b, c, d]);
    await screen.selectIds([a, b, c]);
    await screen.ask('Assign', `Are you sure you want to assign selected issues to ${name}?`);
    if (shots) await screenshotAtBothWidths(page, testInfo, 'user-assign-confirm');
    await screen.confirm();
    // The chain of a goes whole: its follow-up is no longer assignable either.
    await screen.expectIds([d]);
    if (shots) await screenshotAtBothWidths(page, testInfo, 'user-assign-issues');

    await page.getByRole('link', { name: '< Back to Assign to Users' }).click();
    await users.follow(world.field.username, 'list assigned issues');
    await screen.shell.expectOn(`/user-issue-list/${world.field.id}`, `${name} Assigned Issues`);
    await screen.expectIds([a, aFollowUp, b, c]);
    await expectAllSent(page);

    // The field user's device, after its first pull, holds the chains as assigned to them.
    const fieldDevice = await logInElsewhere(browser, world.field);
    const assignedToField = () =>
      heldIds(fieldDevice.page, (i) => i.assignedUserIds.includes(world.field.id));
    await expect.poll(assignedToField).toEqual([a, aFollowUp, b, c]);

    // Taken back: b and c.
    await screen.selectIds([b, c]);
    await screen.ask('Delete', 'Are you sure you want to remove selected issues?');
    if (shots) await screenshotAtBothWidths(page, testInfo, 'user-remove-confirm');
    await screen.confirm();
    await screen.expectIds([a, aFollowUp]);
    if (shots) await screenshotAtBothWidths(page, testInfo, 'user-issue-list');
    await expectAllSent(page);

    // The field user's next pull follows.
    await fieldDevice.page.reload();
    await expect.poll(assignedToField, { timeout: 30_000 }).toEqual([a, aFollowUp]);
    await fieldDevice.context.close();
  });
}

test("a provider's admin hands its issues to its own crew; the crew's device works on exactly those", async ({
  page,
  browser,
}, testInfo) => {
  const world = await createAssignmentWorld();
  const { a, aFollowUp, b, c, d } = world.issues;
  const { alder, crew } = await withProviderCrew(world);
  await logInAs(page, alder.admin.username, alder.admin.password);

  // The provider's admin assigns to its own crew only (the client's field user is not theirs).
  const users = new FieldUsersScreen(page);
  await users.open();
  await expect(users.rows()).toHaveCount(1);
  await expect(users.row(crew.username)).toHaveCount(1);

  // Only what is assigned to the provider can be handed on.
  await users.follow(crew.username, 'assign issues');
  const screen = new AssignedIssuesScreen(page);
  await screen.expectIds([a, aFollowUp, b, c]);
  await screen.selectIds([a, b]);
  await screen.ask('Assign', 'Are you sure you want to assign selected issues to Casey Tester?');
  await screen.confirm();
  await screen.expectIds([c]);
  await screenshotAtBothWidths(page, testInfo, 'provider-crew-assign');
  await expectAllSent(page);

  const crewDevice = await logInElsewhere(browser, crew);
  const interactive = () => heldIds(crewDevice.page, (i) => i.isInteractive);
  await expect.poll(interactive).toEqual([a, aFollowUp, b]);
  expect(await heldIds(crewDevice.page, (i) => !i.isInteractive)).toEqual([c, d]);

  await page.goto(`/user-issue-list/${crew.id}`);
  await screen.expectIds([a, aFollowUp, b]);
  await screen.selectIds([b]);
  await screen.ask('Delete', 'Are you sure you want to remove selected issues?');
  await screen.confirm();
  await screen.expectIds([a, aFollowUp]);
  await expectAllSent(page);

  await crewDevice.page.reload();
  await expect.poll(interactive, { timeout: 30_000 }).toEqual([a, aFollowUp]);
  await crewDevice.context.close();
});
