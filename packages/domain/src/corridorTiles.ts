import type { AreaShape, GeoLineString, GeoPoint, Position } from './common';

/**
 * The map tiles an offline map of an asset needs: every web-mercator (XYZ) tile within a buffer of the asset's
 * work — its management areas, issue points and walked tracks, culvert ends — not of its bounding box. A 100 km
 * pipeline's box is mostly land nobody visits; its corridor is a few tiles wide.
 */

/** The offline map's defaults and limits (issue 38): a 250 m corridor, zooms 12–17, at most 19. */
export const OFFLINE_MAP = {
  bufferMetres: 250,
  bufferMetresMax: 5_000,
  minZoom: 12,
  maxZoom: 17,
  deepestZoom: 19,
  shallowestZoom: 0,
  /** A satellite JPEG tile at these zooms, before any is stored: the estimate shown before a download. */
  estimatedTileBytes: 20_000,
  /**
   * The most tiles one offline map may hold (about 3 GB at the estimate): a 5 km buffer at zoom 19 along a long
   * line is a mistake to stop before it fills the device.
   */
  tilesMax: 150_000,
  /** Tile requests in flight at once: what a tile server expects of one client, and a phone's radio keeps busy. */
  parallelRequests: 6,
  /** Tries per tile before it is listed as failed. */
  attempts: 3,
  /** A stored tile older than this is fetched again by a refresh. */
  staleDays: 180,
  /** How many zooms beyond the deepest stored one a stored tile is enlarged to (the map's deepest zoom is 20). */
  overZoomLevels: 8,
} as const;

/** A tile of the XYZ scheme: column x from the antimeridian east, row y from the north. */
export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** What an asset's corridor is drawn around. */
export type CorridorShape = GeoPoint | GeoLineString | AreaShape;

export interface ZoomRange {
  min: number;
  max: number;
}

/** The corridor's tiles: per zoom, the keys of its tiles (see tileKey), lowest zoom first. */
export interface CorridorTiles {
  zooms: ZoomRange;
  byZoom: Map<number, Set<number>>;
  count: number;
}

/** Web mercator's equator, in metres: the ground width of the one tile at zoom 0. */
const EQUATOR_METRES = 40_075_016.686;
/** Mercator's latitude limit: tiles stop at ±85.0511°. */
const LAT_LIMIT = 85.05112878;
/** Columns and rows below 2^19 (the deepest zoom): x·2^20 + y stays an exact integer. */
const KEY_SHIFT = 2 ** 20;

/** One number per tile of a zoom, for sets. */
export function tileKey(x: number, y: number): number {
  return x * KEY_SHIFT + y;
}

export function tileFromKey(z: number, key: number): TileId {
  return { z, x: Math.floor(key / KEY_SHIFT), y: key % KEY_SHIFT };
}

