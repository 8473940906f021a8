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
