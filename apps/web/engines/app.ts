import { MESSAGES } from '@verge/domain';
import { DEMO_PASSWORD } from '../e2e/env';
import { storeRows } from '../e2e/storeRows';
import type { SyncCursor } from '../src/core/store/db';
import { type EnginePage, eventually, sleep, waitFor } from './page';

/**
 * What a person does and sees in the app, written once against EnginePage (the Playwright suite's page objects
 * and e2e/localStore.ts, for engines driven without Playwright).
 */

export async function readTable<T>(page: EnginePage, table: string, timeoutMs?: number): Promise<T[]> {
  return (await page.evaluate(storeRows, [table], timeoutMs)) as T[];
}

export async function readSetting<T>(page: EnginePage, key: string): Promise<T | undefined> {
  const rows = await readTable<{ key: string; value: T }>(page, 'settings');
  return rows.find((row) => row.key === key)?.value;
}

/** Whether the page shows this text, or (shown false) does not. */
function shows(text: string, shown: boolean): boolean {
  // biome-ignore lint/performance/useDomNodeTextContent: what is on screen, not the text of hidden nodes
  return document.body.innerText.includes(text) === shown;
}

export function waitForText(page: EnginePage, text: string, timeoutMs = 20_000) {
  return waitFor(page, `the text '${text}'`, shows, [text, true], timeoutMs);
}

/**
 * Open the login page, wait for the app's own form (index.html's is disabled until then), close a first-start
 * notice and fill in the form; Log In is left to press.
 */
export async function fillLogin(page: EnginePage, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await waitFor(
    page,
    'the login form',
    () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Log In');
      // index.html's own form sits in a disabled fieldset until the app's replaces it.
      return !!button && !button.matches(':disabled');
    },
    [],
  );
  await closeNotice(page);
  await page.type({ label: 'Username' }, username);
  await page.type({ label: 'Password' }, password);
}

export const LOG_IN = { role: 'button', name: 'Log In' } as const;

/**
 * Log in and close the notice a signed-in Safari (WebKit) is shown once, that its data goes after 7 days away unless
 * the app is installed: it comes up over the app once it has started, so wait for it there.
 */
export async function logIn(page: EnginePage, username: string): Promise<void> {
  await fillLogin(page, username);
  await page.click(LOG_IN);
  await waitForApp(page);
  if (page.engine === 'webkit') await closeNotice(page, 15_000);
}

/**
 * A notice the app shows a new device once, right after its first screen (Safari: how to keep the data; an
 * unsupported browser: which to use), closed as a person would. Waits `withinMs` for one to come up.
 */
export async function closeNotice(page: EnginePage, withinMs = 2_000): Promise<string | null> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const title = await page.evaluate(
      () => document.querySelector('[role="dialog"] h2')?.textContent ?? null,
      [],
    );
    if (title) {
      await page.click({ role: 'button', name: 'Close' });
      await waitFor(page, 'the notice to close', () => !document.querySelector('[role="dialog"]'), []);
      return title;
    }
    if (Date.now() > deadline) return null;
    await sleep(200);
  }
}

/** The app has started: its navigation and a page heading are on screen (not index.html's splash). */
export function waitForApp(page: EnginePage, timeoutMs = 20_000) {
  return waitFor(
    page,
    'the app to start (its navigation and a heading, not the splash)',
    () => {
      const nav = document.querySelector('nav[aria-label="Main navigation"]');
      const heading = document.querySelector('h1');
      return !!nav && nav.getClientRects().length > 0 && !!heading?.textContent?.trim();
    },
    [],
    timeoutMs,
  );
}

/** The selected asset's full pull as the local store records it: rows stored of the total, and whether done. */
export async function firstSyncState(page: EnginePage, timeoutMs?: number) {
  const settings = await readTable<{ key: string; value: unknown }>(page, 'settings', timeoutMs);
  const assetId = settings.find((s) => s.key === 'selectedAssetId')?.value;
  if (assetId === undefined) return { done: false, loaded: 0, total: null };
  // A user with no asset has nothing to pull.
  if (assetId === null) return { done: true, loaded: 0, total: 0 };
  const cursors = await readTable<SyncCursor>(page, 'syncCursors', timeoutMs);
  const cursor = cursors.find((m) => m.key === String(assetId));
  return { done: !!cursor?.since, loaded: cursor?.load?.loaded ?? 0, total: cursor?.load?.total ?? null };
}

/**
 * The selected asset's first sync has finished: its sync cursor holds a since (as e2e/pages/session.ts waits). The
 * reads give up after a few seconds each, so a local store that stops answering fails here.
 */
export function waitForFirstSync(page: EnginePage, timeoutMs = 90_000) {
  return eventually(
    page,
    "the selected asset's first sync to complete",
    async (remaining) => (await firstSyncState(page, remaining)).done,
    timeoutMs,
  );
}

/** No sync run is going on (the top bar's 'Syncing Data' is gone). */
export function waitForSyncIdle(page: EnginePage, timeoutMs = 30_000) {
  return waitFor(page, 'no sync running', shows, [MESSAGES.syncingData, false], timeoutMs);
}

/** The list's table shows issue rows (a header row and at least one more); returns how many. */
export function waitForIssueRows(page: EnginePage, timeoutMs = 30_000) {
  return waitFor(
    page,
    'issue rows in the table',
    () => {
      const rows = document.querySelectorAll('[role="row"]').length;
      return rows > 1 ? rows - 1 : 0;
    },
    [],
    timeoutMs,
  );
}

/** The service worker controls the page: the app shell loads with the server gone. */
export function waitForOfflineShell(page: EnginePage, timeoutMs = 60_000) {
  return waitFor(
    page,
    'the service worker to control the page',
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return !!registration.active && !!navigator.serviceWorker.controller;
    },
    [],
    timeoutMs,
  );
}

/** The app's path once it is `path`. */
export function waitForPath(page: EnginePage, path: string, timeoutMs = 20_000) {
  return waitFor(page, `the path ${path}`, (p) => location.pathname === p, [path], timeoutMs);
}

/**
 * Offer a photo to the form's photo input as a file picker would (a File through a DataTransfer, then `change`),
 * and wait until the form counts it.
 */
export async function addPhoto(page: EnginePage, png: Buffer, name: string, count: string): Promise<void> {
  await page.evaluate(
    (base64: string, fileName: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const input = document.querySelector<HTMLInputElement>('[data-testid="photo-input"]');
      if (!input) throw new Error('No photo input');
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName, { type: 'image/png' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    [png.toString('base64'), name],
  );
  await waitFor(
    page,
    `the form to count ${count} photos`,
    (text) => document.querySelector('[data-testid="photo-count"]')?.textContent?.trim() === text,
    [count],
  );
}

/** The value a form field holds (by its label). */
export function fieldValue(page: EnginePage, label: string) {
  return page.evaluate(
    (text: string) => {
      const found = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.replace(/[\s\u2009]*\*$/, '').trim() === text,
      );
      const control = found?.control as HTMLInputElement | undefined;
      return control?.value ?? null;
    },
    [label],
  );
}
