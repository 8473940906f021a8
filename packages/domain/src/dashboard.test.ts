import { describe, expect, it } from 'vitest';
import { dashboardSummary, lastWeekStarts, latestOfChains } from './dashboard';
import { RISK_COLOURS } from './risk';
import { issueFixture } from './testing/issueFixture';

/** An ISO instant from local wall-clock parts (month 1-based), so tests hold in any time zone. */
function at(year: number, month: number, day: number, hour = 12, minute = 0): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

// Sunday 22 November 2026, 10:00 local.
const NOW = new Date(2026, 10, 22, 10, 0);

describe('latestOfChains', () => {
  it('keeps the record with the latest inspection date of each chain, then the latest change', () => {
    const original = issueFixture({ id: 1, inspection_date: at(2026, 11, 1) });
    const later = issueFixture({ id: 2, original_issue_id: 1, inspection_date: at(2026, 11, 10) });
    const earlier = issueFixture({ id: 3, original_issue_id: 1, inspection_date: at(2026, 11, 5) });
    const sameDayOld = issueFixture({
      id: 5,
      original_issue_id: 4,
      inspection_date: at(2026, 11, 2),
      updated_at: at(2026, 11, 2),
    });
    const sameDayNew = issueFixture({
      id: -1,
      original_issue_id: 4,
      inspection_date: at(2026, 11, 2),
      updated_at: at(2026, 11, 3),
    });
    const alone = issueFixture({ id: 9 });
    expect(
      latestOfChains([later, original, earlier, sameDayNew, sameDayOld, alone]).map((i) => i.id),
    ).toEqual([2, -1, 9]);
  });
});

