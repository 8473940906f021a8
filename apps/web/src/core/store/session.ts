import { isLoggedIn, type TokenPayload } from '@verge/domain';
import { liveQuery } from 'dexie';
import { decodeToken, onTokenChange, primeTokens, setToken, type TokenKind } from '../api/tokens';
import { noteSignedIn, noteUnsynced } from './bootHints';
import { db, type SessionOwner, type SettingKey } from './db';
import { askToKeepStorage } from './deviceStorage';
import { forgetFilterSets } from './filterSets';
import { releaseStoreOnPageHide } from './openTransactions';
import { forgetPhotoThumbnails } from './photoThumbs';
import { writeAs } from './sessionOwner';
import { readSetting } from './settings';
import { newUuid } from './uuid';

const TOKEN_SETTING = { user: 'token', admin: 'adminToken' } as const satisfies Record<TokenKind, SettingKey>;

/** Settings a wipe keeps: the device-level notices and the separate platform-admin session. */
const KEPT_ON_WIPE: SettingKey[] = ['browserNoticeAt', 'installNoticeShown', 'adminToken'];

/** Inside a transaction over every table: clear them all (token and session included), keeping device settings. */
async function clearStore(): Promise<void> {
  const kept = await db.settings.bulkGet(KEPT_ON_WIPE);
  await Promise.all(db.tables.map((table) => table.clear()));
  forgetFilterSets();
  await db.settings.bulkPut(kept.filter((row) => row !== undefined));
}

/**
 * The stored token, session and user must agree. Anything else — a login or logout cut short, rows of another
 * user — counts as logged out and is wiped, so a reload never shows the previous user's data.
 */
export async function reconcileStore(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const [token, session, user, company] = await Promise.all([
      readSetting('token'),
      readSetting('session'),
      readSetting('user'),
      readSetting('company'),
    ]);
    const userId = decodeToken(token)?.data.userId;
    const agree =
      userId !== undefined &&
      (user === null || user.id === userId) &&
      (user === null || company === null || company.id === user.companyId);
    if (agree && session?.userId === userId) return;
    // A store written before sessions were recorded belongs to its token's user.
    if (agree && session === null)
      await db.settings.put({ key: 'session', value: { userId, epoch: newUuid() } });
    else await clearStore();
  });
}

/** A refreshed token replaces the stored one only while that is still the token it refreshes. */
async function storeRefreshedToken(kind: TokenKind, token: string | null, previous: string | null) {
  const key = TOKEN_SETTING[kind];
  await db.transaction('rw', db.settings, async () => {
    if ((await readSetting(key)) === previous) await db.settings.put({ key, value: token });
  });
}

/** Another tab's login, logout or refresh changes the stored tokens; this tab's requests and boot-screen hint follow. */
function followStoredTokens(initial: Record<TokenKind, string | null>): void {
  let last = initial;
  liveQuery(async () => ({
    user: await readSetting('token'),
    admin: await readSetting('adminToken'),
  })).subscribe({
    next: (stored) => {
      if (stored.user !== last.user) primeTokens({ user: stored.user });
      // Whoever wrote it (this tab or another), the next page load's boot screen follows the stored token.
      noteSignedIn(stored.user);
      if (stored.admin !== last.admin) primeTokens({ admin: stored.admin });
      last = stored;
    },
    error: (error: unknown) => console.error('Watching the stored tokens failed', error),
  });
}

/** The count of unsynced changes, kept outside IndexedDB for a boot that finds the local database not answering. */
function followUnsyncedCount(): void {
  liveQuery(() => db.outbox.count()).subscribe({
    next: noteUnsynced,
    error: (error: unknown) => console.error('Counting the unsynced changes failed', error),
  });
}

let booted = false;

/** Check the store, load its tokens into the request layer and keep the two in step; let go of it as the page leaves. */
export async function bootSession(): Promise<void> {
  if (booted) return;
  booted = true;
  releaseStoreOnPageHide(db);
  await reconcileStore().catch((error: unknown) => console.error('Checking the local store failed', error));
  const [user, admin] = await Promise.all([readSetting('token'), readSetting('adminToken')]);
  primeTokens({ user, admin });
  onTokenChange((kind, token, previous) => {
    storeRefreshedToken(kind, token, previous).catch((error: unknown) =>
      console.error('Saving the refreshed token failed', error),
    );
  });
  followStoredTokens({ user, admin });
  followUnsyncedCount();
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

/**
 * Start the session of a user who has just logged in, before their first pull. Anyone else's data goes first, so
 * the first pull is a full one into an empty store; the same user logging in again (an expired token) keeps
 * theirs, unsynced work included. The fresh epoch drops whatever the previous session still has in flight. The
 * browser is asked to keep the store (askToKeepStorage), so it is not cleared when space runs low.
 */
export async function beginSession(userId: number): Promise<SessionOwner> {
  const owner: SessionOwner = { userId, epoch: newUuid() };
  const wiped = await db.transaction('rw', db.tables, async () => {
    const another = (await readSetting('session'))?.userId !== userId;
    if (another) await clearStore();
    await db.settings.put({ key: 'session', value: owner });
    return another;
  });
  if (wiped) await forgetPhotoThumbnails();
  // Not awaited: Firefox asks the user, and the login goes on meanwhile.
  void askToKeepStorage();
  return owner;
}

/** Store the token of a session begun by beginSession, unless a logout or another login came meanwhile. */
export async function storeLoginToken(owner: SessionOwner, token: string): Promise<boolean> {
  const stored = await writeAs(owner, [], async () => {
    await db.settings.put({ key: 'token', value: token });
    return true;
  });
  setToken('user', stored ? token : await readSetting('token'));
  return stored === true;
}

/**
 * Log out (spec 2 §4): clear all local data and filters, reset to the vegetation tool, clear map position and
 * zoom, clear the token — all in one transaction, so no reload can catch it half done. The shell warns first when
 * unsynced data exists.
 */
export async function logout(): Promise<void> {
  await db.transaction('rw', db.tables, clearStore);
  // After the wipe: the stored token is no longer the one this replaces, so nothing persists or restores it.
  setToken('user', null);
  await forgetPhotoThumbnails();
}
