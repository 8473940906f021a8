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
import { type FieldErrors, schemaErrors } from '../../components/form/formErrors';
import { useFormErrors } from '../../components/form/useFormErrors';
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
const LABELS: Record<Field, string> = {
  user_name: 'Username',
  email: 'Email',
  first_name: 'First Name',
  last_name: 'Last Name',
  password: 'Password',
  user_role: 'Role',
};

/** The server's rules; every field is required: an empty one says so rather than failing its format rule. */
function validate(values: Record<Field, string>): FieldErrors<Field> {
  const empty = Object.entries(values).filter(([, value]) => value.trim() === '');
  return {
    ...schemaErrors(createUserRequestSchema, values),
    ...Object.fromEntries(empty.map(([field]) => [field, FIELD_MESSAGES.required()])),
  };
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
  const form = useFormErrors({ labels: LABELS, values, validate });
  const input = (field: Field) => ({
    label: LABELS[field],
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    ...form.field(field),
  });
  const close = () => {
    setValues(EMPTY);
    form.reset();
    onClose();
  };
  const submit = async () => {
    if (!form.check()) return false;
    try {
      await callApi('usersCreate', createUserRequestSchema.parse(values));
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
      <TextInput autoComplete="off" {...input('user_name')} />
      <TextInput autoComplete="off" slotProps={{ htmlInput: { inputMode: 'email' } }} {...input('email')} />
      <TextInput {...input('first_name')} />
      <TextInput {...input('last_name')} />
      <TextInput type="password" autoComplete="new-password" {...input('password')} />
      <SelectInput options={ROLE_OPTIONS} {...input('user_role')} />
    </FormDialog>
  );
}
