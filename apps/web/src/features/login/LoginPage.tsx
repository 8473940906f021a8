import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { APP_VERSION, MESSAGES } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
// Inline (a data URL) in the build and in the login shell rendered at build time alike.
import coverUrl from '../../assets/cover.svg?inline';
import { useNotify } from '../../base/snackbar';
import { safeArea } from '../../base/theme';
import { PlainTextField } from '../../components/form/PlainTextField';
import { loadErrorMessage } from '../../core/errors';
import { loginErrorMessage } from './loginErrorMessage';

/** Login: username and password, a show-password toggle and a cover image. */
export default function LoginPage() {
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      username: username.trim() ? undefined : 'The username field is required',
      password: password ? undefined : 'The password field is required',
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    setBusy(true);
    try {
      const { signIn } = await import('../../core/signIn');
      const outcome = await signIn(username, password, (error) => notify(loadErrorMessage(error), 'warning'));
      if (outcome === 'refused') notify(MESSAGES.loginFailed, 'error');
    } catch (error) {
      notify(loginErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}
    >
      <Box
        role="img"
        aria-label="A road running through green fields"
        sx={{
          flex: { md: 1 },
          height: { xs: 160, sm: 220, md: 'auto' },
          backgroundImage: `url("${coverUrl}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center 70%',
        }}
      />
      <Box
        sx={{
          flex: { md: '0 0 480px' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
          // The cover image may run under a notch; the form keeps clear of it and of the home indicator.
          pl: { xs: safeArea('left', 16), sm: safeArea('left', 32) },
          pr: { xs: safeArea('right', 16), sm: safeArea('right', 32) },
          pb: { xs: safeArea('bottom', 16), sm: safeArea('bottom', 32) },
        }}
      >
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{
            width: '100%',
            maxWidth: 400,
            p: { xs: 3, sm: 4 },
            mt: { xs: -6, md: 0 },
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <Box>
              <Typography
                variant="h4"
                component="h1"
                color="primary"
                sx={{ fontWeight: 700, letterSpacing: '0.06em' }}
              >
                VERGE
              </Typography>
              <Typography color="text.secondary">Vegetation and culvert inspections</Typography>
            </Box>
            <PlainTextField
              label="Username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={!!fieldErrors.username}
              helperText={fieldErrors.username}
              autoFocus
            />
            <PlainTextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!fieldErrors.password}
              helperText={fieldErrors.password}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((v) => !v)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              Log In
            </Button>
            <Button
              component={RouterLink}
              to="/reset-password-form"
              size="small"
              sx={{ alignSelf: 'center' }}
            >
              Having troubles logging in?
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              Version {APP_VERSION}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
