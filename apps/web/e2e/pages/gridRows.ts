import { expect, type Locator } from '@playwright/test';

/** A grid row whose cell reads exactly `text`. */
export function rowWithCell(grid: Locator, text: string): Locator {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: text, exact: true }) });
}

/**
 * Tick a row's selection box as a user would: click, see it ticked, and click again if it is not. The grids'
 * selection is controlled by the page, so the box turns on after the page re-renders rather than within the
 * click (Playwright's check() looks too early), and a click that lands while a sync redraws the rows can be
 * lost.
 */
export async function tickRow(row: Locator): Promise<void> {
  const box = row.getByRole('checkbox');
  await expect(async () => {
    if (!(await box.isChecked())) await box.click({ timeout: 2_000 });
    await expect(box).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
