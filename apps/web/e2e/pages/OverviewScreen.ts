import { expect, type Locator, type Page } from '@playwright/test';
import { MapProbe } from './MapProbe';

type AreaMap = HTMLElement & {
  vergeMap?: {
    jumpTo(options: { center: [number, number]; zoom: number }): void;
    once(event: string, cb: () => void): void;
    triggerRepaint(): void;
    queryRenderedFeatures(
      point: [number, number],
      options: { layers: string[] },
    ): { properties: Record<string, unknown> }[];
  };
};

/** The asset overview (/overview): areas table or map, search, and the area dialog. */
export class OverviewScreen {
  readonly grid: Locator;
  readonly search: Locator;
  readonly map: MapProbe;
  readonly areaDialog: Locator;
  readonly areaTitle: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Management areas' });
    this.search = page.getByRole('textbox', { name: 'Search area name' });
    this.map = new MapProbe(page);
    this.areaDialog = page.getByRole('dialog').filter({ has: page.getByTestId('area-counts') });
    this.areaTitle = this.areaDialog.locator('.MuiDialogTitle-root');
  }

  async open(): Promise<void> {
    await this.page.goto('/overview');
    await expect(this.page).toHaveURL((url) => url.pathname === '/overview');
  }

  async showTable(): Promise<void> {
    await this.page.getByRole('button', { name: 'List View' }).click();
    await expect(this.grid).toBeVisible();
  }

  async showMap(): Promise<void> {
    await this.page.getByRole('button', { name: 'Map View' }).click();
    await this.map.waitLoaded();
  }

  rows(): Locator {
    return this.grid.locator('.MuiDataGrid-row');
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.locator('[data-field="name"]', { hasText: name }) });
  }

  /** A count of the area dialog (total, high, medium, low, none, resolved, assignedToYou, notAssignedToYou). */
  count(key: string): Locator {
    return this.areaDialog.locator(`[data-count="${key}"]`);
  }

  /**
   * Centre the map on a position at a zoom, find a pixel where the layer draws a feature (with this id,
   * when given), click it, and answer the clicked feature's id.
   */
  private async clickFeature(
    layer: string,
    centre: [number, number],
    zoom: number,
    wantedId: number | null,
  ): Promise<number> {
    const hit = await this.map.element.evaluate(
      async (el, { layer, centre, zoom, wantedId }) => {
        const map = (el as AreaMap).vergeMap!;
        await new Promise<void>((resolve) => {
          map.once('idle', () => resolve());
          map.jumpTo({ center: centre, zoom });
          map.triggerRepaint();
        });
        // Search outwards from the middle of the canvas for a pixel the layer draws on.
        const { width, height } = el.getBoundingClientRect();
        for (let r = 0; r < Math.max(width, height) / 2; r += 4) {
          for (const [dx, dy] of [
            [0, -r],
            [r, 0],
            [-r, 0],
            [0, r],
            [r, r],
            [-r, -r],
            [r, -r],
            [-r, r],
          ]) {
            const x = width / 2 + dx;
            const y = height / 2 + dy;
            if (x < 0 || y < 0 || x > width || y > height) continue;
            const hits = map.queryRenderedFeatures([x, y], { layers: [layer] });
            const id = hits.length === 1 ? hits[0].properties.id : undefined;
            if (typeof id === 'number' && (wantedId === null || id === wantedId)) return { x, y, id };
          }
        }
        return null;
      },
      { layer, centre, zoom, wantedId },
    );
    expect(hit, `${layer} ${wantedId ?? ''} is drawn on the map`).not.toBeNull();
    const box = (await this.map.element.boundingBox())!;
    await this.page.mouse.click(box.x + hit!.x, box.y + hit!.y);
    return hit!.id;
  }

  /** Click the area's polygon on the overview map where the map really draws it (markers hidden). */
  async clickArea(areaId: number, centre: [number, number]): Promise<void> {
    const hide = this.page.getByLabel('Hide Markers');
    if (!(await hide.isChecked())) await hide.check();
    await this.clickFeature('area-fill', centre, 15, areaId);
  }

  /** Click an issue marker near a position, beyond clustering; answers the clicked issue's id. */
  async clickMarkerNear(position: [number, number]): Promise<number> {
    const hide = this.page.getByLabel('Hide Markers');
    if (await hide.isChecked()) await hide.uncheck();
    return this.clickFeature('marker-point', position, 19, null);
  }

  async chooseYear(year: number | 'All years'): Promise<void> {
    await this.page.getByRole('button', { name: /^(Filter by year|Year: \d+)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Filter by year' });
    await dialog.getByRole('button', { name: String(year), exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
}
