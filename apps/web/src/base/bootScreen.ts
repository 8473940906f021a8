import { SPLASH_FADE_MS } from '@verge/domain';

/**
 * What shows before the app has run: index.html holds a splash (the wordmark) and the login page rendered at
 * build time (`features/login/loginShell.tsx`), form disabled. A small script in the page's head picks one before
 * the first paint — the login page on the login paths while no one is signed in on this device, else the splash —
 * so a person who opens the app on a phone sees the login form at once, not after the scripts have loaded and run.
 * Both go when the app's first screen is drawn.
 */
export const SPLASH_ID = 'splash';
export const LOGIN_SHELL_ID = 'login-shell';
/** localStorage, since the head's script cannot wait for IndexedDB: set while a user token is stored. */
export const SIGNED_IN_HINT = 'verge.signedIn';
export const LOGIN_PATHS = ['/', '/login'] as const;

/** The head's script: marks <html data-boot="login"> or "splash" (index.html's style shows the one chosen). */
export const BOOT_SCREEN_SCRIPT = `(function () {
  var login = ${JSON.stringify(LOGIN_PATHS)}.indexOf(location.pathname) >= 0;
  try { if (localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT)})) login = false; } catch (e) {}
  document.documentElement.setAttribute('data-boot', login ? 'login' : 'splash');
})();`;

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

/** The app's first screen is drawn: the login shell goes at once (the page drawn is the same), the splash fades. */
export function dismissBootScreen(): void {
  document.getElementById(LOGIN_SHELL_ID)?.remove();
  const splash = document.getElementById(SPLASH_ID);
  if (!splash || splash.classList.contains('hidden')) return;
  splash.classList.add('hidden');
  setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}
