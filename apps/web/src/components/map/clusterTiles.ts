import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { MAP } from '@verge/domain';
import Supercluster, { type PointFeature } from 'supercluster';
import { markerImageId } from './mapImages';
import type { MapMarkerItem } from './mapTypes';

/** The vector tiles' one layer, which the marker layers draw from. */
export const MARKER_LAYER = 'markers';
/** Tile coordinates per tile side: fine enough that an over-zoomed tile still places a marker to the pixel. */
const TILE_EXTENT = 4096;
/** A vector tile's side in screen pixels (MapLibre's default for vector sources). */
const TILE_PIXELS = 512;
/** The cluster radius in screen pixels. */
const CLUSTER_RADIUS = 50;

/**
 * The markers as they cross to the cluster worker: flat typed arrays (copied in one block) instead of 50,000
 * objects, and each icon and label once per marker only where there is one.
 */
export interface PackedMarkers {
  /** Longitude, latitude of each marker in turn. */
  coordinates: Float64Array;
  ids: Float64Array;
  /** The distinct icon image ids, and each marker's place in that list. */
  icons: string[];
  iconOf: Uint8Array;
  /** Each marker's label ('' for none); null when no marker has one. */
  labels: string[] | null;
}

/** A marker's properties in the tiles; a marker without a label has no label property (the label layer's filter). */
export type MarkerTags = { id: number; icon: string; label?: string };

/** The clusters and points of every zoom from the map's minimum to the cluster max zoom (spec: 18). */
export type ClusterIndex = Supercluster<MarkerTags>;

export function packMarkers(markers: readonly MapMarkerItem[]): PackedMarkers {
  const coordinates = new Float64Array(markers.length * 2);
  const ids = new Float64Array(markers.length);
  const iconOf = new Uint8Array(markers.length);
  const icons: string[] = [];
  const places = new Map<string, number>();
  let labels: string[] | null = null;
  markers.forEach((marker, i) => {
    coordinates[2 * i] = marker.position[0];
    coordinates[2 * i + 1] = marker.position[1];
    ids[i] = marker.id;
    let place = places.get(marker.kind);
    if (place === undefined) {
      place = icons.push(markerImageId(marker.kind)) - 1;
      places.set(marker.kind, place);
    }
    iconOf[i] = place;
    if (marker.label) {
      labels ??= new Array<string>(markers.length).fill('');
      labels[i] = marker.label;
    }
  });
  return { coordinates, ids, icons, iconOf, labels };
}

/** Clusters the markers at every zoom (in the cluster worker: 50,000 markers take a few hundred ms). */
export function buildClusterIndex(packed: PackedMarkers): ClusterIndex {
  const points: PointFeature<MarkerTags>[] = [];
  for (let i = 0; i < packed.ids.length; i++) {
    const label = packed.labels?.[i];
    const tags: MarkerTags = { id: packed.ids[i], icon: packed.icons[packed.iconOf[i]] ?? '' };
    if (label) tags.label = label;
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [packed.coordinates[2 * i], packed.coordinates[2 * i + 1]] },
      properties: tags,
    });
  }
  return new Supercluster<MarkerTags>({
    minZoom: MAP.minZoom,
    maxZoom: MAP.clusterMaxZoom,
    extent: TILE_EXTENT,
    // Supercluster measures the radius in tile units.
    radius: (CLUSTER_RADIUS * TILE_EXTENT) / TILE_PIXELS,
  }).load(points);
}

/**
 * One vector tile (Mapbox Vector Tile bytes) of the clusters and markers at a zoom, as MapLibre's vector source
 * reads it: clusters carry `cluster`, `cluster_id`, `point_count` and `point_count_abbreviated`, markers their
 * tags. An empty tile is empty bytes.
 */
export function clusterTile(index: ClusterIndex | null, z: number, x: number, y: number): ArrayBuffer {
  const tile = index?.getTile(z, x, y);
  if (!tile || tile.features.length === 0) return new ArrayBuffer(0);
  // Supercluster's tile is geojson-vt's point tile, which vt-pbf writes.
  const bytes = fromGeojsonVt(
    { [MARKER_LAYER]: tile as unknown as Parameters<typeof fromGeojsonVt>[0][string] },
    {
      version: 2,
      extent: TILE_EXTENT,
    },
  );
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
