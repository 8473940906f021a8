import { registerSW } from 'virtual:pwa-register';
import { device } from './base/device';

let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Register the service worker that precaches the app shell and every chunk (map worker included), so a
 * reload with no network opens the app. A new version takes over and reloads the page, except on mobile
 * where it waits for the next start.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      void device().then((info) => {
        if (!info.mobile) void applyUpdate?.(true);
      });
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
