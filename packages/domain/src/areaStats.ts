import type { AreaShape, Position } from './common';
import { maxRisk, riskColourName } from './risk';

/** The issue fields the overview and the area dialog count. */
export interface CountedIssue {
  areaId: number;
  has_issue: boolean;
  risk_score: number;
  inspection_date: string;
  original_issue_id: number | null;
  assignedUserIds: readonly number[];
  thirdPartyCompanyIds: readonly number[];
}

/** Who is looking: field users hold issues assigned to them; admins of a provider, those of their company. */
export interface AreaViewer {
  userId: number | null;
  companyId: number | null;
  isAdmin: boolean;
}

export interface AreaCounts {
  /** Every issue logged (follow-ups included). */
  total: number;
  /** Open issues (has_issue) by risk level. */
  high: number;
  medium: number;
  low: number;
  none: number;
  /** Issues with no problem left (has_issue false). */
  resolved: number;
  assignedToYou: number;
  notAssignedToYou: number;
}

/** The calendar year (local time) of an inspection date. */
export function inspectionYear(inspectionDate: string): number {
  return new Date(inspectionDate).getFullYear();
}

/** The issues of one year, or all of them when no year is chosen. */
export function issuesOfYear<T extends Pick<CountedIssue, 'inspection_date'>>(
  issues: readonly T[],
  year: number | null,
): T[] {
  return year === null ? [...issues] : issues.filter((i) => inspectionYear(i.inspection_date) === year);
}

/**
 * The polygon colour of an area: the maximum risk score of its issues (spec 1), so an area inspected with no
 * problem found is green (No Risk); null (grey) when it has no issues.
 */
export function areaRisk(issues: readonly Pick<CountedIssue, 'risk_score'>[]): number | null {
  return maxRisk(issues.map((i) => i.risk_score));
}

/** Issues that start a chain (no original). */
export function originalCount(issues: readonly Pick<CountedIssue, 'original_issue_id'>[]): number {
  return issues.filter((i) => i.original_issue_id === null).length;
}

function assignedTo(issue: CountedIssue, viewer: AreaViewer): boolean {
  if (viewer.isAdmin)
    return viewer.companyId !== null && issue.thirdPartyCompanyIds.includes(viewer.companyId);
  return viewer.userId !== null && issue.assignedUserIds.includes(viewer.userId);
}

/** The area dialog's counts of an area's issues for one viewer (spec 1 "Area dialog"). */
export function areaCounts(issues: readonly CountedIssue[], viewer: AreaViewer): AreaCounts {
  const counts: AreaCounts = {
    total: issues.length,
    high: 0,
    medium: 0,
    low: 0,
    none: 0,
    resolved: 0,
    assignedToYou: 0,
    notAssignedToYou: 0,
  };
  for (const issue of issues) {
    if (issue.has_issue) {
      const band = riskColourName(issue.risk_score);
      if (band !== 'unknown' && band !== 'nonInteractive') counts[band] += 1;
    } else {
      counts.resolved += 1;
    }
    if (assignedTo(issue, viewer)) counts.assignedToYou += 1;
    else counts.notAssignedToYou += 1;
  }
  return counts;
}

function positionsOf(shape: AreaShape): Position[] {
  return shape.type === 'Polygon' ? shape.coordinates.flat() : shape.coordinates.flat(2);
}

/** The centre of an area's bounding box: where the area dialog's map looks. */
export function shapeCentre(shape: AreaShape): Position | null {
  const positions = positionsOf(shape);
  if (positions.length === 0) return null;
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
}
