import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page scrolls sideways. Polled, because a viewport change reaches the layout a frame or more
 * later (media queries re-render React, MapLibre resizes its canvas from a ResizeObserver).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page scrolls sideways',
    })
    .toBeLessThanOrEqual(0);
}
