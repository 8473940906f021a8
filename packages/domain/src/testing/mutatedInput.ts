import fc from 'fast-check';
import { ID_LIST_MAX, ID_MAX } from '../constants';

/*
 * Valid-shaped requests spoiled in one place, for the fuzz suite: one value (or the whole request) replaced
 * by something hostile, a field dropped, or a field added.
 */

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values a careless or hostile client sends where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    ID_MAX + 1,
    ID_MAX,
    -ID_MAX - 2,
    -1,
    0,
    1.5,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x1F',
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\uD800',
    '\u{10FFFF}',
    "'; DROP TABLE users; --",
    '2026-02-30',
    '2026-06-01T25:00:00Z',
    '0000-01-01T00:00:00Z',
    '-infinity',
    null,
    true,
    false,
    [],
    {},
    [null],
    'x'.repeat(100_000),
    nested(2_000),
    Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => i + 1),
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

type Mutation = 'replace' | 'remove' | 'add';
/** Keys an added field takes; `__proto__` and `constructor` probe prototype handling. */
const ADDED_KEYS = ['extra', '__proto__', 'constructor', 'id'];

interface Slot {
  parent: Record<string, unknown> | unknown[] | null;
  key: string | number;
}

/** Every place in `root` a value sits, the root itself first. */
function slots(root: unknown): Slot[] {
  const found: Slot[] = [{ parent: null, key: '' }];
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      found.push({ parent: value as Record<string, unknown>, key: Array.isArray(value) ? Number(key) : key });
      walk(child);
    }
  };
  walk(root);
  return found;
}

function mutate(valid: unknown, pick: number, mutation: Mutation, hostile: unknown): unknown {
  const root = structuredClone(valid);
  const chosen = slots(root);
  const { parent, key } = chosen[pick % chosen.length];
  if (parent === null) {
    if (mutation !== 'add' || root === null || typeof root !== 'object') return hostile;
    Object.defineProperty(root, ADDED_KEYS[pick % ADDED_KEYS.length], { value: hostile, enumerable: true });
    return root;
  }
  if (mutation === 'replace') Object.defineProperty(parent, key, { value: hostile, enumerable: true });
  else if (mutation === 'remove' && Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (mutation === 'remove') delete (parent as Record<string, unknown>)[key];
  else if (Array.isArray(parent)) parent.push(hostile);
  else
    Object.defineProperty(parent, ADDED_KEYS[pick % ADDED_KEYS.length], { value: hostile, enumerable: true });
  return root;
}

/** `valid` spoiled in one place. */
export function mutatedInput(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom<Mutation>('replace', 'remove', 'add'), hostileValue)
    .map(([value, pick, mutation, hostile]) => mutate(value, pick, mutation, hostile));
}
