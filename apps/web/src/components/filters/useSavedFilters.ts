import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * A saved filter set: restored from the local store and applied as soon as it is read (filters apply
 * automatically on open); apply saves and applies; clear resets to the defaults, saves and applies.
 * `applied` is null until the saved set has been read.
 */
export function useSavedFilters<V extends FilterValues>(name: string, defaults: V) {
  const defaultsRef = useRef(defaults);
  const [applied, setApplied] = useState<V | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadFilterSet(name, defaultsRef.current).then((values) => {
      if (!cancelled) setApplied(values);
    });
    return () => {
      cancelled = true;
    };
  }, [name]);
  const apply = useCallback(
    async (values: V) => {
      setApplied(values);
      await saveFilterSet(name, values);
    },
    [name],
  );
  const clear = useCallback(async () => {
    setApplied(defaultsRef.current);
    await saveFilterSet(name, defaultsRef.current);
  }, [name]);
  return { applied, apply, clear };
}
