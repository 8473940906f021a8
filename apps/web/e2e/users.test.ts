import { expect, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { unique, userToken } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { Shell } from './pages/Shell';
import { logInAs } from './pages/session';
import { type NewUser, UsersScreen } from './pages/UsersScreen';
import { screenshotAtBothWidths } from './pages/viewports';

function newFieldUser(): NewUser {
  const username = unique('crew').replace(/\s+/g, '.').toLowerCase();
  return {
    username,
    email: `${username}@example.com`,
    first: 'Nia',
    last: 'Crewe',
    password: 'crew-pass',
    role: 'Field User',
  };
}

/** Whether the server lets the user log in. */
const canLogIn = (user: NewUser) =>
  userToken(user.username, user.password).then(
    () => true,
    () => false,
  );

test('a client admin creates a user who can then log in, and deactivates and reactivates them', async ({
  page,
  browser,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const users = new UsersScreen(page);
  await users.open();
  // Only the company's own users: the provider's crew are not Northern's to manage.
  await users.expectRole(DEMO.clientField, 'Field User');
  await expect(users.row(DEMO.providerField)).toHaveCount(0);
  // The admin cannot select (and so cannot deactivate) their own account.
  await expect(users.row(DEMO.clientAdmin).getByRole('checkbox')).toBeDisabled();
  await screenshotAtBothWidths(page, testInfo, 'users');

  await users.deactivateButton.click();
  await users.snackbar.expectAndClose(MESSAGES.noUsersSelected);

  // Every field is required; then the server's rules: a valid email, a password of 4 to 100 characters.
  await users.createButton.click();
  await users.submitCreate();
  await expect(users.createDialog.getByText(/^The .+ field is required$/)).toHaveCount(6);
  const user = newFieldUser();
  await users.fill({ ...user, email: 'not-an-email', password: 'abc' });
  await users.submitCreate();
  await expect(users.createDialog.getByText('The Email field must be a valid email')).toBeVisible();
  await expect(
    users.createDialog.getByText('The Password field must be at least 4 characters'),
  ).toBeVisible();
  await expect(users.createDialog.getByText(/^The .+ field is required$/)).toHaveCount(0);
  await screenshotAtBothWidths(page, testInfo, 'create-user');
  await users.fill({ email: user.email, password: user.password });
  await users.submitCreate();
  await users.snackbar.expectAndClose(MESSAGES.userCreated);
  await expect(users.createDialog).toBeHidden();
  await users.expectRole(user.username, 'Field User');

  // The new user logs in, in a browser of their own.
  const theirContext = await browser.newContext();
  try {
    const theirPage = await theirContext.newPage();
    await logInAs(theirPage, user.username, user.password);
    await new Shell(theirPage).expectOn('/dashboard', 'Dashboard');
  } finally {
    await theirContext.close();
  }

  await users.search.fill(user.username);
  await expect(users.table.getByRole('row')).toHaveCount(2);
  await users.select(user.username);
  await users.deactivateSelected();
  await users.expectRole(user.username, 'Deactivated');
  await expect(users.row(user.username).getByRole('checkbox')).toBeDisabled();
  expect(await canLogIn(user)).toBe(false);

  await users.reactivate(`Nia Crewe (${user.username})`);
  await users.expectRole(user.username, 'Field User');
  await expect(users.row(user.username).getByRole('checkbox')).toBeEnabled();
  expect(await canLogIn(user)).toBe(true);
});

test('offline, creating or deactivating a user fails with the message and changes nothing', async ({
  page,
  context,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const users = new UsersScreen(page);
  await users.open();
  const user = newFieldUser();
  await context.setOffline(true);
  try {
    await users.createButton.click();
    await users.fill(user);
    await users.submitCreate();
    await users.snackbar.expectAndClose(MESSAGES.retrieveError);
    await expect(users.createDialog).toBeVisible();
    await users.createDialog.getByRole('button', { name: 'Cancel' }).click();

    await users.select(DEMO.clientField);
    await users.deactivateSelected();
    await users.snackbar.expectAndClose(MESSAGES.deactivateError);
    await users.expectRole(DEMO.clientField, 'Field User');
  } finally {
    await context.setOffline(false);
  }
  expect(await canLogIn(user)).toBe(false);
  await expect(page.getByText(user.username)).toHaveCount(0);
});

test('a field user sees the users table without Create User or the activation buttons', async ({ page }) => {
  await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
  const users = new UsersScreen(page);
  await users.open();
  await users.expectRole(DEMO.clientField, 'Field User');
  await expect(users.createButton).toHaveCount(0);
  await expect(users.deactivateButton).toHaveCount(0);
  await expect(users.reactivateButton).toHaveCount(0);
  await expect(users.table.getByRole('checkbox')).toHaveCount(0);
});