describe('dashboardSummary counts', () => {
  const issues = [
    // Chain 1: opened high risk, then a follow-up lowered it to medium — counted once, as medium.
    issueFixture({ id: 1, risk_score: 10, inspection_date: at(2026, 11, 1), issue_type: 'Weeds' }),
    issueFixture({
      id: 2,
      original_issue_id: 1,
      risk_score: 5,
      inspection_date: at(2026, 11, 8),
      issue_type: 'Weeds',
    }),
    // Chain 3: open, high risk, action required.
    issueFixture({ id: 3, risk_score: 10, action_required: true, issue_type: 'Animal Attractant' }),
    // Chain 4: open, no further action.
    issueFixture({ id: 4, risk_score: 0, action_required: false, issue_type: 'Weeds' }),
    // Chain 5: resolved by a follow-up inside the window.
    issueFixture({ id: 5, inspection_date: at(2026, 9, 1) }),
    issueFixture({
      id: 6,
      original_issue_id: 5,
      has_issue: false,
      inspection_date: at(2026, 10, 1),
      issue_type: null,
    }),
    // Chain 7: resolved before the window.
    issueFixture({ id: 7, inspection_date: at(2026, 5, 1) }),
    issueFixture({ id: 8, original_issue_id: 7, has_issue: false, inspection_date: at(2026, 6, 1) }),
    // No problem found from the start: neither open nor resolved.
    issueFixture({ id: 10, has_issue: false, action_required: false, issue_type: null }),
  ];
  const summary = dashboardSummary(issues, NOW);

  it('counts each chain once by its latest record', () => {
    expect(summary.chains).toBe(6);
    expect(summary.open).toBe(3);
    expect(summary.resolved).toBe(1);
  });

  it('counts the records its links list: every record with a problem needing action, or at High Risk', () => {
    // Records 1, 2, 3, 5 and 7 have a problem and require action; 1 and 3 are High Risk.
    expect(summary.actionsRequired).toBe(5);
    expect(summary.highRisk).toBe(2);
  });

  it('splits open chains by risk level with labels and colours, and by type largest first', () => {
    expect(summary.byRisk).toEqual([
      { risk: 0, label: 'No Risk', colour: RISK_COLOURS.none, count: 1 },
      { risk: 1, label: 'Low Risk', colour: RISK_COLOURS.low, count: 0 },
      { risk: 5, label: 'Medium Risk', colour: RISK_COLOURS.medium, count: 1 },
      { risk: 10, label: 'High Risk', colour: RISK_COLOURS.high, count: 1 },
    ]);
    expect(summary.byType).toEqual([
      { type: 'Weeds', count: 2 },
      { type: 'Animal Attractant', count: 1 },
    ]);
  });

  it('is all zeros for an asset without issues', () => {
    const empty = dashboardSummary([], NOW);
    expect([empty.chains, empty.open, empty.resolved, empty.byType.length]).toEqual([0, 0, 0, 0]);
    expect(empty.newPerWeek.map((w) => w.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('periods: what each card and chart counts', () => {
  // One chain of every age: opened years ago, opened last week, and one resolved long ago.
  const issues = [
    issueFixture({ id: 1, risk_score: 10, action_required: true, inspection_date: at(2019, 3, 4) }),
    issueFixture({ id: 2, risk_score: 1, action_required: true, inspection_date: at(2026, 11, 17) }),
    issueFixture({ id: 3, issue_type: 'Weeds', inspection_date: at(2020, 1, 1) }),
    issueFixture({ id: 4, original_issue_id: 3, has_issue: false, inspection_date: at(2020, 2, 1) }),
  ];
  const summary = dashboardSummary(issues, NOW);

  it('counts records needing action, High Risk records and open issues of any date', () => {
    expect(summary.actionsRequired).toBe(3);
    expect(summary.highRisk).toBe(1);
    expect(summary.open).toBe(2);
  });

  it('counts resolved issues of the last 3 months only', () => {
    expect(summary.resolved).toBe(0);
  });

  it('counts new issues from the Monday 7 weeks before this week only', () => {
    expect(summary.newSince).toEqual(new Date(2026, 8, 28));
    expect(summary.newPerWeek.reduce((sum, w) => sum + w.count, 0)).toBe(1);
  });

  it("splits the open issues into doughnut slices that add up to the open count (each doughnut's total)", () => {
    const total = (slices: { count: number }[]) => slices.reduce((sum, s) => sum + s.count, 0);
    expect(total(summary.byRisk)).toBe(summary.open);
    expect(total(summary.byType)).toBe(summary.open);
  });
});

describe('resolved window of 3 months', () => {
  function resolvedAt(inspection: string, now: Date): number {
    const issues = [
      issueFixture({ id: 1, inspection_date: at(2025, 1, 1) }),
      issueFixture({ id: 2, original_issue_id: 1, has_issue: false, inspection_date: inspection }),
    ];
    return dashboardSummary(issues, now).resolved;
  }

  it('starts on the same day three months back, clamped to the end of a shorter month', () => {
    const endOfMay = new Date(2026, 4, 31, 12, 0);
    expect(dashboardSummary([], endOfMay).resolvedSince).toEqual(new Date(2026, 1, 28, 12, 0));
    expect(resolvedAt(at(2026, 2, 28, 12, 0), endOfMay)).toBe(1);
    expect(resolvedAt(at(2026, 2, 28, 11, 59), endOfMay)).toBe(0);
    const firstOfMarch = new Date(2026, 2, 1, 0, 0);
    expect(resolvedAt(at(2025, 12, 1, 0, 0), firstOfMarch)).toBe(1);
    expect(resolvedAt(at(2025, 11, 30, 23, 59), firstOfMarch)).toBe(0);
  });
});

describe('new issues per week', () => {
  it('gives the last 8 Mondays, oldest first, the current week last (a Sunday belongs to the week before it)', () => {
    const mondays = lastWeekStarts(NOW);
    expect(mondays).toHaveLength(8);
    expect(mondays[7]).toEqual(new Date(2026, 10, 16));
    expect(mondays[0]).toEqual(new Date(2026, 8, 28));
    expect(mondays.every((d) => d.getDay() === 1)).toBe(true);
    expect(lastWeekStarts(new Date(2026, 10, 16, 0, 0))[7]).toEqual(new Date(2026, 10, 16));
    expect(lastWeekStarts(new Date(2026, 10, 15, 23, 59))[7]).toEqual(new Date(2026, 10, 9));
  });

  it('buckets originals with a problem by inspection week; follow-ups and no-problem records are not new issues', () => {
    const issues = [
      issueFixture({ id: 1, inspection_date: at(2026, 11, 16, 0, 0) }),
      issueFixture({ id: 2, inspection_date: at(2026, 11, 22, 9, 0) }),
      issueFixture({ id: 3, inspection_date: at(2026, 11, 15, 23, 59) }),
      issueFixture({ id: 4, inspection_date: at(2026, 9, 28, 0, 0) }),
      issueFixture({ id: 5, inspection_date: at(2026, 9, 27, 23, 59) }),
      issueFixture({ id: 6, original_issue_id: 1, inspection_date: at(2026, 11, 17) }),
      issueFixture({ id: 7, has_issue: false, inspection_date: at(2026, 11, 17) }),
    ];
    expect(dashboardSummary(issues, NOW).newPerWeek.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 2]);
  });
});
