import { expect, type Page } from '@playwright/test';
import { selectedAssetCursor } from '../localStore';
import { LoginPage } from './LoginPage';
import { Shell } from './Shell';

/** For specs that need the service worker (offline reloads and navigation); the config blocks it otherwise. */
export const OFFLINE_SHELL = { serviceWorkers: 'allow' } as const;

/**
 * Wait until the selected asset's first sync has finished: its sync cursor holds a since. Login enters the app before
 * the asset loads, and the sync may not have started when the page first looks idle.
 */
export async function waitForAssetLoaded(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const { assetId, since } = await selectedAssetCursor(page);
        return assetId === null || since !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** Log in through the login page and wait for the first sync to finish. */
export async function logInAs(page: Page, username: string, password: string): Promise<Shell> {
  const login = new LoginPage(page);
  await login.open('/');
  await login.logIn(username, password);
  const shell = new Shell(page);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await waitForAssetLoaded(page);
  await shell.waitForSyncIdle();
  return shell;
}

/** Wait until the service worker controls the page, so the app shell loads with no connection. */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return !!registration.active && !!navigator.serviceWorker.controller;
  });
}
