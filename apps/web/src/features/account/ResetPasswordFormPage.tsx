import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { FIELD_MESSAGES, MESSAGES } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { useNotify } from '../../base/snackbar';
import { TextInput } from '../../components/form/FormFields';
import { useFormErrors } from '../../components/form/useFormErrors';
import { requestPasswordReset } from '../../core/account';
import { CenteredCard } from './CenteredCard';

const emailValid = (value: string) => z.email().safeParse(value.trim()).success;

interface Values {
  email: string;
  confirm: string;
}

/** Email valid; Confirm Email valid and the same (spec 2 §5). */
function validate({ email, confirm }: Values) {
  return {
    email: emailValid(email) ? undefined : FIELD_MESSAGES.email(),
    confirm: !emailValid(confirm)
      ? FIELD_MESSAGES.email()
      : confirm.trim() !== email.trim()
        ? FIELD_MESSAGES.confirmed()
        : undefined,
  };
}

/** Forgot password: Email and Confirm Email, 'Reset Password', '< Back to Login'. */
export default function ResetPasswordFormPage() {
  const notify = useNotify();
  const [values, setValues] = useState<Values>({ email: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const form = useFormErrors({ labels: { email: 'Email', confirm: 'Confirm Email' }, values, validate });
  const { email } = values;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    try {
      const result = await requestPasswordReset(email.trim());
      if (result.success) notify(MESSAGES.resetEmailSent, 'info');
      else notify(MESSAGES.resetRequestFailed, 'error');
    } catch (error) {
      console.error('Password reset request failed', error);
      notify(MESSAGES.resetRequestFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredCard title="Reset Password" onSubmit={submit}>
      <TextInput
        label="Email"
        type="email"
        value={values.email}
        onChange={(value) => setValues((v) => ({ ...v, email: value }))}
        {...form.field('email')}
      />
      <TextInput
        label="Confirm Email"
        type="email"
        value={values.confirm}
        onChange={(value) => setValues((v) => ({ ...v, confirm: value }))}
        {...form.field('confirm')}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Reset Password
      </Button>
      <Link component={RouterLink} to="/login" variant="body2">
        {'< Back to Login'}
      </Link>
    </CenteredCard>
  );
}
