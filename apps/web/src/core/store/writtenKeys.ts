import Dexie, {
  type DBCore,
  type DBCoreMutateRequest,
  type IndexableType,
  type Middleware,
  RangeSet,
} from 'dexie';

/** Above this many written keys a reader reads its rows whole rather than key by key. */
export const MAX_WRITTEN_KEYS = 20_000;

/** The storagemutated part naming the primary keys written in a table (the middleware below adds it). */
const writtenPart = (databaseName: string, table: string) => `idb://${databaseName}/${table}/:written`;

/** A node of Dexie's RangeSet (an interval tree), also as the plain object another context's event carries. */
interface RangeNode {
  from: IndexableType;
  to: IndexableType;
  l?: RangeNode | null;
  r?: RangeNode | null;
  d: number;
}

/**
 * What was written since the last read: the primary keys, and of those another context posted (writtenRows.ts)
 * the value it stored (null: deleted); null when not known one by one (a clear, a range delete, too many).
 */
export type WrittenKeys = {
  keys: ReadonlySet<IndexableType>;
  rows: ReadonlyMap<IndexableType, unknown>;
} | null;

/** The keys a write names one by one; undefined for a range (a clear) or keys the store assigns. */
export function keysOf(req: DBCoreMutateRequest, extractKey: ((value: unknown) => IndexableType) | null) {
  if (req.type === 'delete') return req.keys;
  if (req.type === 'deleteRange') return undefined;
  const keys = req.keys ?? (extractKey ? req.values.map(extractKey) : undefined);
  return keys?.every((key) => key !== undefined) ? keys : undefined;
}

/**
 * Names the primary key of every row a write puts or deletes in its own storagemutated part. Dexie's own part
 * for the primary key says "the whole table" for any bulk write of 50 rows or more, so a reader of 100,000
 * issues could not tell a sync page of 2,000 from a clear. A range write (a clear) names the whole range here too.
 */
export const writtenKeysMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'writtenKeys',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      const part = writtenPart(down.schema.name, name);
      return {
        ...table,
        mutate: (req) => {
          const parts = req.mutatedParts ?? {};
          req.mutatedParts = parts;
          const written = (parts[part] as RangeSet | undefined) ?? new RangeSet();
          parts[part] = written;
          const keys = keysOf(req, table.schema.primaryKey.extractKey ?? null);
          if (keys) written.addKeys(keys);
          else written.add({ from: Dexie.minKey, to: Dexie.maxKey });
          return table.mutate(req);
        },
      };
    },
  }),
};

/**
 * The primary keys a storagemutated event's parts write in `tables`, added to `into`; null as soon as one is a
 * range rather than single keys (or a table was written without the middleware's part), or past MAX_WRITTEN_KEYS.
 */
export function addWrittenKeys(
  into: Set<IndexableType>,
  parts: Record<string, unknown>,
  databaseName: string,
  tables: readonly string[],
): Set<IndexableType> | null {
  for (const table of tables) {
    const written = parts[writtenPart(databaseName, table)] as RangeNode | undefined;
    if (!written) {
      if (parts[`idb://${databaseName}/${table}/`]) return null;
      continue;
    }
    const stack: RangeNode[] = written.d === 0 ? [] : [written];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.from !== node.to || typeof node.from !== 'number') return null;
      into.add(node.from);
      if (node.l) stack.push(node.l);
      if (node.r) stack.push(node.r);
    }
    if (into.size > MAX_WRITTEN_KEYS) return null;
  }
  return into;
}