/** A position in fractional tile units at zoom z. */
function toTileUnits([lng, lat]: Position, z: number): [number, number] {
  const n = 2 ** z;
  const phi = (Math.max(-LAT_LIMIT, Math.min(LAT_LIMIT, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n;
  return [x, y];
}

/** `metres` on the ground at latitude `lat`, in tile units of zoom z (mercator stretches away from the equator). */
function metresInTileUnits(metres: number, lat: number, z: number): number {
  const tileMetres =
    (EQUATOR_METRES * Math.cos((Math.min(LAT_LIMIT, Math.abs(lat)) * Math.PI) / 180)) / 2 ** z;
  return metres / tileMetres;
}

type Point2 = [number, number];

/** The distance from point p to the unit cell whose top left corner is (cx, cy). */
function pointCellDistance([px, py]: Point2, cx: number, cy: number): number {
  const dx = Math.max(cx - px, 0, px - (cx + 1));
  const dy = Math.max(cy - py, 0, py - (cy + 1));
  return Math.hypot(dx, dy);
}

function pointSegmentDistance([px, py]: Point2, [ax, ay]: Point2, [bx, by]: Point2): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Whether segment a–b crosses the unit cell at (cx, cy) (Liang–Barsky clipping). */
function segmentCrossesCell([ax, ay]: Point2, [bx, by]: Point2, cx: number, cy: number): boolean {
  let low = 0;
  let high = 1;
  const dx = bx - ax;
  const dy = by - ay;
  const edges: [number, number][] = [
    [-dx, ax - cx],
    [dx, cx + 1 - ax],
    [-dy, ay - cy],
    [dy, cy + 1 - ay],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) low = Math.max(low, r);
      else high = Math.min(high, r);
      if (low > high) return false;
    }
  }
  return true;
}

function segmentCellDistance(a: Point2, b: Point2, cx: number, cy: number): number {
  if (segmentCrossesCell(a, b, cx, cy)) return 0;
  const corners: Point2[] = [
    [cx, cy],
    [cx + 1, cy],
    [cx, cy + 1],
    [cx + 1, cy + 1],
  ];
  return Math.min(
    pointCellDistance(a, cx, cy),
    pointCellDistance(b, cx, cy),
    ...corners.map((corner) => pointSegmentDistance(corner, a, b)),
  );
}

/** The cells of one zoom, collected once each; rows and columns kept inside the world. */
class CellSet {
  readonly keys = new Set<number>();
  private readonly size: number;

  constructor(z: number) {
    this.size = 2 ** z;
  }

  /** Adds every cell within `buffer` of the box, as `near` judges each. */
  addNear(
    box: { minX: number; minY: number; maxX: number; maxY: number },
    buffer: number,
    near: (cx: number, cy: number) => boolean,
  ): void {
    const x0 = Math.max(0, Math.floor(box.minX - buffer));
    const x1 = Math.min(this.size - 1, Math.floor(box.maxX + buffer));
    const y0 = Math.max(0, Math.floor(box.minY - buffer));
    const y1 = Math.min(this.size - 1, Math.floor(box.maxY + buffer));
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = tileKey(cx, cy);
        if (!this.keys.has(key) && near(cx, cy)) this.keys.add(key);
      }
    }
  }

  addRow(cy: number, fromX: number, toX: number): void {
    if (cy < 0 || cy >= this.size) return;
    for (let cx = Math.max(0, fromX); cx <= Math.min(this.size - 1, toX); cx++)
      this.keys.add(tileKey(cx, cy));
  }
}

/** A long segment is walked in pieces of this many tiles, so that its cells are found in boxes along it. */
const PIECE_TILES = 4;

function addPoint(cells: CellSet, position: Position, metres: number, z: number): void {
  const p = toTileUnits(position, z);
  const buffer = metresInTileUnits(metres, position[1], z);
  cells.addNear({ minX: p[0], minY: p[1], maxX: p[0], maxY: p[1] }, buffer, (cx, cy) => {
    return pointCellDistance(p, cx, cy) <= buffer;
  });
}

function addLine(cells: CellSet, positions: readonly Position[], metres: number, z: number): void {
  for (let i = 1; i < positions.length; i++) {
    const from = positions[i - 1];
    const to = positions[i];
    const a = toTileUnits(from, z);
    const b = toTileUnits(to, z);
    const buffer = metresInTileUnits(metres, Math.max(Math.abs(from[1]), Math.abs(to[1])), z);
    const pieces = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / PIECE_TILES));
    for (let k = 0; k < pieces; k++) {
      const s: Point2 = [a[0] + ((b[0] - a[0]) * k) / pieces, a[1] + ((b[1] - a[1]) * k) / pieces];
      const e: Point2 = [
        a[0] + ((b[0] - a[0]) * (k + 1)) / pieces,
        a[1] + ((b[1] - a[1]) * (k + 1)) / pieces,
      ];
      const box = {
        minX: Math.min(s[0], e[0]),
        minY: Math.min(s[1], e[1]),
        maxX: Math.max(s[0], e[0]),
        maxY: Math.max(s[1], e[1]),
      };
      cells.addNear(box, buffer, (cx, cy) => segmentCellDistance(s, e, cx, cy) <= buffer);
    }
  }
}

