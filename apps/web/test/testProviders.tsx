import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { SessionProvider, useSession } from '../src/base/session';
import { SnackbarProvider } from '../src/base/snackbar';
import { theme } from '../src/base/theme';
import { db } from '../src/core/store/db';

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

/** Its children once the session is read, as the app's login gate draws a page. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().ready ? children : null;
}

function Path() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/**
 * For page tests: `page` drawn at `address` in a data router under the route `pattern` (a page that redirects or
 * blocks leaving needs one), beside an output labelled "path" showing the address; `others` are further routes.
 */
export function renderPageAt(pattern: string, address: string, page: ReactNode, others: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <AppProviders>
            <SignedIn>{page}</SignedIn>
            <Path />
          </AppProviders>
        ),
      },
      ...others,
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
}
