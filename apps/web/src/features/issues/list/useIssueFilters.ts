import { filterIssues, ISSUE_FILTER_DEFAULTS, type IssueFilterValues } from '@verge/domain';
import { useMemo } from 'react';
import { useSelectedAssetId, useSession } from '../../../base/session';
import { useAreas } from '../../../core/areas';
import { type SavedFilters, useSavedFilters } from '../../../core/filterSets';
import type { LocalIssue } from '../../../core/issues';
import { useIssueFilterGroups } from './useIssueFilterGroups';

/** The saved issue filter set `setName` (each list keeps its own). */
export function useIssueFilterSet(setName: string): SavedFilters<IssueFilterValues> {
  return useSavedFilters<IssueFilterValues>(setName, ISSUE_FILTER_DEFAULTS);
}

/**
 * The issue filter panel's state for a list of issues: the saved set (useIssueFilterSet), the panel's groups, and
 * the rows it lets through (undefined until both the rows and the set are read).
 */
export function useIssueFilters(
  issues: readonly LocalIssue[] | undefined,
  filters: SavedFilters<IssueFilterValues>,
) {
  const session = useSession();
  const assetId = useSelectedAssetId();
  const areas = useAreas(assetId);
  const groups = useIssueFilterGroups(issues, session);
  const context = useMemo(
    () => ({ subAssetOfArea: new Map((areas ?? []).map((a) => [a.id, a.subAssetId])) }),
    [areas],
  );
  const filtered = useMemo(
    () => (issues && filters.applied ? filterIssues(issues, filters.applied, context) : undefined),
    [issues, filters.applied, context],
  );
  return { filters, groups, filtered };
}
