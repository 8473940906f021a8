import Link from '@mui/material/Link';
import { fullName } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../app/pageTitle';
import { useSession } from '../../app/session';
import { assignIssuesToUser, removeAssignedIssues } from '../../commands/assignmentCommands';
import { db } from '../../local/db';
import { useIssues } from '../../local/queries';
import { AssignmentTable } from './AssignmentTable';

/** A field user's assigned issues (/user-issue-list) or the issues still assignable to them (/user-assign-issues). */
export default function UserIssueListPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const assigning = pathname.startsWith('/user-assign-issues');
  const userId = Number(id);
  const user = useLiveQuery(() => db.users.get(userId), [userId]);
  const issues = useIssues();
  const assetId = useSession().settings.selectedAssetId;
  const rows = (issues ?? []).filter(
    (i) => i.id > 0 && i.assignedUserIds.includes(userId) !== assigning && (!assigning || i.isInteractive),
  );
  const name = user ? fullName(user) : '';
  usePageTitle(user && (assigning ? `Assign Issues To ${name}` : `${name} Assigned Issues`));
  return (
    <>
      <Link component={RouterLink} to="/assign-issues" sx={{ display: 'inline-block', mb: 1 }}>
        {'< Back to Assign to Users'}
      </Link>
      <AssignmentTable
        rows={rows}
        loading={issues === undefined}
        mode={assigning ? 'assign' : 'list'}
        question={
          assigning
            ? `Are you sure you want to assign selected issues to ${name}?`
            : 'Are you sure you want to remove selected issues?'
        }
        cancelTo="/assign-issues"
        onConfirm={(ids) =>
          assigning
            ? assignIssuesToUser(assetId, { userId, issueIds: ids })
            : removeAssignedIssues(assetId, { delete_issue_ids: ids, client_field_user_id: userId })
        }
      />
    </>
  );
}
