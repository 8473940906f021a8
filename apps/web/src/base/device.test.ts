import { describe, expect, it } from 'vitest';
import { shouldSuggestBrowser, shouldSuggestInstall } from '../app/DeviceNoticeDialog';
import { detectDevice } from './device';
import { ChunkLoadError, loadChunk } from './lazyPage';

const DAY = 24 * 3600 * 1000;

describe('device detection', () => {
  it('knows supported desktop browsers', async () => {
    const chrome = await detectDevice({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    });
    expect(chrome).toEqual({ browser: 'Chrome', mobile: false, supported: true, installed: false });
    const opera = await detectDevice({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/124.0.0.0',
    });
    expect(opera.supported).toBe(false);
  });

  it('counts phones, tablets, iOS and an iPad that says it is a Mac as mobile', async () => {
    const android = await detectDevice({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
    });
    expect(android.mobile).toBe(true);
    const ipadAsMac = await detectDevice({
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      platform: 'MacIntel',
      maxTouchPoints: 5,
    });
    expect(ipadAsMac.mobile).toBe(true);
    const mac = await detectDevice({
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      platform: 'MacIntel',
      maxTouchPoints: 0,
    });
    expect(mac.mobile).toBe(false);
  });
});

describe('browser suggestion', () => {
  const now = Date.UTC(2026, 0, 10);
  it('shows for an unsupported desktop browser at most every 7 days', () => {
    expect(shouldSuggestBrowser({ supported: false, mobile: false }, null, now)).toBe(true);
    expect(shouldSuggestBrowser({ supported: false, mobile: false }, now - 6 * DAY, now)).toBe(false);
    expect(shouldSuggestBrowser({ supported: false, mobile: false }, now - 7 * DAY, now)).toBe(true);
  });
  it('never shows on mobile or a supported browser', () => {
    expect(shouldSuggestBrowser({ supported: false, mobile: true }, null, now)).toBe(false);
    expect(shouldSuggestBrowser({ supported: true, mobile: false }, null, now)).toBe(false);
  });
});

describe('install suggestion', () => {
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  it('shows once in Safari in a tab, which deletes site data after 7 days away', async () => {
    const tab = await detectDevice({ userAgent: IPHONE_SAFARI }, false);
    expect(tab).toMatchObject({ browser: 'Mobile Safari', installed: false });
    expect(shouldSuggestInstall(tab, false)).toBe(true);
    expect(shouldSuggestInstall(tab, true)).toBe(false);
  });
  it('never shows once installed (home screen or dock), nor in other browsers', async () => {
    const homeScreen = await detectDevice({ userAgent: IPHONE_SAFARI, standalone: true }, false);
    expect(homeScreen.installed).toBe(true);
    expect(shouldSuggestInstall(homeScreen, false)).toBe(false);
    expect(shouldSuggestInstall({ browser: 'Safari', installed: true }, false)).toBe(false);
    expect(shouldSuggestInstall({ browser: 'Firefox', installed: false }, false)).toBe(false);
    expect(shouldSuggestInstall({ browser: 'Chrome', installed: false }, false)).toBe(false);
  });
});

describe('chunk loading', () => {
  it('fails with a ChunkLoadError when a chunk does not arrive in time', async () => {
    await expect(loadChunk(() => new Promise(() => {}), 20)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(() => Promise.reject(new Error('404')), 1000)).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    await expect(loadChunk(() => Promise.resolve(7), 1000)).resolves.toBe(7);
  });
});
