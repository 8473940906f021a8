import { expect, type Page, type Route, test } from '@playwright/test';
import { SIGNED_IN_HINT } from '../src/core/bootHints';
import { DEMO, DEMO_PASSWORD } from './env';
import { LoginPage } from './pages/LoginPage';
import { logInAs } from './pages/session';

/**
 * Holds the app's scripts back, so a test sees what the page shows before any of them has run. Navigations then
 * wait for the document only: the load event may wait for the held scripts.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.fallback()));
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.fallback();
  };
}

const bootScreen = (page: Page) => page.evaluate(() => document.documentElement.dataset.boot);

test.describe('first paint', () => {
  test('the login page is on screen before the scripts have run, disabled, and the app takes it over', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const login = new LoginPage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await bootScreen(page)).toBe('login');
    await expect(page.getByRole('heading', { name: 'VERGE' })).toBeVisible();
    await expect(login.submit).toBeVisible();
    // Nothing can be typed or sent before the app runs (the browser would send the form by itself).
    await expect(login.username).toBeDisabled();
    await expect(login.password).toBeDisabled();
    await expect(login.submit).toBeDisabled();
    await expect(page.locator('#splash')).toBeHidden();

    await release();
    await expect(login.username).toBeEnabled();
    await expect(login.username).toBeFocused();
    // The app's page replaced the build-time one: one form, one of each field.
    await expect(page.locator('#login-shell')).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveCount(1);
    // The app's style cache took the build-time styles over (moved to the head, their rules counted as inserted):
    // the Log In button's class rule is there once, not inserted a second time, and outlives the build-time page.
    const styles = await login.submit.evaluate((button) => {
      const name = [...button.classList].find((c) => c.startsWith('css-'));
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      return {
        taken: document.head.querySelectorAll('style[data-emotion^="css "][data-s]').length,
        rules: rules.filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === `.${name}`)
          .length,
      };
    });
    expect(styles).toEqual({ taken: 1, rules: 1 });
    await login.logIn(DEMO.clientField, DEMO_PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  test('a device someone is signed in on opens on the splash, not the login form, until they log out', async ({
    page,
  }) => {
    const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await bootScreen(page)).toBe('splash');
    await expect(page.locator('#splash')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeHidden();
    await release();
    await shell.expectOn('/dashboard', 'Dashboard');
    await expect(page.locator('#splash')).toHaveCount(0);

    await shell.logOut();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // The hint follows the stored token (cleared by the logout's wipe) a moment after it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_HINT)).toBeNull();
    const releaseAgain = await holdScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await bootScreen(page)).toBe('login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await releaseAgain();
    await expect(new LoginPage(page).username).toBeEnabled();
  });
});

test('opening a page adds no module preloads of its own: its chunks come as the browser reads them', async ({
  page,
}) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.reload();
  await shell.expectOn('/dashboard', 'Dashboard');
  await shell.navLink('Vegetation Issues').click();
  await expect(page.getByRole('grid')).toBeVisible();
  // index.html's own preloads (the entry's imports and the login route's) are the only ones: a lazy page adding
  // a link per chunk it needs made one long task of DOM inserts as it rendered.
  const stray = await page.evaluate(async () => {
    const html = await (await fetch('/')).text();
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => !html.includes(path));
  });
  expect(stray).toEqual([]);
});