/** The cells whose centres lie inside the polygon (even–odd across its rings, so holes stay out). */
function addInterior(cells: CellSet, rings: readonly (readonly Position[])[], z: number): void {
  const projected = rings.map((ring) => ring.map((position) => toTileUnits(position, z)));
  const [top, bottom] = extent(projected.flat().map(([, y]) => y)).map(Math.floor);
  for (let cy = top; cy <= bottom; cy++) {
    const centreY = cy + 0.5;
    const crossings: number[] = [];
    for (const ring of projected) {
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = ring[i - 1];
        const [bx, by] = ring[i];
        if (ay <= centreY !== by <= centreY) crossings.push(ax + ((centreY - ay) / (by - ay)) * (bx - ax));
      }
    }
    crossings.sort((l, r) => l - r);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      // Cells whose centre x lies between this pair of crossings.
      cells.addRow(cy, Math.ceil(crossings[i] - 0.5), Math.floor(crossings[i + 1] - 0.5));
    }
  }
}

function addShape(cells: CellSet, shape: CorridorShape, metres: number, z: number): void {
  if (shape.type === 'Point') {
    addPoint(cells, shape.coordinates, metres, z);
    return;
  }
  if (shape.type === 'LineString') {
    addLine(cells, shape.coordinates, metres, z);
    return;
  }
  const polygons = shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
  for (const rings of polygons) {
    for (const ring of rings) addLine(cells, ring, metres, z);
    addInterior(cells, rings, z);
  }
}

/** Clamps a requested zoom range to what an offline map may hold. */
export function offlineZoomRange(min: number, max: number): ZoomRange {
  const clamp = (z: number) =>
    Math.max(OFFLINE_MAP.shallowestZoom, Math.min(OFFLINE_MAP.deepestZoom, Math.round(z)));
  const low = clamp(Math.min(min, max));
  return { min: low, max: Math.max(low, clamp(Math.max(min, max))) };
}

/**
 * The tiles within `bufferMetres` of the shapes at each zoom of the range. Worked out at the deepest zoom; a tile
 * of a shallower zoom is in when one of its four children is, which is exactly when it touches the corridor.
 */
export function corridorTiles(
  shapes: readonly CorridorShape[],
  bufferMetres: number,
  zooms: ZoomRange,
): CorridorTiles {
  const metres = Math.max(0, Math.min(OFFLINE_MAP.bufferMetresMax, bufferMetres));
  const deepest = new CellSet(zooms.max);
  for (const shape of shapes) addShape(deepest, shape, metres, zooms.max);
  const byZoom = new Map<number, Set<number>>();
  let level = deepest.keys;
  for (let z = zooms.max; z >= zooms.min; z--) {
    byZoom.set(z, level);
    const parents = new Set<number>();
    for (const key of level) {
      const { x, y } = tileFromKey(z, key);
      parents.add(tileKey(x >> 1, y >> 1));
    }
    level = parents;
  }
  const ordered = new Map([...byZoom].sort(([a], [b]) => a - b));
  let count = 0;
  for (const keys of ordered.values()) count += keys.size;
  return { zooms, byZoom: ordered, count };
}

/** The corridor's tiles in download order: shallow zooms first (a map to pan at once), then along each row. */
export function* corridorTileList(tiles: CorridorTiles): Generator<TileId> {
  for (const [z, keys] of tiles.byZoom) {
    for (const key of [...keys].sort((a, b) => a - b)) yield tileFromKey(z, key);
  }
}

