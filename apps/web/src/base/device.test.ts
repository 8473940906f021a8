import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';
import { ChunkLoadError, loadChunk } from './lazyPage';

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

describe('chunk loading', () => {
  it('fails with a ChunkLoadError when a chunk does not arrive in time', async () => {
    await expect(loadChunk(() => new Promise(() => {}), 20)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(() => Promise.reject(new Error('404')), 1000)).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    await expect(loadChunk(() => Promise.resolve(7), 1000)).resolves.toBe(7);
  });
});
