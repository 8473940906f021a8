import Typography from '@mui/material/Typography';
import { type AlertType, FIELD_MESSAGES, MESSAGES } from '@verge/domain';
import { useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { SelectInput } from '../../components/form/FormFields';
import { useFormErrors } from '../../components/form/useFormErrors';
import { createAlert } from '../../core/alerts';

/**
 * 'Create New Alert': one of the alert types still offered to the user (allowed for the company type and not
 * held yet); a choice is required. Online only: a failure says 'Create alert failed, check your internet
 * connection.' and the dialog stays open.
 */
export function CreateAlertDialog({
  open,
  userId,
  offered,
  onClose,
  onCreated,
}: {
  open: boolean;
  userId: number;
  offered: readonly AlertType[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const notify = useNotify();
  const [chosen, setChosen] = useState('');
  const form = useFormErrors({
    labels: { alert_type: 'Alert Type' },
    values: chosen,
    validate: (value) => ({
      alert_type: offered.includes(value as AlertType) ? undefined : FIELD_MESSAGES.required(),
    }),
  });
  const close = () => {
    setChosen('');
    form.reset();
    onClose();
  };
  const submit = async () => {
    const type = offered.find((t) => t === chosen);
    if (!form.check() || !type) return false;
    try {
      await createAlert(userId, type);
    } catch (failure) {
      console.error('Creating the alert failed', failure);
      notify(MESSAGES.alertCreateFailed, 'error');
      return false;
    }
    notify(MESSAGES.alertCreated, 'success');
    setChosen('');
    onCreated();
    return true;
  };
  return (
    <FormDialog
      open={open}
      title="Create New Alert"
      submitDisabled={offered.length === 0}
      onSubmit={submit}
      onClose={close}
    >
      {offered.length === 0 ? (
        <Typography color="text.secondary">Every alert type available to you is already set up.</Typography>
      ) : (
        <SelectInput
          label="Alert Type"
          options={offered.map((t) => ({ value: t, label: t }))}
          value={chosen}
          onChange={setChosen}
          {...form.field('alert_type')}
        />
      )}
    </FormDialog>
  );
}
