import { expect, type Page } from '@playwright/test';
import type { ManagementArea, VegetationIssue } from '@verge/domain';
import { storeRows } from './storeRows';

/** Rows of one table of the app's local database (IndexedDB 'verge'), read in the page. */
export async function readTable<T>(page: Page, table: string): Promise<T[]> {
  return (await page.evaluate(storeRows, table)) as T[];
}

/** The names of the local database's tables. */
async function tableNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('verge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const names = [...open.result.objectStoreNames];
          open.result.close();
          resolve(names);
        };
      }),
  );
}

/** Settings of the device rather than of a user, which a logout keeps. */
const DEVICE_SETTINGS = ['browserNoticeAt', 'adminToken'];

/**
 * Wait until the local store holds an issue with each of these comments: the sync a page load starts has brought
 * them. Waiting for the sync indicator to go is not enough right after a navigation, when the new page has not
 * started its sync yet; a page boots and syncs in seconds, several times that on a loaded machine.
 */
export async function waitForLocalIssues(page: Page, comments: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const held = new Set((await readTable<VegetationIssue>(page, 'issues')).map((i) => i.comments));
        return comments.filter((comment) => !held.has(comment));
      },
      { message: 'issues not on the device yet', timeout: 60_000 },
    )
    .toEqual([]);
}

/**
 * A logged-out device: every table empty but the settings, which keep only device-level rows (the browser notice,
 * a platform-admin session).
 */
export async function expectLoggedOutStore(page: Page): Promise<void> {
  for (const table of await tableNames(page)) {
    const rows = await readTable<{ key: string }>(page, table);
    const left = table === 'settings' ? rows.filter((row) => !DEVICE_SETTINGS.includes(row.key)) : rows;
    expect(left, `the ${table} table`).toEqual([]);
  }
}
export async function readSetting<T>(page: Page, key: string): Promise<T | undefined> {
  const rows = await readTable<{ key: string; value: T }>(page, 'settings');
  return rows.find((row) => row.key === key)?.value;
}

/**
 * The selected asset (null when none is) and its sync cursor's since (null while none is stored or its first pull
 * is under way).
 */
export async function selectedAssetCursor(
  page: Page,
): Promise<{ assetId: number | null; since: string | null }> {
  const assetId = (await readSetting<number | null>(page, 'selectedAssetId')) ?? null;
  if (assetId === null) return { assetId, since: null };
  const cursors = await readTable<{ key: string; since: string | null }>(page, 'syncCursors');
  return { assetId, since: cursors.find((cursor) => cursor.key === String(assetId))?.since ?? null };
}

/** The selected asset's id, its areas and its live (not hidden) issues, from the local store. */
export async function localAsset(page: Page) {
  const assetId = (await readSetting<number>(page, 'selectedAssetId'))!;
  const areas = (await readTable<ManagementArea>(page, 'areas')).filter((a) => a.assetId === assetId);
  const issues = (await readTable<VegetationIssue>(page, 'issues')).filter(
    (i) => i.assetId === assetId && !i.hidden,
  );
  return { assetId, areas, issues };
}

/** The local issue whose comments are exactly the given text (tests mark their issues by a unique comment). */
export async function localIssueByComment(page: Page, comment: string): Promise<VegetationIssue | undefined> {
  return (await readTable<VegetationIssue>(page, 'issues')).find((i) => i.comments === comment);
}

/**
 * Wait until the outbox is empty (a sync run uploaded everything). A failure lists what is left and why, so a
 * rejected upload is told apart from a slow one.
 */
export async function expectOutboxEmpty(page: Page, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await readTable<{ call: string; attempts: number; parked: boolean; lastError: string | null }>(
            page,
            'outbox',
          )
        ).map(
          (item) =>
            `${item.call}${item.parked ? ' (refused)' : ''} after ${item.attempts} attempts: ${item.lastError ?? 'not tried yet'}`,
        ),
      { timeout, message: 'the outbox empties' },
    )
    .toEqual([]);
}
