import { areaCounts, issuesOfYear } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useSession } from '../../app/session';
import { db } from '../../local/db';

/**
 * A management area's issues from the local store (of one year, when given; deleted ones left out), undefined
 * while they load, and their counts as this viewer sees them.
 */
export function useAreaIssues(areaId: number | null, year: number | null) {
  const session = useSession();
  const stored = useLiveQuery(
    () =>
      areaId === null
        ? []
        : db.issues
            .where('areaId')
            .equals(areaId)
            .filter((i) => !i.hidden)
            .toArray(),
    [areaId],
  );
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
