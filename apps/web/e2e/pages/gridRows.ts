import { expect, type Locator } from '@playwright/test';

/** A grid row whose cell reads exactly `text`. */
export function rowWithCell(grid: Locator, text: string): Locator {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: text, exact: true }) });
}

/**
 * Tick a row's selection box. The grids' selection is controlled by the page, so the box turns on after the
 * page re-renders rather than within the click (Playwright's check() would look too early).
 */
export async function tickRow(row: Locator): Promise<void> {
  const box = row.getByRole('checkbox');
  await box.click();
  await expect(box).toBeChecked();
}
