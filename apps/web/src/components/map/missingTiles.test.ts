import { describe, expect, it } from 'vitest';
import { MissingTiles, type TileView } from './missingTiles';

// Zoom 14 tile (3000, 5000) lies at -114.082°…-114.060° east, 57.220°…57.232° north.
const TILE = { z: 14, x: 3000, y: 5000 };
const OVER_TILE: TileView = { zoom: 13, bounds: [-114.1, 57.2, -114.0, 57.3] };

describe('MissingTiles', () => {
  it('needs a failed tile while it lies in view at the zoom the map draws', () => {
    const missing = new MissingTiles();
    missing.add('satellite', TILE);
    expect(missing.neededIn('satellite', OVER_TILE, 19)).toBe(true);
    expect(missing.neededIn('lsd', OVER_TILE, 19)).toBe(false);
  });

  it('forgets it once the view moves away or deeper, or the tile loads', () => {
    const missing = new MissingTiles();
    missing.add('satellite', TILE);
    expect(missing.neededIn('satellite', { zoom: 13, bounds: [-113, 57.2, -112.9, 57.3] }, 19)).toBe(false);
    expect(missing.neededIn('satellite', { ...OVER_TILE, zoom: 15 }, 19)).toBe(false);
    missing.loaded('satellite', TILE);
    expect(missing.neededIn('satellite', OVER_TILE, 19)).toBe(false);
  });

  it("beyond the source's deepest zoom, needs its deepest tiles", () => {
    const missing = new MissingTiles();
    missing.add('satellite', { z: 19, x: 3000 * 32, y: 5000 * 32 });
    const [west, south] = [-114.082, 57.2315];
    expect(
      missing.neededIn(
        'satellite',
        { zoom: 20, bounds: [west - 0.01, south - 0.01, west + 0.01, south + 0.01] },
        19,
      ),
    ).toBe(true);
  });
});
