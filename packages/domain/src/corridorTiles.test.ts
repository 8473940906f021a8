import { describe, expect, it } from 'vitest';
import type { GeoLineString, GeoPolygon, Position } from './common';
import {
  ancestorCrop,
  assetCorridorShapes,
  boundingBoxTileCount,
  corridorTileList,
  corridorTiles,
  OFFLINE_MAP,
  offlineZoomRange,
  tileFromKey,
  tileKey,
  tileLngLatBounds,
  tileUrl,
} from './corridorTiles';

const point = (coordinates: Position) => ({ type: 'Point' as const, coordinates });

/** A straight pipeline of about 100 km, north-east across central Alberta, in 1 km steps. */
const PIPELINE: GeoLineString = {
  type: 'LineString',
  coordinates: Array.from({ length: 101 }, (_, i): Position => [-116 + i * 0.0104, 53.5 + i * 0.0063]),
};

/** The tile a position falls in at zoom z (the XYZ formula, written out again as the test's own reference). */
function tileOf([lng, lat]: Position, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const phi = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n),
  };
}

describe('corridorTiles', () => {
  it('keys a tile as one number and back', () => {
    const tile = { z: 19, x: 2 ** 19 - 1, y: 123_456 };
    expect(tileFromKey(19, tileKey(tile.x, tile.y))).toEqual(tile);
  });

  it('covers a point with the tiles within its buffer, and only those', () => {
    const at: Position = [-113.4938, 53.5461];
    const own = tileOf(at, 17);
    // No buffer: the one tile it lies in.
    const alone = corridorTiles([point(at)], 0, { min: 17, max: 17 });
    expect([...corridorTileList(alone)]).toEqual([{ z: 17, ...own }]);
    // 250 m at 53.5° N is about 1.4 tiles of zoom 17 (each 182 m across): a 3×3 to 5×5 block around it.
    const buffered = corridorTiles([point(at)], OFFLINE_MAP.bufferMetres, { min: 17, max: 17 });
    const tiles = [...corridorTileList(buffered)];
    expect(tiles.length).toBeGreaterThanOrEqual(9);
    expect(tiles.length).toBeLessThanOrEqual(25);
    for (const tile of tiles) {
      expect(Math.abs(tile.x - own.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(tile.y - own.y)).toBeLessThanOrEqual(2);
    }
  });

  it('gives a long thin corridor far fewer tiles than its bounding box', () => {
    const zooms = { min: OFFLINE_MAP.minZoom, max: OFFLINE_MAP.maxZoom };
    const corridor = corridorTiles([PIPELINE], OFFLINE_MAP.bufferMetres, zooms);
    const box = boundingBoxTileCount([PIPELINE], OFFLINE_MAP.bufferMetres, zooms);
    expect(corridor.count * 20).toBeLessThan(box);
    // Every vertex's own tile is in, at every zoom.
    for (let z = zooms.min; z <= zooms.max; z++) {
      const keys = corridor.byZoom.get(z);
      for (const vertex of PIPELINE.coordinates) {
        const { x, y } = tileOf(vertex, z);
        expect(keys?.has(tileKey(x, y))).toBe(true);
      }
    }
    // About 100 km by 0.5 km at zoom 17 (182 m tiles): roughly 550 long and 3 to 5 wide, not 550 × 550.
    expect(corridor.byZoom.get(17)?.size).toBeGreaterThan(1_000);
    expect(corridor.byZoom.get(17)?.size).toBeLessThan(4_000);
  });

  it('takes a shallower tile exactly when one of its children is in', () => {
    const corridor = corridorTiles([PIPELINE], 100, { min: 10, max: 16 });
    for (let z = 10; z < 16; z++) {
      const children = corridor.byZoom.get(z + 1) ?? new Set<number>();
      const parents = new Set(
        [...children].map((key) => tileFromKey(z + 1, key)).map((t) => tileKey(t.x >> 1, t.y >> 1)),
      );
      expect(corridor.byZoom.get(z)).toEqual(parents);
    }
    expect([...corridor.byZoom.keys()]).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it("fills an area's inside, leaves its hole out, and buffers its edges", () => {
    // A 0.1° square with a 0.05° hole, at zoom 15 (about 550 m tiles here).
    const square = (west: number, south: number, size: number): Position[] => [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
      [west, south],
    ];
    const area: GeoPolygon = {
      type: 'Polygon',
      coordinates: [square(-114, 53, 0.1), square(-113.975, 53.025, 0.05)],
    };
    const tiles = corridorTiles([area], 0, { min: 15, max: 15 }).byZoom.get(15) ?? new Set<number>();
    const inside = tileOf([-113.99, 53.01], 15);
    const holeCentre = tileOf([-113.95, 53.05], 15);
    const outside = tileOf([-113.85, 53.05], 15);
    expect(tiles.has(tileKey(inside.x, inside.y))).toBe(true);
    expect(tiles.has(tileKey(holeCentre.x, holeCentre.y))).toBe(false);
    expect(tiles.has(tileKey(outside.x, outside.y))).toBe(false);
    // A buffer of 1 km reaches the tile just east of the square, and fills the hole.
    const buffered = corridorTiles([area], 1_000, { min: 15, max: 15 }).byZoom.get(15) ?? new Set<number>();
    const east = tileOf([-113.893, 53.05], 15);
    expect(buffered.has(tileKey(east.x, east.y))).toBe(true);
    expect(buffered.has(tileKey(holeCentre.x, holeCentre.y))).toBe(true);
  });

  it('takes multipolygons and gives an empty set for no shapes', () => {
    expect(corridorTiles([], 250, { min: 12, max: 17 }).count).toBe(0);
    expect(boundingBoxTileCount([], 250, { min: 12, max: 17 })).toBe(0);
    const ring: Position[] = [
      [-114, 53],
      [-113.99, 53],
      [-113.99, 53.01],
      [-114, 53],
    ];
    const multi = corridorTiles([{ type: 'MultiPolygon', coordinates: [[ring]] }], 0, { min: 14, max: 14 });
    const corner = tileOf([-113.995, 53.002], 14);
    expect(multi.byZoom.get(14)?.has(tileKey(corner.x, corner.y))).toBe(true);
  });

  it('keeps a requested zoom range within what an offline map may hold', () => {
    expect(offlineZoomRange(12, 17)).toEqual({ min: 12, max: 17 });
    expect(offlineZoomRange(17, 12)).toEqual({ min: 12, max: 17 });
    expect(offlineZoomRange(-3, 25)).toEqual({ min: 0, max: 19 });
    expect(offlineZoomRange(14.4, 14.6)).toEqual({ min: 14, max: 15 });
  });

  it('draws the corridor around areas, issue points and tracks, and culvert ends, skipping what is not set', () => {
    const area: GeoPolygon = {
      type: 'Polygon',
      coordinates: [
        [
          [-114, 53],
          [-113.99, 53],
          [-113.99, 53.01],
          [-114, 53],
        ],
      ],
    };
    const shapes = assetCorridorShapes({
      areas: [{ shape: area }],
      issues: [
        { gps_point: point([-114, 53]), gps_track: null },
        { gps_point: null, gps_track: PIPELINE },
      ],
      culverts: [{ inlet_location: point([-113, 52]), outlet_location: null }],
    });
    expect(shapes).toEqual([area, point([-114, 53]), PIPELINE, point([-113, 52])]);
  });
});

describe('tileUrl', () => {
  it('fills an XYZ template', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.jpg', { z: 15, x: 5989, y: 10_712 })).toBe(
      'https://tiles.example/15/5989/10712.jpg',
    );
  });

  it("fills a WMS template with the tile's web-mercator box", () => {
    const url = tileUrl('https://wms.example/?BBOX={bbox-epsg-3857}', { z: 1, x: 0, y: 0 });
    const box = url.split('=')[1]?.split(',').map(Number) ?? [];
    // Zoom 1's north-west tile: from the antimeridian to Greenwich, from the equator to the mercator limit.
    expect(box[0]).toBeCloseTo(-20_037_508.34, 1);
    expect(box[1]).toBeCloseTo(0, 6);
    expect(box[2]).toBeCloseTo(0, 6);
    expect(box[3]).toBeCloseTo(20_037_508.34, 1);
  });
});

describe('tileLngLatBounds', () => {
  it('gives the extent in degrees of the tile a position falls in', () => {
    const at: Position = [-113.4938, 53.5461];
    const [west, south, east, north] = tileLngLatBounds({ z: 15, ...tileOf(at, 15) });
    expect(west).toBeLessThanOrEqual(at[0]);
    expect(east).toBeGreaterThan(at[0]);
    expect(south).toBeLessThan(at[1]);
    expect(north).toBeGreaterThanOrEqual(at[1]);
    expect(east - west).toBeCloseTo(360 / 2 ** 15, 9);
  });
});

describe('ancestorCrop', () => {
  it('finds the square of an ancestor tile that a deeper tile enlarges', () => {
    // Zoom 18 tile (x 4·k + 3, y 4·k + 1) is the right-most column, second row of its zoom-16 ancestor's 4×4 grid.
    expect(ancestorCrop({ z: 18, x: 4 * 100 + 3, y: 4 * 200 + 1 }, 2, 256)).toEqual({
      ancestor: { z: 16, x: 100, y: 200 },
      left: 192,
      top: 64,
      width: 64,
    });
    expect(ancestorCrop({ z: 5, x: 7, y: 9 }, 0, 256)).toEqual({
      ancestor: { z: 5, x: 7, y: 9 },
      left: 0,
      top: 0,
      width: 256,
    });
  });
});
