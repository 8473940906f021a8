import Dexie, { type IndexableType } from 'dexie';
import { startTransition, useEffect, useRef, useState } from 'react';
import { db } from './db';
import { addWrittenKeys, type WrittenKeys } from './writtenKeys';

/** A change waits at least this many times the last read's duration after that read before the next read. */
export const READ_PACE = 4;

/** A Dexie RangeSet holding no key: depth 0 (also after crossing to another tab as a plain object). */
const emptyRange = (range: unknown): boolean =>
  typeof range === 'object' && range !== null && (range as { d?: unknown }).d === 0;

/**
 * Whether a storagemutated event's parts change one of the tables (keys are `idb://<db>/<table>/<index>`).
 * A write of no rows still names its table with an empty range: every pull puts and deletes each table's
 * changes, most often none, and that must not re-read 50,000 issues.
 */
export function touches(
  parts: Record<string, unknown>,
  databaseName: string,
  tables: readonly string[],
): boolean {
  const prefixes = tables.map((table) => `idb://${databaseName}/${table}/`);
  return Object.entries(parts).some(
    ([key, range]) => !emptyRange(range) && prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

/**
 * A live read of whole lists of the local store, re-read when one of `tables` changes, but paced: after a read
 * that took t ms the next waits until READ_PACE × t ms have passed, gathering every change meanwhile into one
 * read. Dexie's useLiveQuery re-reads at once on every write: while a first sync writes 50 pages of a
 * 100,000-issue asset, each page re-read (and re-filtered, re-drawn) every issue stored so far, so the sync
 * slowed page by page. A small list still follows a save within a few milliseconds.
 *
 * `read` is given its previous answer for this key and the primary keys written since it (null: read whole), so
 * that a reader of 100,000 rows can read only the rows a page of a sync wrote; readers may ignore both.
 *
 * Undefined until the read for the current `key` answers: the previous key's rows are never shown as this
 * key's (an asset switch shows loading, not the other asset's list).
 *
 * `start` false holds the first read back (IndexedDB answers one large read before any other of the page);
 * once it has been true, the query keeps following.
 */
export function usePacedLiveQuery<K, T>(
  key: K,
  tables: readonly string[],
  read: (key: K, previous: T | undefined, written: WrittenKeys) => Promise<T>,
  start = true,
): T | undefined {
  const [result, setResult] = useState<{ key: K; value: T } | undefined>(undefined);
  const started = useRef(false);
  started.current ||= start;
  const active = started.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is the caller's inline function; `key` and `tables` say what it reads.
  useEffect(() => {
    if (!active) return;
    let closed = false;
    let reading = false;
    let changed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let readyAt = 0;
    let previous: T | undefined;
    // Keys written since the read now running began; null: not known one by one.
    let written: Set<IndexableType> | null = new Set();

    const run = async () => {
      timer = undefined;
      reading = true;
      changed = false;
      const since = previous === undefined ? null : written;
      written = new Set();
      const started = performance.now();
      try {
        const value = await read(key, previous, since);
        previous = value;
        // A transition: React then draws the new rows in slices, yielding between components, so that a list of
        // 100,000 rows filtered, sorted and drawn on every stored sync page is no single long task.
        if (!closed) startTransition(() => setResult({ key, value }));
      } catch (error) {
        // A failed read (the store closed by a logout's swap) keeps the last rows; the next change reads again,
        // whole.
        console.warn('A local read failed', error);
        previous = undefined;
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
      written = written && addWrittenKeys(written, parts, db.name, tables);
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
  }, [key, tables.join(), active]);

  return result !== undefined && Object.is(result.key, key) ? result.value : undefined;
}
