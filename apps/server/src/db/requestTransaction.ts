import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/** Work that must happen only once the request's change is committed (mail about it, for one). */
export type Effect = () => Promise<void>;

interface RequestScope {
  tx: Db;
  effects: Effect[];
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * The database a query should use: inside inRequestTransaction the request's transaction (so services
 * keep using `app.db`, and their own `db.transaction` calls become savepoints), else `root`.
 */
export const scopedDb = (root: Db): Db => scope.getStore()?.tx ?? root;

/**
 * Run `fn` in one transaction on `root`; queries through scopedDb inside it join that transaction. On
 * success the effects deferred with afterCommit run after the commit, in order; when `fn` throws the
 * transaction rolls back and they are dropped. On PGlite (one connection) the transaction holds the
 * database for its duration, so nothing inside `fn` may query `root` directly: it would wait forever.
 */
export async function inRequestTransaction<T>(
  root: Db,
  fn: () => Promise<T>,
  onEffectError: (error: unknown) => void,
): Promise<T> {
  const effects: Effect[] = [];
  const result = await root.transaction((tx) => scope.run({ tx, effects }, fn));
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      onEffectError(error);
    }
  }
  return result;
}

/** Run `effect` once the current request transaction commits; outside one (jobs, scripts), now. */
export async function afterCommit(effect: Effect): Promise<void> {
  const current = scope.getStore();
  if (current) current.effects.push(effect);
  else await effect();
}
