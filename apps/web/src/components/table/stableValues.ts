import { useRef } from 'react';

const PLAIN = new Set<unknown>([Object.prototype, Array.prototype, null]);

/**
 * Whether two values read from the local store hold the same data: plain values, arrays and plain objects
 * compared member by member (what IndexedDB hands back is such a structured clone), dates by their time. Any
 * other object (a Map, a class) is the same only as itself.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  const prototype = Object.getPrototypeOf(a);
  if (prototype !== Object.getPrototypeOf(b) || !PLAIN.has(prototype)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameContent(left[key], right[key]))
  );
}

/**
 * The rows, each one whose content did not change being the object handed over before it (by id), and the
 * previous list itself when no row changed, moved, came or went. A sync hands over rows read afresh, equal or not.
 */
export function shareRows<R extends { id: number }>(
  previous: readonly R[],
  rows: readonly R[],
): readonly R[] {
  if (previous === rows) return previous;
  const byId = new Map(previous.map((row) => [row.id, row]));
  let unchanged = previous.length === rows.length;
  const shared = rows.map((row, i) => {
    const before = byId.get(row.id);
    const kept = before !== undefined && sameContent(before, row) ? before : row;
    if (kept !== previous[i]) unchanged = false;
    return kept;
  });
  return unchanged ? previous : shared;
}

/**
 * The rows shared with the last ones handed over (shareRows): the grid then draws again only the rows that
 * changed, and nothing when none did, so a sync does not draw a row over while it is being ticked.
 */
export function useSharedRows<R extends { id: number }>(rows: readonly R[]): readonly R[] {
  // Compared once per list handed over, not on every render (a tick or a hover draws the table again).
  const last = useRef({ rows, shared: rows });
  if (last.current.rows !== rows) last.current = { rows, shared: shareRows(last.current.shared, rows) };
  return last.current.shared;
}

/** The value handed over last time while it is `equal` to this one: what the grid is given stays the same. */
export function useEqualValue<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const last = useRef(value);
  if (!equal(last.current, value)) last.current = value;
  return last.current;
}
