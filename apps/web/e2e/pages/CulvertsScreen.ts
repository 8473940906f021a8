import { expect, type Locator, type Page } from '@playwright/test';
import { culvertRequestFixture, inspectionRequestFixture } from '@verge/domain/testing/culvertFixture';
import { api } from '../api';

/** The culvert list and map (/culvert-asset-view): filter panel, table, download and Create New Culvert. */
export class CulvertsScreen {
  readonly grid: Locator;
  readonly filterPanel: Locator;
  readonly badge: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Culverts' });
    this.filterPanel = page.locator('.MuiAccordion-root').filter({ hasText: 'Culvert Filters' });
    this.badge = this.filterPanel.getByTestId('filter-badge');
  }

  async open(): Promise<void> {
    await this.page.goto('/culvert-asset-view');
    await expect(this.filterPanel).toBeVisible();
  }

  /** The site ids of the rows shown, sorted. */
  async siteIds(): Promise<string[]> {
    const cells = await this.grid
      .locator('.MuiDataGrid-row [data-field="site_culvert_id"]')
      .allTextContents();
    return cells.map((text) => text.replace(/Overdue$/, '')).sort();
  }

  async expectSiteIds(ids: string[]): Promise<void> {
    await expect.poll(() => this.siteIds()).toEqual([...ids].sort());
  }

  row(siteId: string): Locator {
    return this.grid.locator('.MuiDataGrid-row').filter({ hasText: siteId });
  }

  async openFilters(): Promise<void> {
    const summary = this.filterPanel.locator('.MuiAccordionSummary-root');
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  }

  /** Choose options of a multi-select group by label. */
  async choose(groupLabel: string, options: string[]): Promise<void> {
    await this.openFilters();
    const input = this.filterPanel.getByRole('combobox', { name: groupLabel, exact: true });
    for (const option of options) {
      await input.click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  /** Move a range slider's thumb ('minimum' or 'maximum') by keyboard: End/Home, then PageUp/PageDown by 10. */
  async slide(label: string, thumb: 'minimum' | 'maximum', keys: string[]): Promise<void> {
    await this.openFilters();
    const input = this.filterPanel.getByRole('slider', { name: `${label} ${thumb}` });
    await input.focus();
    for (const key of keys) await this.page.keyboard.press(key);
  }

  /** Apply, and wait until the applied chips have changed (a click during the first sync run is retried). */
  async apply(): Promise<void> {
    const before = await this.chips().allTextContents();
    await expect(async () => {
      await this.filterPanel.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => this.chips().allTextContents(), { timeout: 2_000 }).not.toEqual(before);
    }).toPass({ timeout: 15_000 });
  }

  async clearAll(): Promise<void> {
    await this.openFilters();
    await this.filterPanel.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(this.chips()).toHaveCount(0);
  }

  chips(): Locator {
    return this.filterPanel.locator('.MuiAccordionSummary-root .MuiChip-root');
  }
}

/** What a test culvert is: its site id, where, yes/no answers, measures (metres; -1 unknown). */
export interface CulvertSetup {
  site: string;
  at: [number, number];
  fish: boolean;
  markers: boolean;
  diameter: number;
  length: number;
  /** Its one inspection: risk and next inspection date; none when absent. */
  inspection?: { risk: 0 | 1 | 5 | 10; next: string };
}

/** Create culverts (inlet and outlet 0.0004° apart around `at`) and their inspections through the API. */
export async function createCulverts(
  token: string,
  userId: number,
  assetId: number,
  culverts: readonly CulvertSetup[],
): Promise<void> {
  for (const c of culverts) {
    const request = culvertRequestFixture({
      assetId,
      site_culvert_id: c.site,
      road_name: `Range Road ${c.site}`,
      is_fish_habitat: c.fish,
      has_markers: c.markers,
      length: c.length,
      diameter: c.diameter,
      inlet_location: { type: 'Point', coordinates: [c.at[0] - 0.0002, c.at[1]] },
      outlet_location: { type: 'Point', coordinates: [c.at[0] + 0.0002, c.at[1]] },
    });
    const culvert = await api('culvertsCreate', request, token);
    if (!c.inspection) continue;
    const inspection = inspectionRequestFixture({
      userId,
      culvertId: culvert.id,
      inspection_date: '2026-01-15T10:00:00.000Z',
      next_inspection_date: c.inspection.next,
      comments: `Checked ${c.site}`,
      risk_score: c.inspection.risk,
      culvertStatusId: 2,
    });
    await api('inspectionsCreate', inspection, token);
  }
}
