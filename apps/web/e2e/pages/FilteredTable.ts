import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOptions } from './choose';
import { tickRow } from './gridRows';

/** A list screen's filter panel and table (DataTable with FilterPanel), as the issue and culvert lists have. */
export class FilteredTable {
  readonly grid: Locator;
  readonly filterPanel: Locator;

  constructor(
    readonly page: Page,
    gridName: string,
  ) {
    this.grid = page.getByRole('grid', { name: gridName });
    this.filterPanel = page.locator('.MuiAccordion-root').filter({ hasText: 'Filters' });
  }

  /** Data rows of the table (the header row left out). */
  rows(): Locator {
    return this.grid.locator('.MuiDataGrid-row');
  }

  /** The data row whose Verge Id cell (or any cell) holds the text. */
  row(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** The row of an issue by its id (DataGrid keeps the row id in data-id). */
  rowById(id: number): Locator {
    return this.grid.locator(`.MuiDataGrid-row[data-id="${id}"]`);
  }

  /** The total row count from the table footer ("1–100 of 437"). */
  async total(): Promise<number> {
    const footer = this.page.locator('.MuiTablePagination-displayedRows');
    if ((await this.rows().count()) === 0) return 0;
    const text = (await footer.textContent()) ?? '';
    const match = /of\s+(\d+)/.exec(text);
    return match ? Number(match[1]) : 0;
  }

  async expectTotal(check: (n: number) => boolean, message: string): Promise<number> {
    let last = -1;
    const seen = new Set<number>();
    try {
      await expect
        .poll(
          async () => {
            last = await this.total();
            seen.add(last);
            return check(last);
          },
          { message },
        )
        .toBe(true);
    } catch (error) {
      // The counts the table went through are what a failure needs to be read.
      throw new Error(`${message}: the table showed ${[...seen].join(', then ')}`, { cause: error });
    }
    return last;
  }

  /** The values of one column over the rows shown (first page). */
  async columnValues(field: string): Promise<string[]> {
    return this.grid.locator(`.MuiDataGrid-row [data-field="${field}"]`).allTextContents();
  }

  /**
   * Open the filter panel and wait until it has finished opening: a click aimed at a control still sliding into
   * view first scrolls the half-open panel's clipped content to it, and lands on whatever the growing panel then
   * moves under the pointer.
   */
  async openFilters(): Promise<void> {
    const summary = this.filterPanel.locator('.MuiAccordionSummary-root');
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
    await expect(this.filterPanel.locator('.MuiCollapse-root').first()).toHaveClass(/MuiCollapse-entered/);
  }

  /** Choose options of a multi-select filter group by label. */
  async choose(groupLabel: string, options: string[]): Promise<void> {
    await this.openFilters();
    await chooseOptions(this.filterPanel.getByRole('combobox', { name: groupLabel, exact: true }), options);
  }

  async fillText(label: string, value: string): Promise<void> {
    await this.openFilters();
    await this.filterPanel.getByLabel(label, { exact: true }).fill(value);
  }

  /** Apply the panel's choices and wait until the applied chips show them. */
  async apply(): Promise<void> {
    const before = await this.chips().allTextContents();
    await this.filterPanel.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => this.chips().allTextContents()).not.toEqual(before);
  }

  /**
   * Clear the applied filters (nothing to do when none is applied). The chips going is the proof it landed; the
   * panel's inputs reset once the cleared set is read back, and only then is it ready for new choices.
   */
  async clearAll(): Promise<void> {
    await this.openFilters();
    if ((await this.chips().count()) === 0) return;
    await this.filterPanel.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(this.chips()).toHaveCount(0);
  }

  /** The chips of the applied filters (in the panel's header). */
  chips(): Locator {
    return this.filterPanel.locator('.MuiAccordionSummary-root .MuiChip-root');
  }

  /** Tick a row's selection checkbox. */
  async select(row: Locator): Promise<void> {
    await tickRow(row);
  }

  action(row: Locator, label: string): Locator {
    return row.getByRole('button', { name: label, exact: true });
  }
}
