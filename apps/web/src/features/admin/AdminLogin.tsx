import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { adminLogin } from '../../core/admin';
import { setToken } from '../../core/session';
import { setSetting } from '../../core/settings';
import { isLockedOut } from '../login';

/** Platform-admin login (username, password); failure says 'Incorrect username or password'. */
export function AdminLogin() {
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await adminLogin({ username, password });
      // The token goes to the request layer first: storing it flips the screen to the company list at once.
      setToken('admin', result.token);
      await setSetting('adminToken', result.token);
    } catch (error) {
      console.error('Admin login failed', error);
      // Locked out, the right password fails too: saying it is wrong would mislead.
      notify(isLockedOut(error) ? MESSAGES.loginLocked : MESSAGES.adminLoginFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 3, sm: 4 }, maxWidth: 420, mx: 'auto', mt: { xs: 4, sm: 10 } }}
    >
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h1">
          Platform Admin
        </Typography>
        <TextField
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          fullWidth
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy}>
          Log In
        </Button>
      </Stack>
    </Paper>
  );
}
