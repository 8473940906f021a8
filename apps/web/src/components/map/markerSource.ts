import type { MapMarkerItem } from './mapTypes';

/** The markers of the chosen year (and those without one). */
export function markersOfYear(
  markers: readonly MapMarkerItem[],
  year: number | null,
): readonly MapMarkerItem[] {
  return year === null ? markers : markers.filter((m) => m.year === undefined || m.year === year);
}

/**
 * Whether two marker lists draw the same: a write that changed no marker (a comment edited on one of 50,000
 * issues) then leaves the clustered markers alone (MarkerClusters.load).
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
