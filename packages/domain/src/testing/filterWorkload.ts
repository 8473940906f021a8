import type { FilterableIssue, IssueFilterValues } from '../filters/issueFilters';
import { ISSUE_FILTER_DEFAULTS } from '../filters/issueFilters';
import { issueFixture } from './issueFixture';

/**
 * The filtering budget's workload (DESIGN §9, issue 14), shared by its unit test and the web bench: `count`
 * issues over three areas with every risk level, and a filter set using most groups at once.
 */
export function filterWorkload(count: number) {
  const issues: FilterableIssue[] = Array.from({ length: count }, (_, n) =>
    issueFixture({
      id: n + 1,
      areaId: (n % 3) + 1,
      risk_score: ([0, 1, 5, 10] as const)[n % 4],
      comments: `Patch ${n} by the fence`,
      speciesIds: [n % 9],
      photos: n % 2 ? ['k'] : [],
      original_issue_id: n % 5 ? null : 1,
    }),
  );
  const values: IssueFilterValues = {
    ...ISSUE_FILTER_DEFAULTS,
    areaIds: [1, 2],
    riskScores: [5, 10],
    dateFrom: '2026-01-01',
    dateTo: '2026-12-31',
    photoStatus: [1],
    speciesIds: [1, 3, 5],
    subAssetIds: [7],
    commentSearch: 'fence',
    originalStatus: [1],
  };
  const context = {
    subAssetOfArea: new Map<number, number | null>([
      [1, null],
      [2, 7],
      [3, 8],
    ]),
  };
  return { issues, values, context };
}
