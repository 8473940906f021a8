import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { LoginPage } from './pages/LoginPage';

/** A device notice shows on this visit with these texts, and once closed not again on the next. */
async function expectNoticeOnce(page: Page, title: string, texts: string[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  for (const text of texts) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
}

const OPERA_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/124.0.0.0';
const OPERA_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 OPR/90.0.0.0';

test.describe('unsupported desktop browser', () => {
  test.use({ userAgent: OPERA_DESKTOP });
  test('suggests another browser once, not again within 7 days', async ({ page }) => {
    await page.goto('/');
    await expectNoticeOnce(page, 'Browser Suggestion', ['Chrome, Edge, Safari or Firefox']);
  });
});

test.describe('unsupported mobile browser', () => {
  test.use({ userAgent: OPERA_ANDROID });
  test('does not show the suggestion on mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Browser Suggestion' })).toHaveCount(0);
  });
});

test('a supported browser sees no suggestion', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: 'Browser Suggestion' })).toHaveCount(0);
});

test.describe('Safari in a tab', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  test('is told once, when signed in, that its data goes after 7 days away unless Verge is installed, and how to install it', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.open('/');
    await page.waitForTimeout(500);
    // Not on the login page: the notice speaks of the user's work.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await login.logIn(DEMO.clientField, DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expectNoticeOnce(page, 'Keep your work on this device', [
      'has not been opened for 7 days',
      'Add to Home Screen',
    ]);
  });
});
