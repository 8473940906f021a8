import { describe, expect, it } from 'vitest';
import { detectDevice } from '../base/device';
import { shouldSuggestBrowser, shouldSuggestInstall } from './DeviceNoticeDialog';

const DAY = 24 * 3600 * 1000;

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
