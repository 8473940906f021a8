import type { DBCore, Middleware } from 'dexie';

/** This context's transactions that have neither committed nor aborted yet. */
const inFlight = new Set<IDBTransaction>();

/** Keeps `inFlight`: Dexie's IndexedDB core hands out the IDBTransaction itself as its transaction. */
export const openTransactionsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'openTransactions',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) => {
      const trans = down.transaction(stores, mode, options);
      const idb = trans as unknown as IDBTransaction;
      if (typeof idb.addEventListener === 'function') {
        inFlight.add(idb);
        const ended = () => inFlight.delete(idb);
        idb.addEventListener('complete', ended);
        idb.addEventListener('abort', ended);
      }
      return trans;
    },
  }),
};

/**
 * Abort what this context has in flight and close its connection, for good: for a page that is leaving, and for its
 * sync worker. WebKit keeps the transactions of a context (a worker, or a page) that ends with a read-write and a
 * read-only transaction in flight open for ever (WebKit bug 324094), and every later transaction on their stores
 * waits behind them, across reloads, until the browser restarts. An aborted write loses nothing that was saved: each
 * save and each sync page is one transaction, written whole or not at all (the browser aborts what a leaving page
 * had not committed anyway), and the pull resumes from the last page written.
 */
export function releaseStore(database: { close(options: { disableAutoOpen: boolean }): void }): void {
  for (const trans of inFlight) {
    try {
      trans.abort();
    } catch {
      // Already committing or finished: it ends by itself.
    }
  }
  inFlight.clear();
  database.close({ disableAutoOpen: true });
}

/**
 * The page lets go of the local database as it leaves (pagehide). A page brought back from the back-forward cache
 * is loaded afresh, since its connection is closed for good.
 */
export function releaseStoreOnPageHide(database: {
  close(options: { disableAutoOpen: boolean }): void;
}): void {
  window.addEventListener('pagehide', () => releaseStore(database));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
