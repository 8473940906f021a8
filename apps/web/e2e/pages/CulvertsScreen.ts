import { expect, type Locator, type Page } from '@playwright/test';
import { culvertRequestFixture, inspectionRequestFixture } from '@verge/domain/testing/culvertFixture';
import { api } from '../api';
import { FilteredTable } from './FilteredTable';

/** The culvert list and map (/culvert-asset-view): filter panel, table, download and Create New Culvert. */
export class CulvertsScreen extends FilteredTable {
  readonly badge: Locator;

  constructor(page: Page) {
    super(page, 'Culverts');
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

  /** Move a range slider's thumb ('minimum' or 'maximum') by keyboard: End/Home, then PageUp/PageDown by 10. */
  async slide(label: string, thumb: 'minimum' | 'maximum', keys: string[]): Promise<void> {
    await this.openFilters();
    const input = this.filterPanel.getByRole('slider', { name: `${label} ${thumb}` });
    await input.focus();
    for (const key of keys) await this.page.keyboard.press(key);
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
