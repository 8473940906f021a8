import { BROWSER_NOTICE_DAYS } from '@verge/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type DeviceInfo, device } from '../base/device';
import { useSession } from '../base/session';
import { getSetting, setSetting } from '../core/settings';
import type { DeviceNoticeKind } from './DeviceNotice';
import { whenIdle } from './idle';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shown when the browser is unsupported and the device is not mobile, at most once every 7 days. */
export function shouldSuggestBrowser(
  info: { supported: boolean; mobile: boolean },
  lastShownAt: number | null,
  nowMs = Date.now(),
): boolean {
  if (info.supported || info.mobile) return false;
  return lastShownAt === null || nowMs - lastShownAt >= BROWSER_NOTICE_DAYS * DAY_MS;
}

/** Safari in a tab (not installed) deletes a site's data after 7 days without a visit: said once per device. */
export function shouldSuggestInstall(
  info: Pick<DeviceInfo, 'browser' | 'installed'>,
  shown: boolean,
): boolean {
  return !shown && !info.installed && (info.browser === 'Safari' || info.browser === 'Mobile Safari');
}

/** The dialog itself loads only on the rare device that gets it. */
const DeviceNotice = lazy(() => import('./DeviceNotice'));

/**
 * 'Browser Suggestion', or Safari's 'Keep your work on this device': checked once the first screen is up, and again
 * once someone is signed in (the install notice speaks of their work, so it waits for a login), shown when it applies.
 */
export function DeviceNoticeDialog() {
  const { loggedIn } = useSession();
  const [kind, setKind] = useState<DeviceNoticeKind | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The user-agent parser loads and runs once the first screen is up.
    const stopWaiting = whenIdle(async () => {
      const [info, lastShownAt, installShown] = await Promise.all([
        device(),
        getSetting('browserNoticeAt'),
        getSetting('installNoticeShown'),
      ]);
      if (cancelled) return;
      if (shouldSuggestBrowser(info, lastShownAt)) {
        await setSetting('browserNoticeAt', Date.now());
        setKind('browser');
      } else if (loggedIn && shouldSuggestInstall(info, installShown)) {
        await setSetting('installNoticeShown', true);
        setKind('install');
      }
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [loggedIn]);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <DeviceNotice kind={kind} onClose={() => setKind(null)} />
    </Suspense>
  );
}
