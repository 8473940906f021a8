import Button from '@mui/material/Button';
import { FIELD_MESSAGES, MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../base/snackbar';
import { TextInput } from '../../components/form/FormFields';
import { useFormErrors } from '../../components/form/useFormErrors';
import { submitNewPassword } from '../../core/account';
import { CenteredCard } from './CenteredCard';

interface Values {
  password: string;
  repeat: string;
}

/** The server's password rule (4 to 100 characters), and the two passwords identical (spec 2 §5). */
function validate({ password, repeat }: Values) {
  return {
    password: !password
      ? FIELD_MESSAGES.required()
      : password.length < PASSWORD_MIN
        ? `must be at least ${PASSWORD_MIN} characters`
        : password.length > PASSWORD_MAX
          ? FIELD_MESSAGES.maxLength(PASSWORD_MAX)
          : undefined,
    repeat: password !== repeat ? MESSAGES.passwordsMismatch : undefined,
  };
}

/** The emailed link: New Password and Repeat New Password; the token is the x query parameter. */
export default function NewPasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Values>({ password: '', repeat: '' });
  const [busy, setBusy] = useState(false);
  const form = useFormErrors({
    labels: { password: 'New Password', repeat: 'Repeat New Password' },
    values,
    validate,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values);
    if (!form.check(problems.password ? MESSAGES.formInvalid : MESSAGES.passwordsMismatch)) return;
    const token = search.get('x');
    setBusy(true);
    try {
      if (typeof token !== 'string' || !token) throw new Error(MESSAGES.invalidToken);
      const result = await submitNewPassword(token, values.password);
      if (!result.success) {
        notify(MESSAGES.resetExpired, 'error');
        return;
      }
      setValues({ password: '', repeat: '' });
      notify(MESSAGES.resetSucceeded, 'success');
      navigate('/login');
    } catch (error) {
      console.error('Password reset failed', error);
      notify(MESSAGES.resetFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredCard title="Reset Password" onSubmit={submit}>
      <TextInput
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        {...form.field('password')}
      />
      <TextInput
        label="Repeat New Password"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(repeat) => setValues((v) => ({ ...v, repeat }))}
        {...form.field('repeat')}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Submit
      </Button>
    </CenteredCard>
  );
}
