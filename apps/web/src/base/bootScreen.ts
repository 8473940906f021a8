import { SPLASH_FADE_MS } from '@verge/domain';
import { SIGNED_IN_HINT } from '../core/bootHints';

/**
 * What shows before the app has run: index.html holds a splash (the wordmark) and the login page rendered at
 * build time (`features/login/loginShell.tsx`), form disabled. A small script in the page's head picks one before
 * the first paint — the login page on the login paths while no one is signed in on this device, else the splash —
 * so a person who opens the app on a phone sees the login form at once, not after the scripts have loaded and run.
 * Both go when the app's first screen is drawn.
 */
export const SPLASH_ID = 'splash';
export const LOGIN_SHELL_ID = 'login-shell';
export const LOGIN_PATHS = ['/', '/login'] as const;

/** The head's script: marks <html data-boot="login"> or "splash" (index.html's style shows the one chosen). */
export const BOOT_SCREEN_SCRIPT = `(function () {
  var login = ${JSON.stringify(LOGIN_PATHS)}.indexOf(location.pathname) >= 0;
  try { if (localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT)})) login = false; } catch (e) {}
  document.documentElement.setAttribute('data-boot', login ? 'login' : 'splash');
})();`;

/** The app's first screen is drawn: the login shell goes at once (the page drawn is the same), the splash fades. */
export function dismissBootScreen(): void {
  document.getElementById(LOGIN_SHELL_ID)?.remove();
  const splash = document.getElementById(SPLASH_ID);
  if (!splash || splash.classList.contains('hidden')) return;
  splash.classList.add('hidden');
  setTimeout(() => splash.remove(), SPLASH_FADE_MS);
}
