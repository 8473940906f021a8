import { expect, type Locator, type Page } from '@playwright/test';

/** A grey 1×1 PNG: stands in for satellite and grid tiles (no outside network in tests). */
export const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Serve every imagery / grid tile request with the stand-in tile. */
export async function serveTiles(page: Page): Promise<void> {
  await page.route(/arcgisonline\.com|\/ats\/wms/, (route) =>
    route.fulfill({ body: TILE_PNG, contentType: 'image/png' }),
  );
}

type MapElement = HTMLElement & {
  vergeMap?: {
    loaded(): boolean;
    once(event: string, cb: () => void): void;
    jumpTo(options: { center: [number, number]; zoom: number }): void;
    getSource(
      id: string,
    ):
      | { getData(): Promise<{ features: { geometry: { type: string; coordinates: unknown } }[] }> }
      | undefined;
    queryRenderedFeatures(options: { layers: string[] }): unknown[];
    triggerRepaint(): void;
  };
};

/** Drives the map through the instance MapView puts on its element. */
export class MapProbe {
  readonly element: Locator;

  constructor(readonly page: Page) {
    this.element = page.getByTestId('map').first();
  }

  async waitLoaded(): Promise<void> {
    await expect(this.element).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  }

  /** Move to the first feature of a source (its first position) at a zoom, and wait for 'idle'. */
  async goToFirst(sourceId: string, zoom: number): Promise<void> {
    await this.element.evaluate(
      async (el, { sourceId, zoom }) => {
        const map = (el as MapElement).vergeMap!;
        const data = await map.getSource(sourceId)!.getData();
        const geometry = data.features[0].geometry;
        let position = geometry.coordinates as unknown;
        while (Array.isArray(position) && Array.isArray(position[0])) position = position[0];
        await new Promise<void>((resolve) => {
          map.once('idle', () => resolve());
          map.jumpTo({ center: position as [number, number], zoom });
          map.triggerRepaint();
        });
      },
      { sourceId, zoom },
    );
  }

  async renderedCount(layers: string[]): Promise<number> {
    return this.element.evaluate(
      (el, layers) => (el as MapElement).vergeMap!.queryRenderedFeatures({ layers }).length,
      layers,
    );
  }
}
