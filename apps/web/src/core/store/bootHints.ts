/**
 * Hints kept in localStorage for the moments before the local database answers: index.html's head script reads
 * whether someone is signed in, and a boot whose IndexedDB does not answer reads how much work was unsynced.
 * The store keeps them in step with what it holds.
 */

/** localStorage, since the head's script cannot wait for IndexedDB: set while a user token is stored. */
export const SIGNED_IN_HINT = 'verge.signedIn';
/** Keep the hint in step with the stored user token. */
export function noteSignedIn(token: string | null): void {
  try {
    if (token) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (private mode): the splash or the login form shows for a moment longer; nothing else.
  }
}

/** localStorage: how many changes the outbox held when last counted, for a boot whose local database does not answer. */
export const UNSYNCED_HINT = 'verge.unsynced';

/** Keep the count of unsynced changes where the boot can read it without IndexedDB. */
export function noteUnsynced(count: number): void {
  try {
    localStorage.setItem(UNSYNCED_HINT, String(count));
  } catch {
    // Storage refused: the stalled-storage screen then says unsynced work may be on the device.
  }
}

/** The last count of unsynced changes, or null when none was kept (never counted, or storage refused). */
export function unsyncedHint(): number | null {
  try {
    const kept = localStorage.getItem(UNSYNCED_HINT);
    const count = kept === null ? Number.NaN : Number(kept);
    return Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}
