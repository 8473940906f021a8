import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './routes';
import { SessionProvider } from './session';
import { SnackbarProvider } from './snackbar';
import { theme } from './theme';

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
