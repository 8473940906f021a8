import proj4 from 'proj4';
import type { GeoLineString, GeoPoint, Position } from './common';
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
