import { filterIssues, ISSUE_FILTER_DEFAULTS, type IssueFilterValues } from '@verge/domain';
import { useMemo } from 'react';
import { useSession } from '../../../app/session';
import { useSavedFilters } from '../../../components/filters/useSavedFilters';
import type { LocalIssue } from '../../../local/db';
import { useAreas } from '../../../local/queries';
import { useIssueFilterGroups } from './useIssueFilterGroups';

/**
 * The issue filter panel's state for a list of issues: the saved set `setName` (each list keeps its own), the
 * panel's groups, and the rows it lets through (undefined until both the rows and the set are read).
 */
export function useIssueFilters(issues: readonly LocalIssue[] | undefined, setName: string) {
  const session = useSession();
  const areas = useAreas();
  const filters = useSavedFilters<IssueFilterValues>(setName, ISSUE_FILTER_DEFAULTS);
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
