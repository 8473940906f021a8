import {
  type CreateUserRequest,
  createUserRequestSchema,
  FIELD_MESSAGES,
  MESSAGES,
  USER_ROLES,
} from '@verge/domain';
import { useNotify } from '../../base/snackbar';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import { type FieldErrors, schemaErrors } from '../../components/form/formErrors';
import { useFields } from '../../components/form/useFields';
import { createUser } from '../../core/users';

type Field = keyof CreateUserRequest;
const EMPTY: Record<Field, string> = {
  user_name: '',
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  user_role: '',
};
/** The labels of a new user's fields, in the order the create dialogs show them. */
export const USER_FIELD_LABELS: Record<Field, string> = {
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
  const form = useFields(EMPTY, USER_FIELD_LABELS, validate);
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async () => {
    if (!form.check()) return false;
    try {
      await createUser(createUserRequestSchema.parse(form.values));
    } catch (error) {
      console.error('Creating the user failed', error);
      notify(MESSAGES.retrieveError, 'error');
      return false;
    }
    notify(MESSAGES.userCreated, 'success');
    form.reset();
    return true;
  };
  return (
    <FormDialog open={open} title="Create User" onSubmit={submit} onClose={close}>
      <TextInput autoComplete="off" {...form.field('user_name')} />
      <TextInput
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'email' } }}
        {...form.field('email')}
      />
      <TextInput {...form.field('first_name')} />
      <TextInput {...form.field('last_name')} />
      <TextInput type="password" autoComplete="new-password" {...form.field('password')} />
      <SelectInput options={ROLE_OPTIONS} {...form.field('user_role')} />
    </FormDialog>
  );
}
