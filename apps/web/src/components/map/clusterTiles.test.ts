import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { buildClusterIndex, clusterTile, MARKER_LAYER, packMarkers } from './clusterTiles';
import type { MapMarkerItem } from './mapTypes';

const marker = (
  id: number,
  position: [number, number],
  fields: Partial<MapMarkerItem> = {},
): MapMarkerItem => ({
  id,
  position,
  kind: 'low',
  ...fields,
});

/** The tile (x, y) holding a position at a zoom (Web Mercator). */
function tileOf([lng, lat]: [number, number], z: number): [number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  ];
}

/** The features of the tile at a position and zoom, with their properties. */
function featuresAt(markers: MapMarkerItem[], position: [number, number], z: number) {
  const index = buildClusterIndex(packMarkers(markers));
  const [x, y] = tileOf(position, z);
  const layer = new VectorTile(new PbfReader(new Uint8Array(clusterTile(index, z, x, y)))).layers[
    MARKER_LAYER
  ];
  return layer ? Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties) : [];
}

// Two markers 5 m apart, and a third 20 km away.
const near: [number, number] = [-116.5, 53.9];
const markers = [
  marker(1, near, { kind: 'high' }),
  marker(2, [-116.50008, 53.9], { label: 'C-2' }),
  marker(3, [-116.2, 53.9]),
];

describe('cluster tiles', () => {
  it('cluster markers close together up to the cluster max zoom (18), with their count', () => {
    for (const zoom of [12, 18]) {
      expect(featuresAt(markers, near, zoom)).toEqual([
        expect.objectContaining({ cluster: true, point_count: 2, point_count_abbreviated: 2 }),
      ]);
    }
  });

  it('give each marker its own point beyond the cluster max zoom, with its id, icon and only a real label', () => {
    const features = featuresAt(markers, near, 19);
    expect(features).toHaveLength(2);
    expect(features).toContainEqual({ id: 1, icon: 'marker-high' });
    expect(features).toContainEqual({ id: 2, icon: 'marker-low', label: 'C-2' });
  });

  it('are empty where there is no marker, and with no markers at all', () => {
    expect(featuresAt(markers, [-110, 50], 12)).toEqual([]);
    expect(clusterTile(null, 12, 0, 0).byteLength).toBe(0);
  });
});

describe('packMarkers', () => {
  it('keeps each icon once, and labels only when some marker has one', () => {
    const packed = packMarkers(markers);
    expect(packed.icons).toEqual(['marker-high', 'marker-low']);
    expect([...packed.iconOf]).toEqual([0, 1, 1]);
    expect(packed.labels).toEqual(['', 'C-2', '']);
    expect([...packed.ids]).toEqual([1, 2, 3]);
    expect([...packed.coordinates]).toEqual([-116.5, 53.9, -116.50008, 53.9, -116.2, 53.9]);
    expect(packMarkers([marker(1, near)]).labels).toBeNull();
  });
});
