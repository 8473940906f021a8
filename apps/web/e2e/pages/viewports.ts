import type { Page, TestInfo } from '@playwright/test';
import { expectNoSidewaysScroll } from '../layout';

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/**
 * Screenshot what is on screen at 1280 and at 390 px (files `<name>-desktop.png`, `<name>-phone.png` in the
 * test's output folder), checking at each width that nothing scrolls sideways and running `check` (a test's
 * own checks at that width) before the picture; back to 1280 px afterwards.
 */
export async function screenshotAtBothWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  check?: (width: number) => Promise<void>,
): Promise<void> {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await resizeTo(page, size);
    await expectNoSidewaysScroll(page);
    await check?.(size.width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`) });
  }
  // Settled before the test goes on: a click aimed while the grid re-measures (its resize handling is throttled to
  // 60 ms) is pressed on a button and released on whatever moved under the pointer, and clicks nothing.
  await resizeTo(page, VIEWPORTS.desktop);
}

async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // The grid measures its columns again on the frames after a resize.
  await page.waitForTimeout(300);
}
