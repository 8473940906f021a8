import type { Page } from '@playwright/test';

/** Rows of one table of the app's local database (IndexedDB 'verge'), read in the page. */
export async function readTable<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('verge');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

export async function readSetting<T>(page: Page, key: string): Promise<T | undefined> {
  const rows = await readTable<{ key: string; value: T }>(page, 'settings');
  return rows.find((row) => row.key === key)?.value;
}
