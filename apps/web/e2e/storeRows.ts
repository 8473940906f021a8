/**
 * Rows of one table of the app's local database (IndexedDB 'verge'). Run in the page (Playwright's evaluate, or a
 * WebDriver script in the engine suite), so it is whole in itself: no imports, no closure.
 */
export function storeRows(table: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('verge');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(table)) {
        db.close();
        resolve([]);
        return;
      }
      const request = db.transaction(table, 'readonly').objectStore(table).getAll();
      request.onsuccess = () => {
        db.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    };
  });
}
