import { type NewIssueDraft, nearbyIssueIds, similarIssue } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { median } from './timing';

export const DUPLICATE_ISSUES = 100_000;

/**
 * The duplicate warning's look at the stored issues before a save, over an asset of `DUPLICATE_ISSUES` issues
 * (a point each, one in five a follow-up, inspected over two years, spread along 50 km): the scan of the marker
 * index's facts for the ones near and recent enough (`nearbyIssueIds`, what the app does) against the rule run
 * over every issue (`similarIssue`, what it did before the index narrowed it). Node, median of `runs`; the app
 * then reads only the few ids found, with their chains.
 */
export function benchDuplicates(runs: number) {
  const now = new Date('2026-11-30T12:00:00.000Z');
  const issues = Array.from({ length: DUPLICATE_ISSUES }, (_, n) =>
    issueFixture({
      id: n + 1,
      original_issue_id: n % 5 === 4 ? n - 3 : null,
      issueTypeId: (n % 3) + 1,
      inspection_date: new Date(now.getTime() - (n % 730) * 86_400_000).toISOString(),
      gps_point: { type: 'Point', coordinates: [-116.5 + (n % 1000) * 0.0007, 53.9 + (n % 7) * 0.0001] },
    }),
  );
  const draft: NewIssueDraft = {
    assetId: 1,
    issueTypeId: 1,
    has_issue: true,
    gps_point: { type: 'Point', coordinates: [-116.5 + 500 * 0.0007, 53.9] },
    gps_track: null,
  };
  const options = { distanceM: 10, now };
  const time = (fn: () => unknown) =>
    Array.from({ length: runs }, () => {
      const start = performance.now();
      fn();
      return performance.now() - start;
    });
  const near = nearbyIssueIds(draft, issues, options);
  const scan = time(() => nearbyIssueIds(draft, issues, options));
  const whole = time(() => similarIssue(draft, issues, options));
  return {
    near: near.length,
    scanMs: median(scan),
    scanRuns: scan,
    wholeMs: median(whole),
    wholeRuns: whole,
  };
}
