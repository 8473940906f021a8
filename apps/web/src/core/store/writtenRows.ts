import Dexie, {
  type DBCore,
  type DBCoreTransaction,
  type IndexableType,
  type Middleware,
  RangeSet,
} from 'dexie';
import { addWrittenKeys, keysOf } from './writtenKeys';

/** The rows one write transaction stored in one table: each key's value as stored, null when deleted. */
export type TableRows = Map<IndexableType, unknown>;
/** A write transaction's rows, by table. */
export type PostedRows = Map<string, TableRows>;

/**
 * The storagemutated part naming a publishing transaction by its tag. Not a table's part: readers matching
 * `idb://<db>/<table>/` and Dexie's live queries pass over it.
 */
const tagPart = (databaseName: string) => `idb://${databaseName}/:rows`;

interface Publisher {
  tables: ReadonlySet<string>;
  post: (tag: number, rows: PostedRows) => void;
}

let publisher: Publisher | null = null;
const recording = new WeakMap<
  DBCoreTransaction,
  { tag: number; tables: ReadonlySet<string>; rows: PostedRows }
>();

/**
 * From here on, every read-write transaction of this context that writes `tables` posts the rows it stored there
 * once it commits, under a tag its storagemutated announcement carries. The first sync's worker posts each page so
 * to the page: the page's lists take those rows instead of reading them back from IndexedDB, whose read would hold
 * up the worker's next page (a read and a write of one store run one after the other). Returns the undo.
 */
export function publishWrittenRows(tables: readonly string[], post: Publisher['post']): () => void {
  publisher = { tables: new Set(tables), post };
  return () => {
    publisher = null;
  };
}

/** A tag no other context draws alike: a random integer within a double's exact range. */
const drawTag = () => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER);

/**
 * Records what a publishing transaction stores in the published tables, and names its tag in the storagemutated
 * parts of each of those writes.
 */
export const writtenRowsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'writtenRows',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) => {
      const trans = down.transaction(stores, mode, options);
      const to = publisher;
      if (to && mode === 'readwrite' && stores.some((store) => to.tables.has(store))) {
        const record = { tag: drawTag(), tables: to.tables, rows: new Map() as PostedRows };
        recording.set(trans, record);
        // Listened to before Dexie's own handler (set once this returns): the rows leave before Dexie announces
        // the commit, so they are most often there when the announcement comes (if not, the page reads them).
        (trans as unknown as IDBTransaction).addEventListener('complete', () => {
          if (record.rows.size > 0) to.post(record.tag, record.rows);
        });
      }
      return trans;
    },
    table: (name) => {
      const table = down.table(name);
      return {
        ...table,
        // Not async: Dexie's own promise keeps the transaction going across the caller's awaits.
        mutate: (req) => {
          const record = recording.get(req.trans);
          if (!record?.tables.has(name)) return table.mutate(req);
          const parts = req.mutatedParts ?? {};
          req.mutatedParts = parts;
          parts[tagPart(down.schema.name)] = new RangeSet().addKey(record.tag);
          return table.mutate(req).then((res) => {
            // A clear announces a range (readers then read the table whole, posted rows or not); keys the store
            // assigns are not known here (readers read them).
            if (req.type === 'deleteRange') return res;
            const keys = keysOf(req, table.schema.primaryKey.extractKey ?? null);
            if (!keys) return res;
            const values = req.type === 'delete' ? null : req.values;
            const rows = record.rows.get(name) ?? new Map();
            record.rows.set(name, rows);
            keys.forEach((key, i) => {
              if (!res.failures[i]) rows.set(key, values ? values[i] : null);
            });
            return res;
          });
        },
      };
    },
  }),
};

/** Rows other contexts posted, by tag, until their commit's announcement has been heard. */
const posted = new Map<number, PostedRows>();
/** Rows whose announcement never came (it came first, or the transaction failed) go beyond this many. */
const KEEP_POSTED = 8;

/** The page's side: rows a worker's transaction posted (publishWrittenRows there). */
export function receiveWrittenRows(tag: number, rows: PostedRows): void {
  posted.set(tag, rows);
  for (const old of posted.keys()) {
    if (posted.size <= KEEP_POSTED) break;
    posted.delete(old);
  }
}

/** The tag a tag part holds (a RangeSet here, a plain object from another context). */
function tagIn(node: unknown): number | undefined {
  const range = node as { from?: unknown; to?: unknown } | undefined;
  return typeof range?.from === 'number' && range.from === range.to ? range.from : undefined;
}

/**
 * Writes without a tag announced lately: a key one of them names may have been written after a posting
 * transaction whose announcement is heard later (two contexts' announcements are not ordered), so that
 * transaction's posted value of the key is not trusted.
 */
const RACE_WINDOW_MS = 5_000;
const untagged: { at: number; parts: Record<string, unknown> }[] = [];

Dexie.on('storagemutated', (parts: Record<string, unknown>) => {
  const tags = Object.keys(parts).filter((key) => key.endsWith('/:rows'));
  // Every reader hears the announcement in this same dispatch; its rows are of no use after it.
  for (const key of tags) {
    const tag = tagIn(parts[key]);
    if (tag !== undefined) setTimeout(() => posted.delete(tag), 0);
  }
  // Only writes: Dexie also announces every table whole when the database opens, which is no write.
  if (tags.length > 0 || !Object.keys(parts).some((key) => key.endsWith('/:written'))) return;
  const now = performance.now();
  while (untagged.length > 0 && now - untagged[0].at > RACE_WINDOW_MS) untagged.shift();
  untagged.push({ at: now, parts });
});

/**
 * The rows of `table` the announced transaction posted (value, or null for a deleted key), less the keys another
 * write named within the race window; undefined when it posted none (or they have not arrived): read them.
 */
export function postedRowsOf(
  parts: Record<string, unknown>,
  databaseName: string,
  table: string,
): ReadonlyMap<IndexableType, unknown> | undefined {
  const tag = tagIn(parts[tagPart(databaseName)]);
  const rows = tag === undefined ? undefined : posted.get(tag)?.get(table);
  if (!rows) return undefined;
  let elsewhere: Set<IndexableType> | null = new Set();
  const now = performance.now();
  for (const write of untagged) {
    if (now - write.at > RACE_WINDOW_MS) continue;
    elsewhere = addWrittenKeys(elsewhere, write.parts, databaseName, [table]);
    if (elsewhere === null) return undefined;
  }
  if (elsewhere.size === 0) return rows;
  return new Map([...rows].filter(([key]) => !elsewhere.has(key)));
}
