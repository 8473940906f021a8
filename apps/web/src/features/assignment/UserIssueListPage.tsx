import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fullName, USER_ROLE_IDS } from '@verge/domain';
import { useCallback } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../base/pageTitle';
import { useSelectedAssetId, useSession } from '../../base/session';
import { assignIssuesToUser, removeAssignedIssues } from '../../core/assignments';
import { type LocalIssue, useIssues } from '../../core/issues';
import { useUser } from '../../core/users';
import { AssignmentTable } from './AssignmentTable';

/** A field user's assigned issues (/user-issue-list) or the issues still assignable to them (/user-assign-issues). */
export default function UserIssueListPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const assigning = pathname.startsWith('/user-assign-issues');
  const userId = Number(id);
  // null once read and not found: only the company's own field users are assigned issues.
  const user = useUser(userId);
  const assetId = useSelectedAssetId();
  const issues = useIssues(assetId);
  const session = useSession();
  const companyId = session.company?.id ?? session.user?.companyId ?? null;
  const assignable = !!user && user.userRoleId === USER_ROLE_IDS.fieldUser && user.companyId === companyId;
  const isAssigned = useCallback((i: LocalIssue) => i.assignedUserIds.includes(userId), [userId]);
  const name = user ? fullName(user) : '';
  usePageTitle(user ? (assigning ? `Assign Issues To ${name}` : `${name} Assigned Issues`) : null);
  return (
    <>
      <Link component={RouterLink} to="/assign-issues" sx={{ display: 'inline-block', mb: 1 }}>
        {'< Back to Assign to Users'}
      </Link>
      {user !== undefined && !assignable && (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          Issues are assigned to the field users of your company only.
        </Typography>
      )}
      {assignable && (
        <AssignmentTable
          issues={issues}
          isAssigned={isAssigned}
          mode={assigning ? 'assign' : 'list'}
          assignee={name}
          removeQuestion="Are you sure you want to remove selected issues?"
          cancelTo="/assign-issues"
          onConfirm={(ids) =>
            assigning
              ? assignIssuesToUser(assetId, { userId, issueIds: ids })
              : removeAssignedIssues(assetId, { delete_issue_ids: ids, client_field_user_id: userId })
          }
        />
      )}
    </>
  );
}
