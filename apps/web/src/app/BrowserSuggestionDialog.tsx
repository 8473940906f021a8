import { BROWSER_NOTICE_DAYS } from '@verge/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getSetting, setSetting } from '../local/settings';
import { device } from './device';
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

/** The dialog itself loads only on the rare browser that gets it. */
const BrowserSuggestionNotice = lazy(() => import('./BrowserSuggestionNotice'));

/** 'Browser Suggestion': checks the browser once per start and shows the notice when it applies. */
export function BrowserSuggestionDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // The user-agent parser loads and runs once the first screen is up.
    const stopWaiting = whenIdle(async () => {
      const [info, lastShownAt] = await Promise.all([device(), getSetting('browserNoticeAt')]);
      if (cancelled || !shouldSuggestBrowser(info, lastShownAt)) return;
      await setSetting('browserNoticeAt', Date.now());
      setOpen(true);
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BrowserSuggestionNotice onClose={() => setOpen(false)} />
    </Suspense>
  );
}
