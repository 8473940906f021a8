import { SPLASH_FADE_MS } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSignedIn, SIGNED_IN_HINT } from '../core/bootHints';
import { BOOT_SCREEN_SCRIPT, dismissBootScreen, LOGIN_SHELL_ID, SPLASH_ID } from './bootScreen';

/** What index.html's head script chooses on `path`. */
function bootScreenAt(path: string): string | null {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-boot');
  new Function(BOOT_SCREEN_SCRIPT)();
  return document.documentElement.getAttribute('data-boot');
}

describe('boot screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('shows the login page on the login paths while no one is signed in, else the splash', () => {
    expect(bootScreenAt('/')).toBe('login');
    expect(bootScreenAt('/login')).toBe('login');
    expect(bootScreenAt('/dashboard')).toBe('splash');
    expect(bootScreenAt('/reset-password-form?x=token')).toBe('splash');
    noteSignedIn('a.b.c');
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBe('1');
    expect(bootScreenAt('/')).toBe('splash');
    noteSignedIn(null);
    expect(localStorage.getItem(SIGNED_IN_HINT)).toBeNull();
    expect(bootScreenAt('/')).toBe('login');
  });

  it('takes the login page away at once and fades the splash out, once', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div id="${SPLASH_ID}">VERGE</div><div id="${LOGIN_SHELL_ID}"><form></form></div>`;
    dismissBootScreen();
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
    const splash = document.getElementById(SPLASH_ID);
    expect(splash?.classList.contains('hidden')).toBe(true);
    dismissBootScreen();
    vi.advanceTimersByTime(SPLASH_FADE_MS);
    expect(document.getElementById(SPLASH_ID)).toBeNull();
    // Nothing left to take away: no error.
    dismissBootScreen();
  });
});
