import { isLoggedIn, type TokenPayload } from '@verge/domain';
import { decodeToken, onTokenChange, primeTokens, setToken } from '../api/tokens';
import { clearAssetCache } from './cache';
import { db, SETTING_DEFAULTS, type SettingKey } from './db';
import { getSetting, setSetting, setSettings } from './settings';

let booted = false;

/** Load the stored tokens into the request layer and keep the store in step with refreshed tokens. */
export async function bootSession(): Promise<void> {
  if (booted) return;
  booted = true;
  const [token, adminToken] = await Promise.all([getSetting('token'), getSetting('adminToken')]);
  primeTokens({ user: token, admin: adminToken });
  onTokenChange((kind, value) => void setSetting(kind === 'user' ? 'token' : 'adminToken', value));
}

/** Logged in: a token that is present, unexpired (in seconds) and carries a user id (spec 2 §4). */
export function loginState(
  token: string | null | undefined,
  nowMs = Date.now(),
): {
  loggedIn: boolean;
  payload: TokenPayload | null;
} {
  const payload = decodeToken(token);
  return { loggedIn: !!payload && !payload.data.isSuper && isLoggedIn(payload, nowMs), payload };
}

/** Store a fresh login token; the caller then pulls the user's data. */
export async function storeLoginToken(token: string): Promise<void> {
  // The request layer first: storing it shows the shell, whose first calls need the token.
  setToken('user', token);
  await setSetting('token', token);
}

/** Settings a logout keeps: the device-level browser notice and the separate platform-admin session. */
const KEPT_ON_LOGOUT: SettingKey[] = ['browserNoticeAt', 'adminToken'];

/**
 * Log out (spec 2 §4): clear all local data and filters, reset to the vegetation tool, clear map position
 * and zoom, clear the token. The shell warns first when unsynced data exists.
 */
export async function logout(): Promise<void> {
  setToken('user', null);
  await db.transaction('rw', db.tables, async () => {
    const kept = await db.settings.bulkGet(KEPT_ON_LOGOUT);
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.settings.bulkPut(kept.filter((row) => row !== undefined));
  });
  await setSettings({
    loggedIntoVegeLogic: SETTING_DEFAULTS.loggedIntoVegeLogic,
    loggedIntoCulvertLogic: SETTING_DEFAULTS.loggedIntoCulvertLogic,
    mapPosition: null,
    token: null,
  });
}

/** Select another asset: save the selection, reset its update time, clear cached asset data, filters and map position. */
export async function selectAsset(assetId: number): Promise<void> {
  await db.transaction(
    'rw',
    [
      db.settings,
      db.markers,
      db.filterSets,
      db.areas,
      db.issues,
      db.subAssets,
      db.assetSpecies,
      db.culverts,
      db.inspections,
    ],
    async () => {
      await db.settings.bulkPut([
        { key: 'selectedAssetId', value: assetId },
        { key: 'mapPosition', value: null },
      ]);
      await db.markers.put({ key: String(assetId), since: null });
      await db.filterSets.clear();
      await clearAssetCache();
    },
  );
}
