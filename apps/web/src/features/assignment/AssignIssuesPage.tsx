import AddTaskIcon from '@mui/icons-material/AddTask';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { matchesText, USER_ROLE_IDS, type User } from '@verge/domain';
import { useSession } from '../../base/session';
import { DataTable } from '../../components/table/DataTable';
import { useUsers } from '../../core/users';
import { companyUsers } from '../users';
import { RowLinks, rowLinksWidth, useSmallTable } from './RowLinks';

/**
 * /assign-issues: the active field users (role 3) of the admin's own company, with their assigned issues and an
 * assign action. A client's device also holds its providers' users: those are their own admin's to assign.
 */
export default function AssignIssuesPage() {
  const session = useSession();
  const users = useUsers();
  const small = useSmallTable();
  const companyId = session.company?.id ?? session.user?.companyId ?? null;
  const fieldUsers = companyUsers(users ?? [], companyId).filter(
    (u) => u.userRoleId === USER_ROLE_IDS.fieldUser && u.is_active,
  );
  return (
    <DataTable<User>
      ariaLabel="Field users"
      rows={fieldUsers}
      loading={users === undefined}
      empty={{ text: 'No active field users to assign issues to' }}
      columns={[
        { field: 'user_name', headerName: 'Username', flex: 1, minWidth: 110, mobile: true },
        {
          field: 'actions',
          headerName: 'Actions',
          width: rowLinksWidth(2, small) + (small ? 0 : 40),
          sortable: false,
          mobile: true,
          renderCell: ({ row }) => (
            <RowLinks
              links={[
                { to: `/user-issue-list/${row.id}`, label: 'list assigned issues', icon: <ListAltIcon /> },
                { to: `/user-assign-issues/${row.id}`, label: 'assign issues', icon: <AddTaskIcon /> },
              ]}
            />
          ),
        },
      ]}
      initialSort={{ field: 'user_name', sort: 'asc' }}
      search={{ placeholder: 'Search users', matches: (row, text) => matchesText(row.user_name, text) }}
    />
  );
}
