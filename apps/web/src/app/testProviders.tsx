import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { db } from '../local/db';
import { SessionProvider } from './session';
import { SnackbarProvider } from './snackbar';
import { theme } from './theme';

/** For component tests: the theme, a router, the session read from the local store and the snackbar. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <AppProviders>{children}</AppProviders>
    </MemoryRouter>
  );
}

/** TestProviders without the router, for a test that draws a page in a data router (a page that blocks leaving). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SessionProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}

/** For component tests: a user of the client company 1 with the given role, as the local store holds them. */
export async function signInAsClient(userRoleId: 1 | 3): Promise<void> {
  await db.settings.bulkPut([
    { key: 'company', value: { id: 1, company_name: 'Northern', company_tag: 'NP', company_type: 'client' } },
    {
      key: 'user',
      value: {
        id: 2,
        user_name: 'nora',
        email: 'nora@example.com',
        first_name: 'Nora',
        last_name: 'Field',
        userRoleId,
        is_active: true,
        companyId: 1,
        assignedIssues: [],
        assetIds: [],
      },
    },
  ]);
}
