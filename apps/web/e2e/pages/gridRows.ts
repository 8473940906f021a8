import { expect, type Locator } from '@playwright/test';

/** A grid row whose cell reads exactly `text`. */
export function rowWithCell(grid: Locator, text: string): Locator {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: text, exact: true }) });
}

/**
 * Tick a row's selection box: one click, then the box is ticked. The grids' selection is held by the page, so
 * the box turns on once the page has drawn the new selection (Playwright's check() would look within the click).
 */
export async function tickRow(row: Locator): Promise<void> {
  const box = row.getByRole('checkbox');
  await box.click();
  await expect(box).toBeChecked();
}
