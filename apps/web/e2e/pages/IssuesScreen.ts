import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CreateIssueRequest } from '@verge/domain';
import { issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { userToken } from '../api';
import { DEMO_PASSWORD } from '../env';

/** The vegetation issues screen: tabs, filter panel, table, toolbar and row actions. */
export class IssuesScreen {
  readonly grid: Locator;
  readonly filterPanel: Locator;
  readonly deleteButton: Locator;
  readonly downloadButton: Locator;
  readonly enterDataButton: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Vegetation issues' });
    this.filterPanel = page.locator('.MuiAccordion-root').filter({ hasText: 'Filters' });
    this.deleteButton = page.getByRole('button', { name: 'Delete Selected' });
    this.downloadButton = page.getByRole('button', { name: 'Download' });
    this.enterDataButton = page.getByRole('button', { name: 'Enter Data' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/vegetation-issues${query}`);
    // A link may open an issue's dialog at once, hiding the page from the accessibility tree.
    await expect(this.page.getByRole('tab', { name: 'Table', includeHidden: true })).toBeAttached();
  }

  tab(name: 'Map' | 'Table'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Switch to the table tab and wait for rows (or the empty table). */
  async showTable(): Promise<void> {
    await this.tab('Table').click();
    await expect(this.tab('Table')).toHaveAttribute('aria-selected', 'true');
    await expect(this.grid).toBeVisible();
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

  /**
   * Open the Download Issues dialog. A click that lands while the freshly opened page is still settling (the
   * first sync run re-renders it) is tried again rather than failing the test.
   */
  async openDownload(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Download Issues' });
    await expect(async () => {
      if (!(await dialog.isVisible())) await this.downloadButton.click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
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
    await expect
      .poll(
        async () => {
          last = await this.total();
          return check(last);
        },
        { message },
      )
      .toBe(true);
    return last;
  }

  /** The values of one column over the rows shown (first page). */
  async columnValues(field: string): Promise<string[]> {
    return this.grid.locator(`.MuiDataGrid-row [data-field="${field}"]`).allTextContents();
  }

  async openFilters(): Promise<void> {
    const summary = this.filterPanel.locator('.MuiAccordionSummary-root');
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  }

  /** Choose options of a multi-select filter group by label. */
  async choose(groupLabel: string, options: string[]): Promise<void> {
    await this.openFilters();
    const input = this.filterPanel.getByRole('combobox', { name: groupLabel, exact: true });
    for (const option of options) {
      await input.click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  async fillText(label: string, value: string): Promise<void> {
    await this.openFilters();
    await this.filterPanel.getByLabel(label, { exact: true }).fill(value);
  }

  /**
   * Apply the panel's choices and wait until the applied chips show them. A click that lands while the freshly
   * opened page is still settling (its first sync run re-reads the saved set) is tried again.
   */
  async apply(): Promise<void> {
    const before = await this.chips().allTextContents();
    await expect(async () => {
      await this.filterPanel.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => this.chips().allTextContents(), { timeout: 2_000 }).not.toEqual(before);
    }).toPass({ timeout: 15_000 });
  }

  /** Clear the applied filters (nothing to do when none is applied). */
  async clearAll(): Promise<void> {
    await this.openFilters();
    if ((await this.chips().count()) === 0) return;
    await this.filterPanel.getByRole('button', { name: 'Clear All Filters' }).click();
    // The panel's inputs reset once the cleared set is read back; only then is it ready for new choices.
    await expect(this.chips()).toHaveCount(0);
  }

  /** The chips of the applied filters (in the panel's header). */
  chips(): Locator {
    return this.filterPanel.locator('.MuiAccordionSummary-root .MuiChip-root');
  }

  action(row: Locator, label: string): Locator {
    return row.getByRole('button', { name: label, exact: true });
  }

  /** Tick a row's selection checkbox. */
  async select(row: Locator): Promise<void> {
    await row.getByRole('checkbox').check();
  }
}

/** A demo user's token and id, for calls made beside the browser. */
export async function apiUser(username: string) {
  const token = await userToken(username, DEMO_PASSWORD);
  const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).data as {
    userId: number;
  };
  return { token, userId };
}

/**
 * A new issue in the given area, recorded through the API by the given user, inspected now (so it sorts first):
 * the shared valid request fixture with a fresh uuid; override what a test is about.
 */
export function issueRequest(
  areaId: number,
  userId: number,
  comments: string,
  overrides: Partial<CreateIssueRequest> = {},
): CreateIssueRequest {
  return issueRequestFixture({
    uuid: randomUUID(),
    inspection_date: new Date().toISOString(),
    areaId,
    userId,
    comments,
    ...overrides,
  });
}
