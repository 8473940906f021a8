import { expect, test } from '@playwright/test';
import { APP_VERSION, MESSAGES } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { readSetting } from './localStore';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

test.describe('login', () => {
  test('shows the login form with the app version', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open('/');
    await expect(page.getByText(`Version ${APP_VERSION}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Having troubles logging in?' })).toHaveAttribute(
      'href',
      '/reset-password-form',
    );
  });

  test('a wrong password says so and stays on the login page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open('/login');
    await login.logIn(DEMO.clientAdmin, 'not-the-password');
    const snackbar = page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed });
    await expect(snackbar).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await snackbar.getByRole('button', { name: 'Close' }).click();
    await expect(snackbar).toBeHidden();
  });

  test('past the attempt limit the login says to wait, not that loading failed', async ({ page }) => {
    // A username of its own, so no other test meets its lock.
    const username = 'locked.out.user';
    const login = new LoginPage(page);
    await login.open('/login');
    const attempt = async (status: number) => {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
      await login.logIn(username, 'wrong');
      expect((await answer).status()).toBe(status);
    };
    // Ten failed logins through the page, as a user would type them; each says the password is wrong.
    for (let failed = 0; failed < 10; failed++) await attempt(401);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed })).toBeVisible();
    await attempt(429);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginLocked })).toBeVisible();
    await expect(page.getByText(MESSAGES.loadError)).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields are required before anything is sent', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open('/');
    await login.submit.click();
    await expect(page.getByText('The username field is required')).toBeVisible();
    await expect(page.getByText('The password field is required')).toBeVisible();
  });

  test('a client admin logs in to the dashboard, stays logged in, and logs out', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new Shell(page);
    await login.open('/');
    await login.logIn(DEMO.clientAdmin, DEMO_PASSWORD);
    await shell.expectOn('/dashboard', 'Dashboard');
    await expect(shell.avatar).toHaveText('NL');
    await expect(page.getByTestId('app-version')).toHaveText(`Version ${APP_VERSION}`);
    await expect(page.getByLabel('Asset')).toBeVisible();
    await shell.waitForSyncIdle();

    // Logged-in users on / or /login go straight to the dashboard.
    await page.goto('/login');
    await shell.expectOn('/dashboard');
    await page.goto('/');
    await shell.expectOn('/dashboard');
    // Unknown paths go to / (and so to the dashboard).
    await page.goto('/no-such-page');
    await shell.expectOn('/dashboard');

    await shell.logOut();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(login.submit).toBeVisible();
    // The device holds no token any more (checked before the reload, which would cut a write short).
    await expect.poll(() => readSetting<string | null>(page, 'token')).toBeFalsy();
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
