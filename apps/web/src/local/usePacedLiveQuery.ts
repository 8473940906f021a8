import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import { db } from './db';

/** A change waits at least this many times the last read's duration after that read before the next read. */
export const READ_PACE = 4;

/** Whether a storagemutated event's parts touch one of the tables (keys are `idb://<db>/<table>/<index>`). */
export function touches(
  parts: Record<string, unknown>,
  databaseName: string,
  tables: readonly string[],
): boolean {
  const prefixes = tables.map((table) => `idb://${databaseName}/${table}/`);
  return Object.keys(parts).some((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/**
 * A live read of whole lists of the local store, re-read when one of `tables` changes, but paced: after a read
 * that took t ms the next waits until READ_PACE × t ms have passed, gathering every change meanwhile into one
 * read. Dexie's useLiveQuery re-reads at once on every write: while a first sync writes 50 pages of a
 * 100,000-issue asset, each page re-read (and re-filtered, re-drawn) every issue stored so far, so the sync
 * slowed page by page. A small list still follows a save within a few milliseconds.
 *
 * Undefined until the read for the current `key` answers: the previous key's rows are never shown as this
 * key's (an asset switch shows loading, not the other asset's list).
 */
export function usePacedLiveQuery<K, T>(
  key: K,
  tables: readonly string[],
  read: (key: K) => Promise<T>,
): T | undefined {
  const [result, setResult] = useState<{ key: K; value: T } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is the caller's inline function; `key` and `tables` say what it reads.
  useEffect(() => {
    let closed = false;
    let reading = false;
    let changed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let readyAt = 0;

    const run = async () => {
      timer = undefined;
      reading = true;
      changed = false;
      const started = performance.now();
      try {
        const value = await read(key);
        if (!closed) setResult({ key, value });
      } catch (error) {
        // A failed read (the store closed by a logout's swap) keeps the last rows; the next change reads again.
        console.warn('A local read failed', error);
      }
      const ended = performance.now();
      reading = false;
      readyAt = ended + (READ_PACE - 1) * (ended - started);
      if (changed) schedule();
    };
    const schedule = () => {
      if (closed || reading || timer !== undefined) return;
      timer = setTimeout(() => void run(), Math.max(0, readyAt - performance.now()));
    };
    const onChange = (parts: Record<string, unknown>) => {
      if (!touches(parts, db.name, tables)) return;
      changed = true;
      schedule();
    };

    Dexie.on('storagemutated', onChange);
    void run();
    return () => {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      Dexie.on('storagemutated').unsubscribe(onChange);
    };
  }, [key, tables.join()]);

  return result !== undefined && Object.is(result.key, key) ? result.value : undefined;
}
