import type { Page } from '@playwright/test';

/**
 * Move within the app without loading the page again: the router follows a history entry it is told about. A
 * route the user may not open sends them on, so where the page ends is the caller's to check.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = {
      usr: null,
      key: Math.random().toString(36).slice(2, 10),
      idx: (history.state?.idx ?? 0) + 1,
    };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}
