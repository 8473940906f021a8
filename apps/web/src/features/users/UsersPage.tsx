import { fullName, matchesText, type User, userRoleName } from '@verge/domain';
import { DataTable } from '../../components/table/DataTable';
import { useUsers } from '../../local/queries';

/** The company's users, active first. */
export default function UsersPage() {
  const users = useUsers();
  const rows = [...(users ?? [])].sort((a, b) => Number(b.is_active) - Number(a.is_active));
  return (
    <DataTable<User>
      ariaLabel="Users"
      rows={rows}
      loading={users === undefined}
      columns={[
        { field: 'user_name', headerName: 'Username', flex: 1, minWidth: 140, mobile: true },
        {
          field: 'name',
          headerName: 'Name',
          flex: 1,
          minWidth: 160,
          valueGetter: (_v, row) => fullName(row),
        },
        { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
        {
          field: 'role',
          headerName: 'Role',
          width: 160,
          mobile: true,
          valueGetter: (_v, row) => userRoleName(row),
        },
      ]}
      search={{
        placeholder: 'Search users',
        matches: (row, text) => matchesText(`${row.user_name} ${fullName(row)} ${row.email}`, text),
      }}
    />
  );
}
