import { useLiveQuery } from 'dexie-react-hooks';
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

/** Every setting at once; undefined while loading. */
export function useSettings(): Settings | undefined {
  return useLiveQuery(async () => {
    const rows = await db.settings.toArray();
    const settings: Settings = { ...SETTING_DEFAULTS };
    for (const row of rows) (settings as unknown as Record<string, unknown>)[row.key] = row.value;
    return settings;
  }, []);
}
