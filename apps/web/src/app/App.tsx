import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../base/session';
import { SnackbarProvider } from '../base/snackbar';
import { theme } from '../base/theme';
import { createAppRouter } from './routes';

const router = createAppRouter();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SnackbarProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
