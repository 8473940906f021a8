import { addWeeks, startOfWeek, subMonths, subWeeks } from 'date-fns';
import { DASHBOARD_NEW_WEEKS, DASHBOARD_RESOLVED_MONTHS } from './constants';
import type { VegetationIssue } from './issue';
import { RISK_LEVELS, type RiskLevel, riskColour, riskLabel } from './risk';

/** What the dashboard reads of an issue (a local row may carry a negative id while awaiting sync). */
export type DashboardIssue = Pick<
  VegetationIssue,
  | 'original_issue_id'
  | 'inspection_date'
  | 'updated_at'
  | 'has_issue'
  | 'action_required'
  | 'risk_score'
  | 'issue_type'
> & { id: number };

export interface RiskSlice {
  risk: RiskLevel;
  label: string;
  colour: string;
  count: number;
}
export interface TypeSlice {
  type: string;
  count: number;
}
export interface WeekCount {
  /** The week's Monday at 00:00 local time. */
  weekStart: Date;
  count: number;
}

export interface DashboardSummary {
  /** Follow-up chains counted (each by its latest record). */
  chains: number;
  /**
   * Records (originals and follow-ups) of any date with a problem that require further action: exactly the
   * rows of /vegetation-issues?actionsRequired=true, which this card links to.
   */
  actionsRequired: number;
  /** Records of any date with a problem at High Risk (10): exactly the rows of /vegetation-issues?risk=10. */
  highRisk: number;
  /** Chains whose latest record, of any date, has an issue. */
  open: number;
  /** Chains closed by a follow-up without an issue, inspected since resolvedSince. */
  resolved: number;
  resolvedSince: Date;
  /** Open chains by the latest record's risk, one slice per risk level; the counts add up to `open`. */
  byRisk: RiskSlice[];
  /** Open chains by the latest record's issue type, largest first; the counts add up to `open`. */
  byType: TypeSlice[];
  /** New issues (originals with a problem found) per week, oldest first, weeks starting on Monday. */
  newPerWeek: WeekCount[];
  /** The Monday the first of those weeks starts: the weekly chart counts inspections from then on. */
  newSince: Date;
}

/** Name of an open issue without a type (should not happen; kept visible rather than dropped). */
export const DASHBOARD_UNKNOWN_TYPE = 'Unknown Type';

function time(iso: string): number {
  return Date.parse(iso);
}

/**
 * The latest record of each follow-up chain (an original with its follow-ups, keyed by the original's id): the
 * one with the latest inspection date (spec 1 §4), then the latest change.
 */
export function latestOfChains<T extends DashboardIssue>(issues: readonly T[]): T[] {
  const latest = new Map<number, T>();
  for (const issue of issues) {
    const key = issue.original_issue_id ?? issue.id;
    const best = latest.get(key);
    const newer =
      !best ||
      time(issue.inspection_date) > time(best.inspection_date) ||
      (time(issue.inspection_date) === time(best.inspection_date) &&
        time(issue.updated_at) > time(best.updated_at));
    if (newer) latest.set(key, issue);
  }
  return [...latest.values()];
}

/** The Mondays starting the last `weeks` weeks up to and including the week of `now`, oldest first. */
export function lastWeekStarts(now: Date, weeks: number = DASHBOARD_NEW_WEEKS): Date[] {
  const thisWeek = startOfWeek(now, { weekStartsOn: 1 });
  return Array.from({ length: weeks }, (_, i) => subWeeks(thisWeek, weeks - 1 - i));
}

/** The dashboard's counts of the issues a user can see, at the moment `now`. */
export function dashboardSummary(issues: readonly DashboardIssue[], now: Date): DashboardSummary {
  const chains = latestOfChains(issues);
  const open = chains.filter((i) => i.has_issue);
  const resolvedSince = subMonths(now, DASHBOARD_RESOLVED_MONTHS);

  const types = new Map<string, number>();
  for (const issue of open) {
    const type = issue.issue_type?.trim() || DASHBOARD_UNKNOWN_TYPE;
    types.set(type, (types.get(type) ?? 0) + 1);
  }

  const newIssueTimes = issues
    .filter((i) => i.original_issue_id === null && i.has_issue)
    .map((i) => time(i.inspection_date));
  const weekStarts = lastWeekStarts(now);
  const newPerWeek = weekStarts.map((weekStart) => {
    const from = weekStart.getTime();
    const to = addWeeks(weekStart, 1).getTime();
    return { weekStart, count: newIssueTimes.filter((t) => t >= from && t < to).length };
  });

  return {
    chains: chains.length,
    actionsRequired: issues.filter((i) => i.has_issue && i.action_required === true).length,
    highRisk: issues.filter((i) => i.has_issue && i.risk_score === 10).length,
    open: open.length,
    resolved: chains.filter(
      (i) =>
        !i.has_issue && i.original_issue_id !== null && time(i.inspection_date) >= resolvedSince.getTime(),
    ).length,
    resolvedSince,
    byRisk: RISK_LEVELS.map((risk) => ({
      risk,
      label: riskLabel(risk),
      colour: riskColour(risk),
      count: open.filter((i) => i.risk_score === risk).length,
    })),
    byType: [...types]
      .map(([type, count]) => ({ type, count }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
    newPerWeek,
    newSince: weekStarts[0],
  };
}
