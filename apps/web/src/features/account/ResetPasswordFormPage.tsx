import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { FIELD_MESSAGES, MESSAGES } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../api/client';
import { useNotify } from '../../app/snackbar';
import { CenteredCard } from './CenteredCard';

const emailValid = (value: string) => z.email().safeParse(value.trim()).success;

/** Forgot password: Email and Confirm Email, 'Reset Password', '< Back to Login'. */
export default function ResetPasswordFormPage() {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const emailError = touched && !emailValid(email) ? FIELD_MESSAGES.email('email') : undefined;
  const confirmError =
    touched && !emailValid(confirm)
      ? FIELD_MESSAGES.email('confirm email')
      : touched && confirm.trim() !== email.trim()
        ? FIELD_MESSAGES.confirmed()
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!emailValid(email) || confirm.trim() !== email.trim()) return;
    setBusy(true);
    try {
      const result = await callApi('resetPasswordRequest', { email: email.trim() });
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
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!emailError}
        helperText={emailError}
        fullWidth
      />
      <TextField
        label="Confirm Email"
        type="email"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={!!confirmError}
        helperText={confirmError}
        fullWidth
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
