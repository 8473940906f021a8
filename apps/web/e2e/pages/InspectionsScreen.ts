import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CreateCulvertRequest, CreateInspectionRequest } from '@verge/domain';
import { culvertRequestFixture, inspectionRequestFixture } from '@verge/domain/testing/culvertFixture';
import { FilteredTable } from './FilteredTable';
import type { Shell } from './Shell';

/** The culvert inspections screen (/culvert-inspections): filter panel, table, toolbar and row actions. */
export class InspectionsScreen extends FilteredTable {
  readonly deleteButton: Locator;
  readonly enterDataButton: Locator;
  readonly badge: Locator;

  constructor(page: Page) {
    super(page, 'Culvert inspections');
    this.deleteButton = page.getByRole('button', { name: 'Delete Selected Inspections' });
    this.enterDataButton = page.getByRole('button', { name: 'Enter Data' });
    this.badge = page.getByTestId('filter-badge').locator('.MuiBadge-badge');
  }

  /** Switch to the culvert tool and open the screen. */
  async open(shell: Shell): Promise<void> {
    await shell.chooseFromAvatarMenu('Culverts');
    await shell.expectOn('/culvert-asset-view');
    await this.page.goto('/culvert-inspections');
    await shell.expectOn('/culvert-inspections', 'Culvert Inspections');
    await expect(this.grid).toBeVisible();
  }

  /** The download button, whichever of its two texts it shows. */
  downloadButton(which: 'Selected' | 'All Filtered'): Locator {
    return this.page.getByRole('button', { name: `Download ${which} Inspections` });
  }

  /** Fill one end of a date range of the filter panel ('Inspected from', 'Inspected to', …). */
  async fillDate(label: string, day: string): Promise<void> {
    await this.openFilters();
    await this.filterPanel.getByLabel(label, { exact: true }).fill(day);
  }

  /** Expect the badge to count this many active groups (hidden at 0). */
  async expectBadge(count: number): Promise<void> {
    if (count === 0) await expect(this.badge).toHaveClass(/MuiBadge-invisible/);
    else await expect(this.badge).toHaveText(String(count));
  }

  /** The ids of the rows shown (first page). */
  async shownIds(): Promise<number[]> {
    const ids = await this.rows().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));
    return ids.map(Number).sort((a, b) => a - b);
  }

  /** Click the download button and return the file's name and text. */
  async download(which: 'Selected' | 'All Filtered'): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadButton(which).click(),
    ]);
    return { fileName: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }
}

/** A new culvert on the asset, as the culvert form would send it; override what a test is about. */
export function culvertRequest(
  assetId: number,
  siteId: string,
  overrides: Partial<CreateCulvertRequest> = {},
): CreateCulvertRequest {
  return culvertRequestFixture({
    assetId,
    site_culvert_id: siteId,
    road_name: 'Test Road 7',
    length: 14,
    diameter: 0.8,
    inlet_location: { type: 'Point', coordinates: [-116.51, 53.91] },
    outlet_location: { type: 'Point', coordinates: [-116.5101, 53.9101] },
    ...overrides,
  });
}

/** A new inspection of the culvert (status Good, no actions); override what a test is about. */
export function inspectionRequest(
  culvertId: number,
  userId: number,
  overrides: Partial<CreateInspectionRequest> = {},
): CreateInspectionRequest {
  return inspectionRequestFixture({
    culvertId,
    userId,
    inspection_date: new Date().toISOString(),
    ...overrides,
  });
}
