import Dexie, { type IndexableType } from 'dexie';
import { startTransition, useEffect, useRef, useState } from 'react';
import { db } from './db';
import { addWrittenKeys, MAX_WRITTEN_KEYS, type WrittenKeys } from './writtenKeys';
import { postedRowsOf } from './writtenRows';

/**
 * A change waits at least this many times the last read's duration (until drawn) after that read before the next:
 * while writes keep coming, a list's refreshes take at most 1/READ_PACE of the page's thread, leaving the rest to
 * the worker writing a first sync's pages on a 2-core phone, while the list still refreshes every couple of
 * seconds as it fills (bench/results.md has the runs that chose the pace).
 */
export const READ_PACE = 8;

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
 * `read` is given its previous answer for this key and what was written since it (null: read whole): the primary
 * keys, so that a reader of 100,000 rows can read only the rows a page of a sync wrote, and the rows the sync's
 * worker posted, which it need not read at all (a single-table reader only); readers may ignore both.
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
  // Told when React has committed a new result (after its transition has drawn it).
  const drawnListeners = useRef<(() => void)[]>([]);
  const announceDrawn = () => {
    for (const resolve of drawnListeners.current.splice(0)) resolve();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: it is the commit of each new `result` that it announces.
  useEffect(announceDrawn, [result]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is the caller's inline function; `key` and `tables` say what it reads.
  useEffect(() => {
    if (!active) return;
    let closed = false;
    let reading = false;
    let changed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let readyAt = 0;
    let previous: T | undefined;
    // The first read of a list also pays for the screen's first drawing of it (a map's, a table's): it sets no
    // pace, or rows a sync brings just after a screen opens would wait seven times that to show.
    let first = true;
    // Keys written since the read now running began (null: not known one by one), and the rows of those another
    // context posted.
    let written: Set<IndexableType> | null = new Set();
    let posted = new Map<IndexableType, unknown>();

    const run = async () => {
      timer = undefined;
      reading = true;
      changed = false;
      const since = previous === undefined || written === null ? null : { keys: written, rows: posted };
      written = new Set();
      posted = new Map();
      const started = performance.now();
      try {
        const value = await read(key, previous, since);
        previous = value;
        // A transition: React then draws the new rows in slices, yielding between components, so that a list of
        // 100,000 rows filtered, sorted and drawn on every stored sync page is no single long task. The pace counts
        // the drawing too: rows a sync posted take no time to read, but the screen still filters and draws them.
        if (!closed) {
          const drawn = new Promise<void>((resolve) => drawnListeners.current.push(resolve));
          startTransition(() => setResult({ key, value }));
          await drawn;
        }
      } catch (error) {
        // A failed read (the store closed by a logout's swap) keeps the last rows; the next change reads again,
        // whole.
        console.warn('A local read failed', error);
        previous = undefined;
      }
      const ended = performance.now();
      reading = false;
      readyAt = first ? ended : ended + (READ_PACE - 1) * (ended - started);
      first = false;
      if (changed) schedule();
    };
    const schedule = () => {
      if (closed || reading || timer !== undefined) return;
      timer = setTimeout(() => void run(), Math.max(0, readyAt - performance.now()));
    };
    const onChange = (parts: Record<string, unknown>) => {
      if (!touches(parts, db.name, tables)) return;
      const keys = written && addWrittenKeys(new Set(), parts, db.name, tables);
      if (written && keys) {
        // A posted row is taken as it is; a key written otherwise is read again, whatever was posted before.
        const rows = tables.length === 1 ? postedRowsOf(parts, db.name, tables[0]) : undefined;
        for (const key of keys) {
          written.add(key);
          if (rows?.has(key)) posted.set(key, rows.get(key));
          else posted.delete(key);
        }
      }
      if (!keys || (written && written.size - posted.size > MAX_WRITTEN_KEYS)) {
        written = null;
        posted.clear();
      }
      changed = true;
      schedule();
    };

    Dexie.on('storagemutated', onChange);
    void run();
    return () => {
      closed = true;
      announceDrawn();
      if (timer !== undefined) clearTimeout(timer);
      Dexie.on('storagemutated').unsubscribe(onChange);
    };
  }, [key, tables.join(), active]);

  return result !== undefined && Object.is(result.key, key) ? result.value : undefined;
}
