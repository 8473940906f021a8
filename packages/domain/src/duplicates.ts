import { format, parseISO, subDays } from 'date-fns';
import type { Position } from './common';
import {
  CULVERT_DUPLICATE_DISTANCE_M,
  DUPLICATE_DISTANCE_DEFAULT_M,
  DUPLICATE_LOOKBACK_DAYS,
  TOOL_ISSUE_ID_LABEL,
} from './constants';
import type { Culvert } from './culvert';
import { type DashboardIssue, latestOfChains } from './dashboard';
import { distanceMetres, pathDistanceMetres } from './geo';
import type { VegetationIssue } from './issue';

/*
 * The duplicate warning (issue 39): before a new issue or culvert is saved, the device looks in its own store for
 * one already recorded at that spot, so it works without a signal.
 */

/** A similar record and how far it is from the new one, in metres. */
export interface SimilarRecord<T> {
  record: T;
  distanceM: number;
}

/** The company's warning distance; a company stored before the setting existed has the default. */
export function duplicateDistance(company: { duplicateDistanceM?: number } | null | undefined): number {
  return company?.duplicateDistanceM ?? DUPLICATE_DISTANCE_DEFAULT_M;
}

type Placed = Pick<VegetationIssue, 'gps_point' | 'gps_track'>;

/** The paths of an issue's geometry: its point, its track, or both when it has both. */
function pathsOf(issue: Placed): Position[][] {
  const paths: Position[][] = [];
  if (issue.gps_point) paths.push([issue.gps_point.coordinates]);
  if (issue.gps_track && issue.gps_track.coordinates.length > 0) paths.push(issue.gps_track.coordinates);
  return paths;
}

function nearestGap(a: Position[][], b: Position[][]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (const p of a) for (const q of b) nearest = Math.min(nearest, pathDistanceMetres(p, q));
  return nearest;
}

/** What the rule reads of a stored issue (a local row may carry a negative id while awaiting sync). */
export type DuplicateIssueCandidate = DashboardIssue &
  Placed &
  Pick<VegetationIssue, 'assetId' | 'issueTypeId' | 'hidden'>;

/** The new issue as the form holds it. */
export type NewIssueDraft = Placed & Pick<VegetationIssue, 'assetId' | 'issueTypeId' | 'has_issue'>;

interface IssueWarningOptions {
  distanceM: number;
  now: Date;
}

/**
 * Where the new issue lies and since when a stored one counts, or null when the new one is never warned about:
 * the warning is off (`distanceM` 0), or it has no problem, no type or no position.
 */
function warningScope(draft: NewIssueDraft, options: IssueWarningOptions) {
  const here = pathsOf(draft);
  if (options.distanceM <= 0 || !draft.has_issue || draft.issueTypeId === null || here.length === 0)
    return null;
  return { here, since: subDays(options.now, DUPLICATE_LOOKBACK_DAYS).getTime() };
}

/** How far a stored issue lies from the new one when it was inspected since the look-back and lies within the distance; else null. */
function nearAndRecent(
  scope: { here: Position[][]; since: number },
  issue: Placed & Pick<VegetationIssue, 'inspection_date'>,
  distanceM: number,
): number | null {
  if (!(Date.parse(issue.inspection_date) >= scope.since)) return null;
  const gap = nearestGap(scope.here, pathsOf(issue));
  return gap <= distanceM ? gap : null;
}

/**
 * The ids of the stored issues worth a closer look: inspected within the look-back and lying within the distance
 * of the new one. This much of every issue is at hand on the device (its map's marker index), so only these, and
 * the chains they belong to, need reading whole for {@link similarIssue}.
 */
export function nearbyIssueIds(
  draft: NewIssueDraft,
  issues: readonly (Placed & Pick<VegetationIssue, 'id' | 'inspection_date'>)[],
  options: IssueWarningOptions,
): number[] {
  const scope = warningScope(draft, options);
  if (!scope) return [];
  return issues.filter((issue) => nearAndRecent(scope, issue, options.distanceM) !== null).map((i) => i.id);
}

/**
 * The issue a new one probably repeats, or null: the nearest record, on the same asset and of the same type, with
 * a problem found, inspected in the last year, not deleted, of a chain not completed (its latest record still has
 * a problem: a follow-up without one resolves it, spec 1 §4), whose geometry comes within `distanceM` of the new
 * issue's. Distances are between the geometries themselves, not their first positions: a crew that walked a 200 m
 * weed strip as a track expects a thistle logged anywhere along it to be called a repeat, not only one logged
 * where the walk began. `distanceM` 0 turns the warning off; an issue without a problem or a position is never
 * warned about. `issues` must hold every record of each chain it holds a record of.
 */
