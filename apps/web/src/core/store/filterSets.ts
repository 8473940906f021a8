import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useRef } from 'react';
import { db, type FilterValue } from './db';

export type FilterValues = Record<string, FilterValue>;

/**
 * The values of each filter set as last read or saved on this page (null: none saved): a screen opened again, or
 * opened after the routes preloaded its set, draws with its filters at once instead of waiting for its read.
 */
const lastRead = new Map<string, FilterValues | null>();

/** A filter set's stored values (null: none saved), kept as the last read. */
export async function readFilterValues(name: string): Promise<FilterValues | null> {
  const values = (await db.filterSets.get(name))?.values ?? null;
  lastRead.set(name, values);
  return values;
}

export async function writeFilterValues(name: string, values: FilterValues): Promise<void> {
  await db.filterSets.put({ name, values });
  lastRead.set(name, values);
}

/** The set as last read or saved on this page; undefined when it was not. */
export function lastReadFilterValues(name: string): FilterValues | null | undefined {
  return lastRead.get(name);
}

/** Starts reading a filter set for a screen about to open; a failure is left to the screen's own read. */
export function preloadFilterSet(name: string): void {
  readFilterValues(name).catch(() => {});
}

/** Forget the sets read: the stored ones are cleared (another asset selected, the store wiped). */
export function forgetFilterSets(): void {
  lastRead.clear();
}

/** A stored set over its defaults; the defaults when none is stored or it cannot be read. */
async function loadFilterSet<V extends FilterValues>(name: string, defaults: V): Promise<V> {
  try {
    const values = await readFilterValues(name);
    return values ? ({ ...defaults, ...values } as V) : defaults;
  } catch (error) {
    console.error(`Reading filter set ${name} failed`, error);
    return defaults;
  }
}

async function saveFilterSet(name: string, values: FilterValues): Promise<void> {
  try {
    await writeFilterValues(name, values);
  } catch (error) {
    console.error(`Saving filter set ${name} failed`, error);
  }
}

export interface SavedFilters<V extends FilterValues> {
  applied: V | null;
  apply: (values: V) => Promise<void>;
  clear: () => Promise<void>;
}

/**
 * A saved filter set, live from the local store: restored and applied as soon as it is read (filters apply
 * automatically on open), and reset when something else clears it (changing the asset clears filters).
 * apply saves and applies; clear resets to the defaults, saves and applies. `applied` is null until read; until
 * this screen's read answers, it is the set as last read on this page, if it was.
 */
export function useSavedFilters<V extends FilterValues>(name: string, defaults: V): SavedFilters<V> {
  const defaultsRef = useRef(defaults);
  const known = lastReadFilterValues(name);
  const lastKnown = useMemo(
    () => (known === undefined ? undefined : ({ ...defaultsRef.current, ...known } as V)),
    [known],
  );
  const applied = useLiveQuery(() => loadFilterSet(name, defaultsRef.current), [name], lastKnown) ?? null;
  const apply = useCallback((values: V) => saveFilterSet(name, values), [name]);
  const clear = useCallback(() => saveFilterSet(name, defaultsRef.current), [name]);
  return { applied, apply, clear };
}
