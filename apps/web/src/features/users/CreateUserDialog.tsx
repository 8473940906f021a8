import {
  type CreateUserRequest,
  createUserRequestSchema,
  FIELD_MESSAGES,
  MESSAGES,
  USER_ROLES,
} from '@verge/domain';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { useNotify } from '../../app/snackbar';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import { formErrors } from '../../components/form/formErrors';
import { requestSync } from '../../sync/engine';

type Field = keyof CreateUserRequest;
const EMPTY: Record<Field, string> = {
  user_name: '',
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  user_role: '',
};
/** Every field is required: an empty one says so rather than failing its format rule. */
function requiredErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const empty = Object.entries(values).filter(([, value]) => value.trim() === '');
  return Object.fromEntries(empty.map(([field]) => [field, FIELD_MESSAGES.required()]));
}

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: role }));

/**
 * 'Create User' for a company admin: every field required, the email valid and the password 4 to 100
 * characters (the server's rules, checked here first, with the form's own messages rather than the browser's). Online only: a failure says 'Error retrieving data.'
 * and the dialog stays open with what was typed. The new user reaches the table with the next pull.
 */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const input = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    error: errors[field],
  });
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const parsed = createUserRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors({ ...formErrors(parsed.error), ...requiredErrors(values) });
      return false;
    }
    setErrors({});
    try {
      await callApi('usersCreate', parsed.data);
    } catch (error) {
      console.error('Creating the user failed', error);
      notify(MESSAGES.retrieveError, 'error');
      return false;
    }
    notify(MESSAGES.userCreated, 'success');
    setValues(EMPTY);
    void requestSync({ reason: 'save', push: false, pull: 'incremental' });
    return true;
  };
  return (
    <FormDialog open={open} title="Create User" onSubmit={submit} onClose={close}>
      <TextInput label="Username" autoComplete="off" {...input('user_name')} />
      <TextInput
        label="Email"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'email' } }}
        {...input('email')}
      />
      <TextInput label="First Name" {...input('first_name')} />
      <TextInput label="Last Name" {...input('last_name')} />
      <TextInput label="Password" type="password" autoComplete="new-password" {...input('password')} />
      <SelectInput label="Role" options={ROLE_OPTIONS} {...input('user_role')} />
    </FormDialog>
  );
}
