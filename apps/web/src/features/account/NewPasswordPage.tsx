import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { useNotify } from '../../app/snackbar';
import { CenteredCard } from './CenteredCard';

/** The emailed link: New Password and Repeat New Password; the token is the x query parameter. */
export default function NewPasswordPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      notify(MESSAGES.passwordsMismatch, 'error');
      return;
    }
    const token = search.get('x');
    setBusy(true);
    try {
      if (typeof token !== 'string' || !token) throw new Error(MESSAGES.invalidToken);
      const result = await callApi('resetPasswordSubmission', { token, newPassword: password });
      if (!result.success) {
        notify(MESSAGES.resetExpired, 'error');
        return;
      }
      setPassword('');
      setRepeat('');
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
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        slotProps={{ htmlInput: { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX } }}
        fullWidth
      />
      <TextField
        label="Repeat New Password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Submit
      </Button>
    </CenteredCard>
  );
}
