import Typography from '@mui/material/Typography';
import { fullName, MESSAGES, type User } from '@verge/domain';
import { useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { SelectInput } from '../../components/form/FormFields';
import { setUserActive } from '../../core/users';

/**
 * 'Reactivate User': deactivated users cannot be selected in the table, so this dialog picks one of them
 * (the first is preselected). Online only: a failure says 'Error saving data.' and the dialog stays open.
 */
export function ReactivateUserDialog({
  open,
  users,
  onClose,
}: {
  open: boolean;
  /** The company's deactivated users. */
  users: readonly User[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const [picked, setPicked] = useState<number | null>(null);
  const user = users.find((u) => u.id === picked) ?? users[0];
  const reactivate = async () => {
    if (!user) return false;
    try {
      await setUserActive(user.id, true);
    } catch (failure) {
      console.error('Reactivating the user failed', failure);
      notify(MESSAGES.saveError, 'error');
      return false;
    }
    setPicked(null);
    return true;
  };
  return (
    <FormDialog
      open={open}
      title="Reactivate User"
      submitLabel="Reactivate"
      submitDisabled={!user}
      onSubmit={reactivate}
      onClose={onClose}
    >
      {user ? (
        <SelectInput
          label="Deactivated User"
          options={users.map((u) => ({ value: String(u.id), label: `${fullName(u)} (${u.user_name})` }))}
          value={String(user.id)}
          onChange={(id) => setPicked(Number(id))}
        />
      ) : (
        <Typography color="text.secondary">No user is deactivated.</Typography>
      )}
    </FormDialog>
  );
}
