import Link from '@mui/material/Link';
import { matchesText, type User } from '@verge/domain';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { useUsers } from '../../local/queries';

/** Field users (role 3) with their assigned issues and an assign action. */
export default function AssignIssuesPage() {
  const users = useUsers();
  const fieldUsers = (users ?? []).filter((u) => u.userRoleId === 3 && u.is_active);
  return (
    <DataTable<User>
      ariaLabel="Field users"
      rows={fieldUsers}
      loading={users === undefined}
      columns={[
        { field: 'user_name', headerName: 'Username', flex: 1, mobile: true },
        {
          field: 'actions',
          headerName: 'Actions',
          width: 260,
          sortable: false,
          mobile: true,
          renderCell: ({ row }) => (
            <>
              <Link component={RouterLink} to={`/user-issue-list/${row.id}`} sx={{ mr: 2 }}>
                list assigned issues
              </Link>
              <Link component={RouterLink} to={`/user-assign-issues/${row.id}`}>
                assign issues
              </Link>
            </>
          ),
        },
      ]}
      initialSort={{ field: 'user_name', sort: 'asc' }}
      search={{ placeholder: 'Search users', matches: (row, text) => matchesText(row.user_name, text) }}
    />
  );
}
