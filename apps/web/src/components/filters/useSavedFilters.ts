import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useRef } from 'react';
import { db, type FilterValue } from '../../local/db';

export type FilterValues = Record<string, FilterValue>;

export async function loadFilterSet<V extends FilterValues>(name: string, defaults: V): Promise<V> {
  try {
    const row = await db.filterSets.get(name);
    return row ? ({ ...defaults, ...row.values } as V) : defaults;
  } catch (error) {
    console.error(`Reading filter set ${name} failed`, error);
    return defaults;
  }
}

export async function saveFilterSet(name: string, values: FilterValues): Promise<void> {
  try {
    await db.filterSets.put({ name, values });
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
 * apply saves and applies; clear resets to the defaults, saves and applies. `applied` is null until read.
 */
export function useSavedFilters<V extends FilterValues>(name: string, defaults: V): SavedFilters<V> {
  const defaultsRef = useRef(defaults);
  const applied = useLiveQuery(() => loadFilterSet(name, defaultsRef.current), [name]) ?? null;
  const apply = useCallback((values: V) => saveFilterSet(name, values), [name]);
  const clear = useCallback(() => saveFilterSet(name, defaultsRef.current), [name]);
  return { applied, apply, clear };
}
