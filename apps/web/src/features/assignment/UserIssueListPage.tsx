import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fullName } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { db } from '../../local/db';
import { useIssues } from '../../local/queries';
import { issueColumns } from '../issues/issueColumns';

/** A field user's assigned issues (/user-issue-list) or the issues still assignable to them (/user-assign-issues). */
export default function UserIssueListPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const assigning = pathname.startsWith('/user-assign-issues');
  const userId = Number(id);
  const user = useLiveQuery(() => db.users.get(userId), [userId]);
  const issues = useIssues();
  const columns = useMemo(() => issueColumns(), []);
  const rows = (issues ?? []).filter(
    (i) => i.id > 0 && i.assignedUserIds.includes(userId) !== assigning && (!assigning || i.isInteractive),
  );
  return (
    <>
      <Link component={RouterLink} to="/assign-issues" sx={{ display: 'inline-block', mb: 1 }}>
        {'< Back to Assign to Users'}
      </Link>
      {user && (
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {fullName(user)}
        </Typography>
      )}
      <DataTable ariaLabel="Issues" rows={rows} columns={columns} selectable loading={issues === undefined} />
    </>
  );
}
