import { areaCounts, issuesOfYear } from '@verge/domain';
import { useMemo } from 'react';
import { useSession } from '../../base/session';
import { useAreaIssueRows } from '../../core/issues';

/**
 * A management area's issues from the local store (of one year, when given; deleted ones left out), undefined
 * while the current area's issues load (never the previous area's, nor none), and their counts as this viewer
 * sees them.
 */
export function useAreaIssues(areaId: number | null, year: number | null) {
  const session = useSession();
  const stored = useAreaIssueRows(areaId);
  const issues = useMemo(() => stored && issuesOfYear(stored, year), [stored, year]);
  const counts = useMemo(
    () =>
      areaCounts(issues ?? [], {
        userId: session.userId,
        companyId: session.company?.id ?? null,
        isAdmin: session.isAdmin,
      }),
    [issues, session.userId, session.company, session.isAdmin],
  );
  return { issues, counts };
}