/** How many tiles the shapes' buffered bounding box holds over the zoom range: what a box download would take. */
export function boundingBoxTileCount(
  shapes: readonly CorridorShape[],
  bufferMetres: number,
  zooms: ZoomRange,
): number {
  const positions = shapes.flatMap((shape) => shapePositions(shape));
  if (positions.length === 0) return 0;
  let count = 0;
  for (let z = zooms.min; z <= zooms.max; z++) {
    const points = positions.map((p) => toTileUnits(p, z));
    const [, buffer] = extent(positions.map((p) => metresInTileUnits(bufferMetres, p[1], z)));
    const size = 2 ** z;
    const span = (values: number[]) => {
      const [low, high] = extent(values);
      return Math.min(size - 1, Math.floor(high + buffer)) - Math.max(0, Math.floor(low - buffer)) + 1;
    };
    count += span(points.map(([x]) => x)) * span(points.map(([, y]) => y));
  }
  return count;
}

function shapePositions(shape: CorridorShape): Position[] {
  if (shape.type === 'Point') return [shape.coordinates];
  if (shape.type === 'LineString') return shape.coordinates;
  return shape.type === 'Polygon' ? shape.coordinates.flat() : shape.coordinates.flat(2);
}

/** The least and greatest of the values (a loop: an asset's positions are too many to spread into Math.min). */
function extent(values: readonly number[]): [number, number] {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return [low, high];
}

/** The shapes of an asset's work that its corridor is drawn around: areas, issue points and tracks, culvert ends. */
export function assetCorridorShapes(work: {
  areas: readonly { shape: AreaShape }[];
  issues: readonly { gps_point: GeoPoint | null; gps_track: GeoLineString | null }[];
  culverts: readonly { inlet_location: GeoPoint | null; outlet_location: GeoPoint | null }[];
}): CorridorShape[] {
  const shapes: CorridorShape[] = work.areas.map((area) => area.shape);
  for (const issue of work.issues) {
    if (issue.gps_point) shapes.push(issue.gps_point);
    if (issue.gps_track) shapes.push(issue.gps_track);
  }
  for (const culvert of work.culverts) {
    if (culvert.inlet_location) shapes.push(culvert.inlet_location);
    if (culvert.outlet_location) shapes.push(culvert.outlet_location);
  }
  return shapes;
}

/** The tile's extent in degrees: west, south, east, north. */
export function tileLngLatBounds({ z, x, y }: TileId): [number, number, number, number] {
  const n = 2 ** z;
  const lng = (column: number) => (column / n) * 360 - 180;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return [lng(x), lat(y + 1), lng(x + 1), lat(y)];
}

/** The tile's extent in web-mercator metres (EPSG:3857): west, south, east, north. */
function tileBoundsMetres({ z, x, y }: TileId): [number, number, number, number] {
  const half = EQUATOR_METRES / 2;
  const size = EQUATOR_METRES / 2 ** z;
  return [-half + x * size, half - (y + 1) * size, -half + (x + 1) * size, half - y * size];
}

/** A tile's address from an XYZ template (`{z}`, `{x}`, `{y}`) or a WMS one (`{bbox-epsg-3857}`), as the map fills it. */
export function tileUrl(template: string, tile: TileId): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{bbox-epsg-3857}', tileBoundsMetres(tile).join(','));
}

/**
 * Where a deeper tile lies in its ancestor `levels` zooms up: the ancestor, and the square of it (in its pixels, of
 * a tile `size` wide) that the deeper tile enlarges. What a map shows beyond the deepest stored zoom.
 */
export function ancestorCrop(
  tile: TileId,
  levels: number,
  size: number,
): { ancestor: TileId; left: number; top: number; width: number } {
  const scale = 2 ** levels;
  const ancestor = { z: tile.z - levels, x: Math.floor(tile.x / scale), y: Math.floor(tile.y / scale) };
  const width = size / scale;
  return {
    ancestor,
    left: (tile.x - ancestor.x * scale) * width,
    top: (tile.y - ancestor.y * scale) * width,
    width,
  };
}
