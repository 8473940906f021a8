import { ISSUE_QUERY_PARAMS, type IssueFilterValues, issueQueryFilters } from '@verge/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSelectedAssetId } from '../../../base/session';
import { useAreas } from '../../../core/areas';
import type { LocalIssue } from '../../../core/issues';

/**
 * The query parameters of /vegetation-issues (issueId, original, areaName, risk, actionsRequired): once
 * the local store has been read, the filters they name are applied and saved (so they stay like any
 * applied filter), the named issue's dialog opens, and the parameters leave the address so that later
 * filter changes are not undone by a reload. Rules in the domain's issueQueryFilters.
 */
export function useIssueQuery(
  issues: readonly LocalIssue[] | undefined,
  ready: boolean,
  apply: (values: IssueFilterValues) => Promise<void>,
  openIssue: (id: number) => void,
): void {
  const [params, setParams] = useSearchParams();
  const assetId = useSelectedAssetId();
  const areas = useAreas(assetId);
  // The query being handled: a link followed while on the page (a detail card's Show button) is handled too.
  const handling = useRef<string | null>(null);
  useEffect(() => {
    if (!ISSUE_QUERY_PARAMS.some((name) => params.has(name))) {
      handling.current = null;
      return;
    }
    if (!ready || !issues || !areas || handling.current === params.toString()) return;
    handling.current = params.toString();
    const { values, openIssueId } = issueQueryFilters(params, { areas, issues });
    const next = new URLSearchParams(params);
    for (const name of ISSUE_QUERY_PARAMS) next.delete(name);
    void (async () => {
      if (values) await apply(values);
      if (openIssueId !== null) openIssue(openIssueId);
      setParams(next, { replace: true });
    })();
  }, [ready, issues, areas, params, setParams, apply, openIssue]);
}
