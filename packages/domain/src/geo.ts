import proj4 from 'proj4';
import type { GeoLineString, GeoPoint, GeoPolygon, Position } from './common';
import { COORDINATE_DECIMALS } from './constants';
import { MESSAGES } from './messages';

/** A position in the Universal Transverse Mercator grid. */
export interface UtmPosition {
  zone: number;
  /** Latitude band, C to X. */
  letter: string;
  easting: number;
  northing: number;
}

const BANDS = 'CDEFGHJKLMNPQRSTUVWX';
const UTM_SOUTH_LIMIT = -80;
const UTM_NORTH_LIMIT = 84;

/** The UTM zone, with the grid's exceptions around south-west Norway and Svalbard. */
function utmZone(lng: number, lat: number): number {
  if (lat >= 56 && lat < 64 && lng >= 3 && lng < 12) return 32;
  if (lat >= 72) {
    if (lng >= 0 && lng < 9) return 31;
    if (lng >= 9 && lng < 21) return 33;
    if (lng >= 21 && lng < 33) return 35;
    if (lng >= 33 && lng < 42) return 37;
  }
  return Math.min(60, Math.floor((lng + 180) / 6) + 1);
}

/**
 * WGS 84 longitude/latitude to UTM on the GRS 1980 ellipsoid (spec: UTM uses GRS 1980). Null outside
 * the UTM latitudes (80° S to 84° N) or for values that are not coordinates.
 */
export function toUtm(lng: number, lat: number): UtmPosition | null {
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180) return null;
  if (lat < UTM_SOUTH_LIMIT || lat > UTM_NORTH_LIMIT) return null;
  const zone = utmZone(lng, lat);
  const projection = `+proj=utm +zone=${zone}${lat < 0 ? ' +south' : ''} +ellps=GRS80 +units=m +no_defs`;
  const [easting, northing] = proj4('EPSG:4326', projection, [lng, lat]);
  const letter = BANDS[Math.min(BANDS.length - 1, Math.floor((lat - UTM_SOUTH_LIMIT) / 8))];
  return { zone, letter, easting, northing };
}

/** '11U 462153 E 5976139 N' to the metre, or the spec's fallback text when there is no UTM position. */
export function formatUtm(utm: UtmPosition | null): string {
  if (!utm) return MESSAGES.utmUnavailable;
  return `${utm.zone}${utm.letter} ${Math.round(utm.easting)} E ${Math.round(utm.northing)} N`;
}

/** A coordinate as shown everywhere: 6 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS);
}

/** Where a record is: its point, else the start of its track; null when it has neither. */
export function representativePosition(
  point: GeoPoint | null | undefined,
  track: GeoLineString | null | undefined,
): Position | null {
  return point?.coordinates ?? track?.coordinates[0] ?? null;
}

/** Mean earth radius in metres (IUGG), for great-circle distances. */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (value: number) => (value * 180) / Math.PI;

/** Great-circle (haversine) distance in metres between two [longitude, latitude] positions. */
export function distanceMetres(a: Position, b: Position): number {
  const dLat = radians(b[1] - a[1]);
  const dLng = radians(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where going `metres` from a position along the great circle of `bearing` (degrees clockwise from north) ends. */
function destination([lng, lat]: Position, metres: number, bearing: number): Position {
  const distance = metres / EARTH_RADIUS_M;
  const phi = radians(lat);
  const theta = radians(bearing);
  const phi2 = Math.asin(
    Math.sin(phi) * Math.cos(distance) + Math.cos(phi) * Math.sin(distance) * Math.cos(theta),
  );
  const lambda2 =
    radians(lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(distance) * Math.cos(phi),
      Math.cos(distance) - Math.sin(phi) * Math.sin(phi2),
    );
  // Back into -180..180 when the circle crosses the antimeridian.
  return [((degrees(lambda2) + 540) % 360) - 180, degrees(phi2)];
}

/**
 * A circle on the ground as a polygon: `steps` points `radiusMetres` from `centre` (e.g. a GPS fix's accuracy
 * around it), from north counter-clockwise (as GeoJSON wants an outer ring), closed by repeating its first point.
 */
export function circlePolygon(centre: Position, radiusMetres: number, steps = 64): GeoPolygon {
  const ring = Array.from({ length: steps }, (_, i) => destination(centre, radiusMetres, (-360 * i) / steps));
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/**
 * The shortest distance in metres between two paths (a point is a path of one position, a track a line through
 * its positions): 0 where they cross, else the nearest approach of a position of one to a segment of the other.
 * Worked in a flat plane of metres around the first path's start, which over the few hundred metres this is used
 * for differs from the great circle by far less than a GPS fix's error.
 */
export function pathDistanceMetres(a: readonly Position[], b: readonly Position[]): number {
  if (a.length === 0 || b.length === 0) return Number.POSITIVE_INFINITY;
  if (a.length === 1 && b.length === 1) return distanceMetres(a[0], b[0]);
  const [lng0, lat0] = a[0];
  const scale = Math.cos(radians(lat0));
  const flat = ([lng, lat]: Position): Flat => [
    radians(lng - lng0) * scale * EARTH_RADIUS_M,
    radians(lat - lat0) * EARTH_RADIUS_M,
  ];
  const segments = (path: readonly Position[]): Array<[Flat, Flat]> => {
    const points = path.map(flat);
    if (points.length === 1) return [[points[0], points[0]]];
    return points.slice(1).map((end, i) => [points[i], end]);
  };
  let nearest = Number.POSITIVE_INFINITY;
  for (const s of segments(a)) for (const t of segments(b)) nearest = Math.min(nearest, segmentGap(s, t));
  return nearest;
}

type Flat = [number, number];

/** Distance from p to the segment [a, b] in the plane. */
function pointToSegment([px, py]: Flat, [ax, ay]: Flat, [bx, by]: Flat): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const cross = ([ox, oy]: Flat, [ax, ay]: Flat, [bx, by]: Flat) =>
  (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);

/** Distance between two segments in the plane: 0 when they cross, else the nearest end to the other segment. */
function segmentGap([a1, a2]: [Flat, Flat], [b1, b2]: [Flat, Flat]): number {
  const crosses = cross(a1, a2, b1) * cross(a1, a2, b2) < 0 && cross(b1, b2, a1) * cross(b1, b2, a2) < 0;
  if (crosses) return 0;
  return Math.min(
    pointToSegment(a1, b1, b2),
    pointToSegment(a2, b1, b2),
    pointToSegment(b1, a1, a2),
    pointToSegment(b2, a1, a2),
  );
}
