import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { IssuesScreen } from './pages/IssuesScreen';
import { logInAs } from './pages/session';

test('issues table: rows ticked with the mouse and the keyboard, counted, select-all takes the searched rows only', async ({
  page,
}) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const screen = new IssuesScreen(page);
  await screen.open();
  await screen.showTable();
  const count = page.getByText(/^\d+ selected$/);
  const rows = screen.rows();
  await expect(rows.first()).toBeVisible();
  await expect(count).toHaveCount(0);

  // Tab reaches the header checkbox; Space there selects every selectable row the search lets through.
  const selectAll = screen.grid.getByRole('checkbox', { name: /select all/i });
  const search = page.getByPlaceholder(/^Search area/);
  const area = await firstArea(screen);
  const all = await screen.total();
  await search.fill(area);
  // The rows drawn first may all be of that area already: wait for the footer's total to drop.
  await screen.expectTotal((n) => n > 0 && n < all, 'the search keeps fewer rows');
  await expect(rows.filter({ hasNotText: area })).toHaveCount(0);
  await search.press('Tab');
  await expect(async () => {
    // The header cell holding the checkbox takes the focus (the grid's one tab stop).
    if (await selectAll.evaluate((el) => document.activeElement?.contains(el) ?? false)) return;
    await page.keyboard.press('Tab');
    throw new Error('the header checkbox is not focused yet');
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  const ticked = screen.grid.locator('.MuiDataGrid-row input[type="checkbox"]:checked');
  const selectable = screen.grid.locator('.MuiDataGrid-row input[type="checkbox"]:not([disabled])');
  await expect(ticked).toHaveCount(await selectable.count());
  await expect(count).toBeVisible();
  const selected = Number((await count.textContent())?.split(' ')[0]);
  expect(selected).toBeGreaterThan(0);
  expect(selected).toBeLessThanOrEqual(await screen.total());

  // Rows of other areas were not taken: without the search the count stays, their boxes unticked.
  await search.fill('');
  await expect(count).toHaveText(`${selected} selected`);
  const others = rows.filter({ hasNotText: area });
  await expect(others.locator('input[type="checkbox"]:checked')).toHaveCount(0);

  // The mouse ticks a row of another area (sorted the other way, so that one is on screen); Space on its
  // checkbox unticks it again.
  await screen.grid.getByRole('columnheader', { name: /^Area Name/ }).click();
  await expect(rows.first()).not.toContainText(area);
  const other = others.filter({ has: page.locator('input[type="checkbox"]:not([disabled])') }).first();
  await other.getByRole('checkbox').click();
  await expect(count).toHaveText(`${selected + 1} selected`);
  await other.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(count).toHaveText(`${selected} selected`);
});

/**
 * The first area named in the table's rows (a search that keeps a few rows). Waited for: a row is on screen a
 * moment before its cells are filled, and an issue recorded outside every area (another test's, on this
 * worker's server) has none; searching '' would keep every row.
 */
async function firstArea(screen: IssuesScreen): Promise<string> {
  let area = '';
  await expect
    .poll(async () => {
      const names = await screen.rows().locator('[data-field="area"]').allTextContents();
      area = names.map((name) => name.trim()).find((name) => name !== '') ?? '';
      return area;
    })
    .not.toBe('');
  return area;
}
