import { expect, type Locator, type Page } from '@playwright/test';

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Press Tab (or Shift+Tab) until the target has the focus, at most `limit` times: the control is reachable from
 * the keyboard, and within that many stops.
 */
export async function tabTo(page: Page, target: Locator, limit = 40, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by ${limit} × ${key}`).toBeFocused({ timeout: 1 });
}

/** Open a select (combobox) with the keyboard and choose an option by moving down the list to it. */
export async function chooseByKeys(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('option', { name: option, exact: true }), 40, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

/** Type into a searchable multi-select, take the first match with the arrow keys, then close its list. */
export async function pickByKeys(page: Page, input: Locator, search: string, option: string): Promise<void> {
  await tabTo(page, input);
  await page.keyboard.type(search);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: option, exact: true })).toHaveClass(/Mui-focused/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}
