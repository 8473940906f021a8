import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import { db, SETTING_DEFAULTS, type SettingKey, type Settings } from './db';

/** A setting as stored, a failed read thrown: for checks that must not take a read error for the default. */
export async function readSetting<K extends SettingKey>(key: K): Promise<Settings[K]> {
  const row = await db.settings.get(key);
  return row ? (row.value as Settings[K]) : SETTING_DEFAULTS[key];
}

export async function getSetting<K extends SettingKey>(key: K): Promise<Settings[K]> {
  try {
    return await readSetting(key);
  } catch (error) {
    // Local database errors are logged and swallowed (spec 2 §8).
    console.error(`Reading setting ${key} failed`, error);
    return SETTING_DEFAULTS[key];
  }
}

export async function setSetting<K extends SettingKey>(key: K, value: Settings[K]): Promise<void> {
  try {
    await db.settings.put({ key, value });
  } catch (error) {
    console.error(`Saving setting ${key} failed`, error);
  }
}

export async function setSettings(values: Partial<Settings>): Promise<void> {
  try {
    await db.settings.bulkPut(
      (Object.keys(values) as SettingKey[]).map((key) => ({
        key,
        value: values[key] as Settings[SettingKey],
      })),
    );
  } catch (error) {
    console.error('Saving settings failed', error);
  }
}

/** A setting as live state; undefined only while the first read is in flight. */
export function useSetting<K extends SettingKey>(key: K): Settings[K] | undefined {
  return useLiveQuery(() => getSetting(key), [key]);
}

/** Whether two values read from the store (plain objects, arrays, primitives) hold the same data. */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((key) => Object.hasOwn(y, key) && sameStoredValue(x[key], y[key]));
}

/**
 * The settings just read, sharing every unchanged value with the previous read (the previous object itself when
 * nothing changed): a sync that rewrites the same relations or user, or a write of one setting, then leaves the
 * other values' identities alone, so memoised work keyed on them (filter groups over 50,000 issues) is not redone.
 */
export function keepUnchanged(previous: Settings | undefined, next: Settings): Settings {
  if (!previous) return next;
  let changed = false;
  const merged = { ...next } as Record<SettingKey, unknown>;
  for (const key of Object.keys(next) as SettingKey[]) {
    if (sameStoredValue(previous[key], next[key])) merged[key] = previous[key];
    else changed = true;
  }
  return changed ? (merged as Settings) : previous;
}

/** Every setting at once; undefined while loading. */
export function useSettings(): Settings | undefined {
  const last = useRef<Settings | undefined>(undefined);
  return useLiveQuery(async () => {
    const rows = await db.settings.toArray();
    const settings: Settings = { ...SETTING_DEFAULTS };
    for (const row of rows) (settings as unknown as Record<string, unknown>)[row.key] = row.value;
    last.current = keepUnchanged(last.current, settings);
    return last.current;
  }, []);
}
