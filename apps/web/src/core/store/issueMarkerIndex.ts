import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreRangeType,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
  Table,
} from 'dexie';
import {
  chunkOf,
  decodeChunk,
  encodeChunk,
  type IssueMarkerChunk,
  type IssueMarkerEntry,
  markerEntryOf,
} from './issueMapFacts';
import type { LocalIssue } from './records';

/** The store holding the marker index, and the one it indexes. */
export const MARKER_INDEX = 'issueMarkers';
const ISSUES = 'issues';

/** Dexie's DBCoreRangeType members (a const enum, which an isolated module cannot read). */
const EQUAL = 1 as DBCoreRangeType;
const RANGE = 2 as DBCoreRangeType;
const ANY = 3 as DBCoreRangeType;

/** Whether a numeric key lies in a DBCore key range (IndexedDB orders every non-number after all numbers). */
function inRange(id: number, range: DBCoreKeyRange): boolean {
  if (range.type === ANY) return true;
  if (range.type === EQUAL) return range.lower === id;
  if (range.type !== RANGE) return false;
  const { lower, upper } = range;
  const aboveLower = typeof lower !== 'number' ? false : range.lowerOpen ? id > lower : id >= lower;
  const belowUpper = typeof upper !== 'number' ? true : range.upperOpen ? id < upper : id <= upper;
  return aboveLower && belowUpper;
}

const EVERY_CHUNK: DBCoreKeyRange = { type: RANGE, lower: -Infinity, upper: Infinity };

/** The range of chunk keys that can hold the ids of an issue key range. */
function chunkRange(range: DBCoreKeyRange): DBCoreKeyRange {
  const bound = (key: unknown, fallback: number) =>
    typeof key === 'number' && Number.isFinite(key) ? chunkOf(key) : fallback;
  return range.type === EQUAL || range.type === RANGE
    ? { type: RANGE, lower: bound(range.lower, -Infinity), upper: bound(range.upper, Infinity) }
    : EVERY_CHUNK;
}

/** Adds `value` to the list of its chunk. */
function addTo<V>(byChunk: Map<number, V[]>, id: number, value: V): void {
  const list = byChunk.get(chunkOf(id));
  if (list) list.push(value);
  else byChunk.set(chunkOf(id), [value]);
}

/** Rewrites the stored chunks after `change`; a chunk left empty is deleted. */
async function rewrite(
  index: DBCoreTable,
  trans: DBCoreTransaction,
  stored: ReadonlyMap<number, IssueMarkerChunk | undefined>,
  change: (chunk: number, entries: Map<number, IssueMarkerEntry>) => void,
): Promise<void> {
  const puts: IssueMarkerChunk[] = [];
  const deletes: number[] = [];
  for (const [chunk, row] of stored) {
    const entries = row ? decodeChunk(row) : new Map<number, IssueMarkerEntry>();
    change(chunk, entries);
    if (entries.size > 0) puts.push(encodeChunk(chunk, entries.values()));
    else if (row) deletes.push(chunk);
  }
  if (puts.length > 0) await index.mutate({ trans, type: 'put', values: puts });
  if (deletes.length > 0) await index.mutate({ trans, type: 'delete', keys: deletes });
}

/** Brings the chunks a write to the issues touched up to date, in the write's own transaction. */
async function follow(
  index: DBCoreTable,
  req: DBCoreMutateRequest,
  res: DBCoreMutateResponse,
): Promise<void> {
  const { trans } = req;
  if (req.type === 'deleteRange') {
    const found = await index.query({
      trans,
      values: true,
      query: { index: index.schema.primaryKey, range: chunkRange(req.range) },
    });
    const stored = new Map((found.result as IssueMarkerChunk[]).map((row) => [row.chunk, row]));
    return rewrite(index, trans, stored, (_chunk, entries) => {
      for (const id of entries.keys()) if (inRange(id, req.range)) entries.delete(id);
    });
  }
  const written = new Map<number, IssueMarkerEntry[]>();
  const removed = new Map<number, number[]>();
  if (req.type === 'delete') {
    for (const id of req.keys as unknown[]) {
      if (typeof id === 'number') addTo(removed, id, id);
    }
  } else {
    (req.values as readonly LocalIssue[]).forEach((issue, i) => {
      if (!res.failures[i] && typeof issue?.id === 'number') addTo(written, issue.id, markerEntryOf(issue));
    });
  }
  const keys = [...new Set([...written.keys(), ...removed.keys()])];
  if (keys.length === 0) return;
  const rows = (await index.getMany({ trans, keys })) as (IssueMarkerChunk | undefined)[];
  const stored = new Map(keys.map((key, i) => [key, rows[i]]));
  return rewrite(index, trans, stored, (chunk, entries) => {
    for (const id of removed.get(chunk) ?? []) entries.delete(id);
    for (const entry of written.get(chunk) ?? []) entries.set(entry.id, entry);
  });
}

const holdsIndex = (trans: DBCoreTransaction): boolean =>
  (trans as unknown as IDBTransaction).objectStoreNames?.contains(MARKER_INDEX) === true;

/**
 * Keeps the issue marker index (IssueMarkerChunk by id block) in step with every write to the issues, in the
 * same transaction: each read-write transaction on the issues also holds the index's store. The issue maps read
 * the index first and draw 50,000 markers from it long before the issue rows themselves are read; the rows
 * then replace it. A failure to follow a write clears the index (the maps then wait for the rows, and the
 * index is rebuilt) rather than failing the write.
 */
export const issueMarkerIndexMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'issueMarkerIndex',
  create: (down) => {
    // Index updates of one transaction run one after another: each reads chunks, then writes them.
    const queues = new WeakMap<DBCoreTransaction, Promise<void>>();
    return {
      ...down,
      transaction: (stores, mode, options) =>
        down.transaction(
          mode === 'readwrite' && stores.includes(ISSUES) && !stores.includes(MARKER_INDEX)
            ? [...stores, MARKER_INDEX]
            : stores,
          mode,
          options,
        ),
      table: (name) => {
        const table = down.table(name);
        if (name !== ISSUES) return table;
        return {
          ...table,
          mutate: async (req) => {
            const res = await table.mutate(req);
            const { trans } = req;
            if (!holdsIndex(trans)) return res;
            const index = down.table(MARKER_INDEX);
            const update = (queues.get(trans) ?? Promise.resolve()).then(() =>
              follow(index, req, res).catch(async (error) => {
                console.warn('The issue marker index could not follow a write; it is cleared', error);
                await index.mutate({ trans, type: 'deleteRange', range: EVERY_CHUNK });
              }),
            );
            queues.set(trans, update);
            await update;
            return res;
          },
        };
      },
    };
  },
};

/** Builds the whole index from the issues (the schema upgrade that adds it; a repair when it is found lost). */
export async function buildIssueMarkerIndex<I>(
  issues: Table<LocalIssue, number, I>,
  index: Pick<Table<IssueMarkerChunk, number>, 'clear' | 'bulkPut'>,
): Promise<void> {
  const byChunk = new Map<number, IssueMarkerEntry[]>();
  for (const issue of await issues.toArray()) addTo(byChunk, issue.id, markerEntryOf(issue));
  await index.clear();
  await index.bulkPut([...byChunk].map(([chunk, entries]) => encodeChunk(chunk, entries)));
}
