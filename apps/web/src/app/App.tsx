import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { BrowserSuggestionDialog } from './BrowserSuggestionDialog';
import { PageLoading } from './layout/PageLoading';
import { AppRoutes } from './routes';
import { SessionProvider } from './session';
import { SnackbarProvider } from './snackbar';
import { theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SnackbarProvider>
        <SessionProvider>
          <BrowserRouter>
            <Suspense fallback={<PageLoading />}>
              <AppRoutes />
            </Suspense>
            <BrowserSuggestionDialog />
          </BrowserRouter>
        </SessionProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
