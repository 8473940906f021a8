import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { fullName, MESSAGES, matchesText, USER_ROLE_IDS, type User, userRoleName } from '@verge/domain';
import { useMemo, useState } from 'react';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { type DataColumn, DataTable } from '../../components/table/DataTable';
import { setUserActive, useUsers } from '../../core/users';
import { CreateUserDialog } from './CreateUserDialog';
import { companyUsers, isDeactivatable } from './companyUsers';
import { DuplicateDistanceDialog } from './DuplicateDistanceDialog';
import { ReactivateUserDialog } from './ReactivateUserDialog';

const columns: DataColumn<User>[] = [
  { field: 'user_name', headerName: 'Username', flex: 1, minWidth: 120, mobile: true },
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
    width: 130,
    mobile: true,
    valueGetter: (_v, row) => userRoleName(row),
  },
];

/**
 * /users: the company's users, searchable, active first. Admins create users and deactivate (the first
 * selected row) or reactivate them; a deactivated user shows the role 'Deactivated' and cannot be selected.
 */
export default function UsersPage() {
  const session = useSession();
  const notify = useNotify();
  const users = useUsers();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const buttonSize = phone ? 'small' : 'medium';
  const companyId = session.company?.id ?? session.user?.companyId ?? null;
  const rows = useMemo(() => companyUsers(users ?? [], companyId), [users, companyId]);
  const [selection, setSelection] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'create' | 'deactivate' | 'reactivate' | 'settings' | null>(null);
  // The company's own settings are the asset owner's admins' (the duplicate warning is about its issues).
  const companyAdmin = session.isClient && session.user?.userRoleId === USER_ROLE_IDS.clientAdmin;
  const [busy, setBusy] = useState(false);
  // A row that became unselectable (deactivated here or by a sync) drops out of the selection.
  const selected = rows.filter((u) => selection.includes(u.id) && isDeactivatable(u, session.userId));
  const target = selected[0];

  const askDeactivate = () => {
    if (!target) {
      notify(MESSAGES.noUsersSelected, 'error');
      return;
    }
    setDialog('deactivate');
  };
  const deactivate = async (user: User) => {
    setDialog(null);
    setBusy(true);
    try {
      await setUserActive(user.id, false);
      setSelection([]);
    } catch (error) {
      console.error('Deactivating the user failed', error);
      notify(MESSAGES.deactivateError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DataTable<User>
        ariaLabel="Users"
        rows={rows}
        loading={users === undefined}
        height="fit"
        empty={{ text: 'No users yet' }}
        selectable={session.isAdmin}
        isRowSelectable={(row) => isDeactivatable(row, session.userId)}
        selection={selected.map((u) => u.id)}
        onSelectionChange={setSelection}
        columns={columns}
        search={{
          placeholder: 'Search users',
          matches: (row, text) =>
            matchesText(`${row.user_name} ${fullName(row)} ${row.email} ${userRoleName(row)}`, text),
        }}
        toolbar={
          session.isAdmin && (
            // One group that keeps together on a phone, the buttons a size smaller there.
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              <Button
                variant="contained"
                size={buttonSize}
                startIcon={<AddIcon />}
                onClick={() => setDialog('create')}
              >
                Create User
              </Button>
              <Button
                variant="outlined"
                size={buttonSize}
                color="error"
                disabled={busy}
                onClick={askDeactivate}
              >
                Deactivate
              </Button>
              <Button
                variant="outlined"
                size={buttonSize}
                disabled={busy}
                onClick={() => setDialog('reactivate')}
              >
                Reactivate
              </Button>
              {companyAdmin &&
                // A fourth labelled button does not fit a phone's row.
                (phone ? (
                  <IconButton aria-label="Company Settings" onClick={() => setDialog('settings')}>
                    <SettingsIcon />
                  </IconButton>
                ) : (
                  <Button
                    variant="outlined"
                    size={buttonSize}
                    startIcon={<SettingsIcon />}
                    onClick={() => setDialog('settings')}
                  >
                    Company Settings
                  </Button>
                ))}
            </Stack>
          )
        }
      />
      <CreateUserDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
      {dialog === 'settings' && <DuplicateDistanceDialog onClose={() => setDialog(null)} />}
      <ReactivateUserDialog
        open={dialog === 'reactivate'}
        users={rows.filter((u) => !u.is_active)}
        onClose={() => setDialog(null)}
      />
      {target && (
        <ConfirmDialog
          open={dialog === 'deactivate'}
          title="Deactivate User"
          message={`Deactivate ${fullName(target)} (${target.user_name})? They can no longer log in until reactivated.`}
          confirmLabel="Deactivate"
          destructive
          onConfirm={() => void deactivate(target)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