export function similarIssue<T extends DuplicateIssueCandidate>(
  draft: NewIssueDraft,
  issues: readonly T[],
  options: IssueWarningOptions,
): SimilarRecord<T> | null {
  const scope = warningScope(draft, options);
  if (!scope) return null;
  const onAsset = issues.filter((issue) => !issue.hidden && issue.assetId === draft.assetId);
  const openChains = new Set(
    latestOfChains(onAsset)
      .filter((latest) => latest.has_issue)
      .map((latest) => latest.original_issue_id ?? latest.id),
  );
  let best: SimilarRecord<T> | null = null;
  for (const issue of onAsset) {
    if (!issue.has_issue || issue.issueTypeId !== draft.issueTypeId) continue;
    if (!openChains.has(issue.original_issue_id ?? issue.id)) continue;
    const distanceM = nearAndRecent(scope, issue, options.distanceM);
    if (distanceM === null) continue;
    const closer =
      !best ||
      distanceM < best.distanceM ||
      (distanceM === best.distanceM &&
        Date.parse(issue.inspection_date) > Date.parse(best.record.inspection_date));
    if (closer) best = { record: issue, distanceM };
  }
  return best;
}

type CulvertEnds = Pick<Culvert, 'inlet_location' | 'outlet_location'>;
const endsOf = (culvert: CulvertEnds): Position[] =>
  [culvert.inlet_location, culvert.outlet_location].flatMap((end) => (end ? [end.coordinates] : []));

/** What the rule reads of a stored culvert. */
export type DuplicateCulvertCandidate = CulvertEnds & Pick<Culvert, 'assetId' | 'hidden'> & { id: number };

/**
 * The culvert a new one probably repeats, or null: the nearest culvert on the same asset, not deleted, with an
 * inlet or outlet within {@link CULVERT_DUPLICATE_DISTANCE_M} of the new one's inlet or outlet. A culvert is
 * a fixed structure: two inlets that close are one culvert, whenever it was recorded.
 */
export function similarCulvert<T extends DuplicateCulvertCandidate>(
  draft: CulvertEnds & Pick<Culvert, 'assetId'>,
  culverts: readonly T[],
): SimilarRecord<T> | null {
  const here = endsOf(draft);
  let best: SimilarRecord<T> | null = null;
  for (const culvert of culverts) {
    if (culvert.hidden || culvert.assetId !== draft.assetId) continue;
    for (const a of here) {
      for (const b of endsOf(culvert)) {
        const distanceM = distanceMetres(a, b);
        if (distanceM <= CULVERT_DUPLICATE_DISTANCE_M && (!best || distanceM < best.distanceM))
          best = { record: culvert, distanceM };
      }
    }
  }
  return best;
}

/** 'J. Smith': the first name's initial and the last name; whichever part is known when one is missing. */
export function initialAndLastName(name: { first_name: string; last_name: string }): string {
  const first = name.first_name.trim();
  const last = name.last_name.trim();
  if (!first) return last;
  return last ? `${first[0].toUpperCase()}. ${last}` : first;
}

/** A full name ('Jane Smith') as first and last name: the first word, and the rest. */
export function nameParts(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** '3 November' in the current year, '3 November 2025' in another. */
function recordedDay(iso: string, now: Date): string {
  const date = parseISO(iso);
  return format(date, date.getFullYear() === now.getFullYear() ? 'd MMMM' : 'd MMMM yyyy');
}

/**
 * 'A similar issue was recorded 12 m away on 3 November by J. Smith (Verge Id 204)': `recordedBy` as
 * {@link initialAndLastName} gives it, the id the tables show (the chain original's); an issue still awaiting sync
 * has no id yet.
 */
export function similarIssueText(
  found: SimilarRecord<Pick<VegetationIssue, 'inspection_date' | 'original_issue_id'> & { id: number }>,
  recordedBy: string,
  now: Date,
): string {
  const { record } = found;
  const toolId = record.original_issue_id ?? record.id;
  const by = recordedBy ? ` by ${recordedBy}` : '';
  const which = toolId > 0 ? `${TOOL_ISSUE_ID_LABEL} ${toolId}` : 'awaiting sync';
  return `A similar issue was recorded ${Math.round(found.distanceM)} m away on ${recordedDay(record.inspection_date, now)}${by} (${which})`;
}

/**
 * 'A culvert was recorded 4 m away (Site Culvert Id C-12)'. Unlike an issue, a culvert row carries neither who
 * recorded it nor when, so the site id, which is painted on its markers, names it.
 */
export function similarCulvertText(found: SimilarRecord<Pick<Culvert, 'site_culvert_id'>>): string {
  return `A culvert was recorded ${Math.round(found.distanceM)} m away (Site Culvert Id ${found.record.site_culvert_id})`;
}
