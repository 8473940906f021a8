import { filterIssues } from '@verge/domain';
import { filterWorkload } from '@verge/domain/testing/filterWorkload';
import { median } from './timing';

export const FILTER_ISSUES = 100_000;

/** DESIGN §9 / issue 14: the domain filters over 100,000 issues with most groups chosen; median of `runs`. */
export function benchFilter(runs: number): { ms: number; runs: number[]; matched: number } {
  const { issues, values, context } = filterWorkload(FILTER_ISSUES);
  let matched = 0;
  const times = Array.from({ length: runs }, () => {
    const start = performance.now();
    matched = filterIssues(issues, values, context).length;
    return performance.now() - start;
  });
  return { ms: median(times), runs: times, matched };
}
