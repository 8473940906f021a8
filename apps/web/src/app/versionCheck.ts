import { APP_VERSION } from '@verge/domain';
import { device } from '../base/device';

const RELOADED_FOR = 'verge-reloaded-for-version';

/** Fetch a newer service worker, if any, and let it take over before the reload. */
async function activateNewServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  try {
    await registration.update();
  } catch (error) {
    console.error('Service worker update failed', error);
    return;
  }
  const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let i = 0; i < 40 && registration.installing; i += 1) await waitFor(100);
  const waiting = registration.waiting;
  if (!waiting) return;
  const taken = new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, 4000);
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  await taken;
}

/**
 * The server reported its version (X-App-Version). When it differs from this build, reload to pick up the
 * new app, except on mobile. Reload once per server version per tab, so a server that is behind cannot
 * cause a reload loop.
 */
export async function onServerVersion(serverVersion: string): Promise<void> {
  if (serverVersion === APP_VERSION) return;
  if (sessionStorage.getItem(RELOADED_FOR) === serverVersion) return;
  if ((await device()).mobile) return;
  sessionStorage.setItem(RELOADED_FOR, serverVersion);
  await activateNewServiceWorker();
  window.location.reload();
}
