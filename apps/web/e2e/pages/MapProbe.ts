import { expect, type Locator, type Page } from '@playwright/test';

/** A grey 1×1 PNG: stands in for satellite and grid tiles (no outside network in tests). */
export const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Serve every imagery / grid tile request with the stand-in tile, on the whole context so that the service
 * worker's tile fetches are answered too.
 */
export async function serveTiles(page: Page): Promise<void> {
  await page
    .context()
    .route(/arcgisonline\.com|\/ats\/wms/, (route) =>
      route.fulfill({ body: TILE_PNG, contentType: 'image/png' }),
    );
}

type MapElement = HTMLElement & {
  /** The markers the map's marker tiles were last made from (MapView). */
  vergeMarkers?: () => readonly { position: [number, number] }[];
  vergeMap?: {
    loaded(): boolean;
    once(event: string, cb: () => void): void;
    on(event: string, cb: () => void): void;
    jumpTo(options: { center: [number, number]; zoom: number }): void;
    getSource(
      id: string,
    ):
      | { getData(): Promise<{ features: { geometry: { type: string; coordinates: unknown } }[] }> }
      | undefined;
    queryRenderedFeatures(options: {
      layers: string[];
    }): { geometry: { type: string; coordinates: unknown } }[];
    queryRenderedFeatures(point: [number, number], options: { layers: string[] }): unknown[];
    triggerRepaint(): void;
    getCenter(): { lng: number; lat: number };
    getBounds(): { contains(position: [number, number]): boolean };
    getZoom(): number;
    project(position: [number, number]): { x: number; y: number };
  };
};

/** A moment the map came to rest ('idle', page clock) and the positions of the markers it had drawn then. */
export interface MapIdle {
  at: number;
  positions: [number, number][];
}
type IdlesWindow = Window & { vergeMapIdles?: MapIdle[] };

/**
 * From the next page load on, keep every 'idle' of the page's first map with the markers it had drawn (its
 * marker tiles' markers; window.vergeMapIdles, a new list for each load): what the map showed each time it came
 * to rest.
 */
export async function recordMapIdles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(HTMLElement.prototype, 'vergeMap', {
      configurable: true,
      set(this: MapElement, map: NonNullable<MapElement['vergeMap']>) {
        Object.defineProperty(this, 'vergeMap', { value: map, writable: true, configurable: true });
        const idles: MapIdle[] = [];
        (window as IdlesWindow).vergeMapIdles ??= idles;
        map.on('idle', () =>
          idles.push({
            at: performance.now(),
            positions: (this.vergeMarkers?.() ?? []).map((m) => m.position),
          }),
        );
      },
    });
  });
}

/**
 * The first rest recordMapIdles kept at which the map had drawn at least `count` markers: when (page clock), and
 * the positions of its markers (as JSON text), asked for separately since they may be many.
 */
export async function firstIdleWithMarkers(
  page: Page,
  count = 1,
  timeout = 30_000,
): Promise<{ at: number; positions(): Promise<string[]> }> {
  const handle = await page.waitForFunction(
    // Its place counted from 1: waitForFunction waits for a truthy answer.
    (count) =>
      ((window as IdlesWindow).vergeMapIdles?.findIndex((idle) => idle.positions.length >= count) ?? -1) + 1,
    count,
    { timeout, polling: 50 },
  );
  const index = ((await handle.jsonValue()) as number) - 1;
  return {
    at: await page.evaluate((i) => (window as IdlesWindow).vergeMapIdles![i].at, index),
    positions: () =>
      page.evaluate(
        (i) =>
          (window as IdlesWindow).vergeMapIdles![i].positions.map((position) => JSON.stringify(position)),
        index,
      ),
  };
}

/** What a map shows: its centre [longitude, latitude] and zoom. */
export interface MapViewState {
  center: [number, number];
  zoom: number;
}

/** Drives the map through the instance MapView puts on its element. */
export class MapProbe {
  readonly element: Locator;

  /** The page's first map, or the map element given. */
  constructor(
    readonly page: Page,
    element?: Locator,
  ) {
    this.element = element ?? page.getByTestId('map').first();
  }

  async view(): Promise<MapViewState> {
    return this.element.evaluate((el) => {
      const map = (el as MapElement).vergeMap!;
      const { lng, lat } = map.getCenter();
      return { center: [lng, lat] as [number, number], zoom: map.getZoom() };
    });
  }

  /** Whether every position lies inside the map's view. */
  async shows(positions: [number, number][]): Promise<boolean> {
    return this.element.evaluate((el, positions) => {
      const bounds = (el as MapElement).vergeMap!.getBounds();
      return positions.every((position) => bounds.contains(position));
    }, positions);
  }

  /** The features of a source: their geometries. */
  async features(sourceId: string): Promise<{ type: string; coordinates: unknown }[]> {
    return this.element.evaluate(async (el, sourceId) => {
      const data = await (el as MapElement).vergeMap!.getSource(sourceId)!.getData();
      return data.features.map((feature) => feature.geometry);
    }, sourceId);
  }

