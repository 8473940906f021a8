import { markerImageId } from './mapImages';
import type { MapMarkerItem } from './mapTypes';

/** The markers as the clustered source's GeoJSON: those of the chosen year (and those without one). */
export function markerFeatures(
  markers: readonly MapMarkerItem[] | undefined,
  year: number | null,
): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (markers ?? [])
      .filter((m) => year === null || m.year === undefined || m.year === year)
      .map((m) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: m.position },
        // No label property on a marker without one: each property of 50,000 markers is copied to the map's
        // worker and kept there.
        properties: m.label
          ? { id: m.id, icon: markerImageId(m.kind), label: m.label }
          : { id: m.id, icon: markerImageId(m.kind) },
      })),
  };
}

/**
 * Whether two marker lists draw the same: a write that changed no marker (a comment edited on one of 50,000
 * issues) then leaves the clustered source alone instead of clustering everything again.
 */
export function sameMarkers(a: readonly MapMarkerItem[], b: readonly MapMarkerItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (
      x.id !== y.id ||
      x.kind !== y.kind ||
      x.year !== y.year ||
      x.label !== y.label ||
      x.position[0] !== y.position[0] ||
      x.position[1] !== y.position[1]
    )
      return false;
  }
  return true;
}
