import { useLiveQuery } from 'dexie-react-hooks';

/**
 * A live read of the local store for one key; undefined until the read of the current key answers. Dexie's
 * useLiveQuery keeps the previous key's result while the next one loads, so a screen would show another
 * key's rows (an empty list, zero counts) as if they were this key's.
 */
export function useKeyedLiveQuery<K, T>(key: K, read: (key: K) => Promise<T> | T): T | undefined {
  const result = useLiveQuery(async () => ({ key, value: await read(key) }), [key]);
  return result !== undefined && Object.is(result.key, key) ? result.value : undefined;
}
