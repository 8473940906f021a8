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
 * Abort what this context has in flight and close its connection, for good. For a worker whose page is leaving:
 * WebKit keeps the transactions of a worker that ends mid-transaction open for ever (WebKit bug 324094), and every
 * later transaction on their stores waits behind them, across reloads, until the browser restarts. An aborted write
 * loses nothing: a sync page is written whole or not at all, and the pull resumes from the last one written.
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
