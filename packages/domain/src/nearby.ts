import type { GeoLineString, GeoPoint, Position } from './common';
import { NEARBY_ISSUES_MAX, UNKNOWN_DISTANCE } from './constants';
import { distanceMetres, representativePosition } from './geo';

/** What the nearby list needs of an issue: where and when it was recorded. */
export interface Locatable {
  id: number;
  inspection_date: string;
  gps_point: GeoPoint | null;
  gps_track: GeoLineString | null;
}

/** An issue of the pick list and its distance in metres from the device ({@link UNKNOWN_DISTANCE} when unknown). */
export interface NearbyIssue<T extends Locatable> {
  issue: T;
  distance: number;
}

/** Newest inspection first, then the higher id (the later record). */
function byDate(a: Locatable, b: Locatable): number {
  const time = (issue: Locatable) => Date.parse(issue.inspection_date) || 0;
  return time(b) - time(a) || b.id - a.id;
}

/**
 * The nearby-issue pick list (spec 1 "Add vegetation issue form"): with the device position known, the
 * {@link NEARBY_ISSUES_MAX} closest issues by their GPS point, else the first point of their track (issues
 * without either follow, unknown); without a position, all issues by date, newest first, every distance unknown.
 */
export function nearbyIssues<T extends Locatable>(
  issues: readonly T[],
  position: Position | null,
  max: number = NEARBY_ISSUES_MAX,
): NearbyIssue<T>[] {
  if (!position) return [...issues].sort(byDate).map((issue) => ({ issue, distance: UNKNOWN_DISTANCE }));
  const rows = issues.map((issue) => {
    const at = representativePosition(issue.gps_point, issue.gps_track);
    return { issue, distance: at ? distanceMetres(position, at) : UNKNOWN_DISTANCE };
  });
  const unknown = (row: NearbyIssue<T>) => row.distance === UNKNOWN_DISTANCE;
  rows.sort(
    (a, b) =>
      Number(unknown(a)) - Number(unknown(b)) ||
      (unknown(a) ? 0 : a.distance - b.distance) ||
      byDate(a.issue, b.issue),
  );
  return rows.slice(0, max);
}
