import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useRef } from 'react';
import {
  type FilterValues,
  lastReadFilterValues,
  readFilterValues,
  writeFilterValues,
} from '../../core/filterSets';

export async function loadFilterSet<V extends FilterValues>(name: string, defaults: V): Promise<V> {
  try {
    const values = await readFilterValues(name);
    return values ? ({ ...defaults, ...values } as V) : defaults;
  } catch (error) {
    console.error(`Reading filter set ${name} failed`, error);
    return defaults;
  }
}

export async function saveFilterSet(name: string, values: FilterValues): Promise<void> {
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