  async waitLoaded(): Promise<void> {
    await expect(this.element).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  }

  /** Wait until the map has rendered everything it is waiting for. */
  async waitIdle(): Promise<void> {
    await this.element.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const map = (el as MapElement).vergeMap!;
          map.once('idle', () => resolve());
          map.triggerRepaint();
        }),
    );
  }

  /** Move to the first feature of a source (the middle of its first ring, or its point) at a zoom; wait for 'idle'. */
  async goToFirst(sourceId: string, zoom: number): Promise<void> {
    const position = await this.element.evaluate(async (el, sourceId) => {
      const map = (el as MapElement).vergeMap!;
      const data = await map.getSource(sourceId)!.getData();
      const geometry = data.features[0].geometry;
      let position = geometry.coordinates as unknown;
      // A polygon → its first ring; a ring → the mean of its corners.
      while (
        Array.isArray(position) &&
        Array.isArray(position[0]) &&
        Array.isArray((position as unknown[][])[0][0])
      ) {
        position = position[0];
      }
      if (Array.isArray(position) && Array.isArray(position[0])) {
        const corners = (position as [number, number][]).slice(0, -1);
        position = [
          corners.reduce((sum, p) => sum + p[0], 0) / corners.length,
          corners.reduce((sum, p) => sum + p[1], 0) / corners.length,
        ];
      }
      return position as [number, number];
    }, sourceId);
    await this.moveTo(position, zoom);
  }

  /** Move to the first marker the map has drawn, at a zoom; wait for 'idle'. */
  async goToFirstMarker(zoom: number): Promise<void> {
    const first = () =>
      this.element.evaluate((el) => (el as MapElement).vergeMarkers?.()[0]?.position ?? null);
    // A map that has loaded may still be reading its markers from the store.
    await expect.poll(first, { message: 'a marker drawn' }).not.toBeNull();
    await this.moveTo((await first())!, zoom);
  }

  async renderedCount(layers: string[]): Promise<number> {
    return this.element.evaluate(
      (el, layers) => (el as MapElement).vergeMap!.queryRenderedFeatures({ layers }).length,
      layers,
    );
  }

  /** Centre the map on a position at a zoom and wait for 'idle'. */
  async moveTo(position: [number, number], zoom: number): Promise<void> {
    await this.element.evaluate(
      (el, { position, zoom }) =>
        new Promise<void>((resolve) => {
          const map = (el as MapElement).vergeMap!;
          map.once('idle', () => resolve());
          map.jumpTo({ center: position, zoom });
          map.triggerRepaint();
        }),
      { position, zoom },
    );
  }

  /**
   * Click the marker in the middle of the map: wait until one is drawn just above the centre, where the
   * bottom-anchored 25×40 marker of the centre's position stands (a map that has loaded may still be reading
   * its markers from the store), and click there.
   */
  async clickMiddleMarker(): Promise<void> {
    const canvas = this.element.locator('canvas.maplibregl-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The map canvas is not shown');
    const point = { x: box.width / 2, y: box.height / 2 - 20 };
    await expect
      .poll(
        () =>
          this.element.evaluate(
            (el, { x, y }) =>
              (el as MapElement).vergeMap!.queryRenderedFeatures([x, y], { layers: ['marker-point'] }).length,
            point,
          ),
        { message: 'a marker drawn in the middle of the map' },
      )
      .toBeGreaterThan(0);
    await canvas.click({ position: point });
  }

  /** Click a cluster the map draws (its bubble is centred on its point); answers the zoom before the click. */
  async clickCluster(): Promise<number> {
    const found = await this.element.evaluate((el) => {
      const map = (el as MapElement).vergeMap!;
      const rect = el.getBoundingClientRect();
      // The part of the map in the window (a 75vh map below the page's header reaches past its bottom).
      const height = Math.min(rect.height, window.innerHeight - rect.top);
      for (const cluster of map.queryRenderedFeatures({ layers: ['marker-cluster'] })) {
        const { x, y } = map.project(cluster.geometry.coordinates as [number, number]);
        // Clear of the map's edges and its zoom buttons.
        if (x > 30 && y > 30 && x < rect.width - 60 && y < height - 30) return { x, y, zoom: map.getZoom() };
      }
      return null;
    });
    expect(found, 'a cluster drawn on the map').not.toBeNull();
    const box = (await this.element.boundingBox())!;
    await this.page.mouse.click(box.x + found!.x, box.y + found!.y);
    return found!.zoom;
  }

  /** Click the marker standing on a position, seen at a zoom. */
  async clickMarkerAt(position: [number, number], zoom: number): Promise<void> {
    await this.moveTo(position, zoom);
    await this.clickMiddleMarker();
  }
}
