import { kml } from '@tmcw/togeojson';
import { type AreaShape, areaShapeSchema, GEOJSON_DEPTH_MAX, type ImportAreasRequest } from '@verge/domain';
import { isShallowGeoJson } from '@verge/domain/jsonDepth';
import { DOMParser } from '@xmldom/xmldom';
import { badRequest } from '../../errors';

/** One area to create from an imported file. */
export interface FileArea {
  name: string;
  shape: AreaShape;
}

interface LooseGeometry {
  type?: unknown;
  coordinates?: unknown;
  geometries?: unknown;
}
interface LooseFeature {
  geometry: LooseGeometry | null;
  properties: Record<string, unknown> | null;
}

const GEOMETRY_TYPES = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Features of a FeatureCollection, a single Feature, or a bare geometry. */
function geoJsonFeatures(content: string): LooseFeature[] {
  if (!isShallowGeoJson(content)) {
    throw badRequest(`The file is not valid GeoJSON: it nests deeper than ${GEOJSON_DEPTH_MAX} levels`, [
      { path: 'content', message: `must not nest deeper than ${GEOJSON_DEPTH_MAX} levels` },
    ]);
  }
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw badRequest('The file is not valid GeoJSON: it does not parse as JSON');
  }
  const asFeature = (value: unknown): LooseFeature => {
    const f = isObject(value) ? value : {};
    return {
      geometry: isObject(f.geometry) ? f.geometry : null,
      properties: isObject(f.properties) ? f.properties : null,
    };
  };
  if (isObject(data) && data.type === 'FeatureCollection' && Array.isArray(data.features)) {
    return data.features.map(asFeature);
  }
  if (isObject(data) && data.type === 'Feature') return [asFeature(data)];
  if (isObject(data) && GEOMETRY_TYPES.includes(String(data.type)))
    return [{ geometry: data, properties: null }];
  throw badRequest('The file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry');
}

function kmlFeatures(content: string): LooseFeature[] {
  try {
    const parser = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    });
    const doc = parser.parseFromString(content, 'text/xml');
    if (doc.documentElement?.localName !== 'kml') throw new Error('no kml root element');
    return kml(doc).features as LooseFeature[];
  } catch {
    throw badRequest('The file is not valid KML');
  }
}

/** Positions reduced to longitude and latitude (KML carries altitude). */
function flat(rings: unknown): unknown {
  if (!Array.isArray(rings)) return rings;
  if (rings.length > 0 && typeof rings[0] === 'number') return rings.slice(0, 2);
  return rings.map(flat);
}

/** The polygons of a geometry, each as a list of rings; other geometry kinds give none. */
function polygonsOf(geometry: LooseGeometry | null): unknown[] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Polygon':
      return [flat(geometry.coordinates)];
    case 'MultiPolygon':
      // Malformed coordinates go on to fail the shape check rather than vanish.
      return Array.isArray(geometry.coordinates) ? geometry.coordinates.map(flat) : [geometry.coordinates];
    case 'GeometryCollection':
      return Array.isArray(geometry.geometries)
        ? geometry.geometries.flatMap((g) => polygonsOf(isObject(g) ? g : null))
        : [];
    default:
      return [];
  }
}

function areaName(properties: Record<string, unknown> | null, index: number): string {
  const name = properties?.name;
  const trimmed = typeof name === 'string' ? name.trim().slice(0, 200) : '';
  return trimmed || `Area ${index}`;
}

/**
 * The areas of a GeoJSON or KML file: each feature with polygons becomes one area (a Polygon, or a
 * MultiPolygon when it holds several); other features are skipped. A file without any polygon, or
 * with a malformed one, is refused whole.
 */
export function readAreaFile(format: ImportAreasRequest['format'], content: string): FileArea[] {
  const features = format === 'kml' ? kmlFeatures(content) : geoJsonFeatures(content);
  const areas: FileArea[] = [];
  for (const feature of features) {
    const polygons = polygonsOf(feature.geometry);
    if (polygons.length === 0) continue;
    const name = areaName(feature.properties, areas.length + 1);
    const candidate =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons };
    const parsed = areaShapeSchema.safeParse(candidate);
    if (!parsed.success) {
      throw badRequest(`Area '${name}' has an invalid shape: ${parsed.error.issues[0].message}`);
    }
    areas.push({ name, shape: parsed.data });
  }
  if (areas.length === 0) throw badRequest('The file holds no polygon to import as a management area');
  return areas;
}
