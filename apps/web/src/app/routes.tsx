import { Suspense, useLayoutEffect, useRef } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Outlet,
  Route,
  useLocation,
} from 'react-router';
import { dismissBootScreen, LOGIN_PATHS } from '../base/bootScreen';
import { ErrorBoundary } from '../base/ErrorBoundary';
import { type LazyPage, lazyPage } from '../base/lazyPage';
import { APP_ROUTES, HOME, routeFor } from '../base/paths';
import { useSession } from '../base/session';
import { MapViewChunk } from '../components/map/mapChunk';
import { DataTableChunk } from '../components/table/tableChunk';
import { preloadFilterSet } from '../core/filterSets';
import { preloadIssueMapFacts } from '../core/issues';
import { ISSUE_LIST_FILTER_SET } from '../features/issues/issueListFilterSet';
import { DeviceNoticeDialog } from './DeviceNoticeDialog';
import { PageLoading } from './layout/PageLoading';
import { LoginGate, RequireLogin, RouteGate } from './RouteGate';

type Page = LazyPage<Record<string, never>>;

const AppShell = lazyPage(() => import('./layout/AppShell'));
const LoginPage = lazyPage(() => import('../features/login/LoginPage'));
const ResetPasswordFormPage = lazyPage(() => import('../features/account/ResetPasswordFormPage'));
const NewPasswordPage = lazyPage(() => import('../features/account/NewPasswordPage'));
const AdminPage = lazyPage(() => import('../features/admin/AdminPage'));

/** The page of each logged-in route (paths as in APP_ROUTES). */
const PAGES: Record<string, Page> = {
  '/dashboard': lazyPage(() => import('../features/dashboard/DashboardPage')),
  '/overview': lazyPage(() => import('../features/overview/OverviewPage')),
  '/vegetation-issues': lazyPage(() => import('../features/issues/IssuesPage')),
  '/vegetation-issues/add': lazyPage(() => import('../features/issues/IssueFormPage')),
  '/vegetation-issues/edit/:id': lazyPage(() => import('../features/issues/IssueFormPage')),
  '/sub-assets': lazyPage(() => import('../features/subAssets/SubAssetsPage')),
  '/add-sub-asset': lazyPage(() => import('../features/subAssets/SubAssetFormPage')),
  '/edit-sub-asset/:id': lazyPage(() => import('../features/subAssets/SubAssetFormPage')),
  '/management-areas-list/:id': lazyPage(() => import('../features/subAssets/ManagementAreasListPage')),
  '/service-providers': lazyPage(() => import('../features/providers/ServiceProvidersPage')),
  '/service-provider-issue-list/:id': lazyPage(() => import('../features/providers/ProviderIssueListPage')),
  '/service-provider-assign-issues/:id': lazyPage(
    () => import('../features/providers/ProviderIssueListPage'),
  ),
  '/assign-issues': lazyPage(() => import('../features/assignment/AssignIssuesPage')),
  '/user-issue-list/:id': lazyPage(() => import('../features/assignment/UserIssueListPage')),
  '/user-assign-issues/:id': lazyPage(() => import('../features/assignment/UserIssueListPage')),
  '/species-customization': lazyPage(() => import('../features/species/SpeciesCustomizationPage')),
  '/species-list/:id': lazyPage(() => import('../features/species/SpeciesListPage')),
  '/alerts': lazyPage(() => import('../features/alerts/AlertsPage')),
  '/users': lazyPage(() => import('../features/users/UsersPage')),
  '/set-lsd-grid': lazyPage(() => import('../features/lsdGrid/LsdGridPage')),
  '/feedback': lazyPage(() => import('../features/feedback/FeedbackPage')),
  '/pending-changes': lazyPage(() => import('../features/pending/PendingChangesPage')),
  '/offline-maps': lazyPage(() => import('../features/offlineMaps/OfflineMapsPage')),
  '/culvert-asset-view': lazyPage(() => import('../features/culverts/CulvertsPage')),
  '/culverts': lazyPage(() => import('../features/culverts/link/CulvertLinkPage')),
  '/culvert/add': lazyPage(() => import('../features/culverts/CulvertFormPage')),
  '/culverts/edit/:id?': lazyPage(() => import('../features/culverts/CulvertFormPage')),
  '/culvert-inspections': lazyPage(() => import('../features/inspections/InspectionsPage')),
  '/culvert-inspections/add': lazyPage(() => import('../features/inspections/InspectionFormPage')),
  '/culvert-inspections/edit/:id?': lazyPage(() => import('../features/inspections/InspectionFormPage')),
};

/** Pages that open on their map while the map view setting is on. */
const MAP_PAGES = new Set(['/vegetation-issues', '/overview', '/culvert-asset-view']);
/** Of those, the pages whose map draws every issue from the marker index first. */
const ISSUE_MAP_PAGES = new Set(['/vegetation-issues', '/overview']);

/**
 * Drawn beside the shell once the session is read: starts loading the routed page's chunk, and the map's for a
 * page that opens on its map (with the read of its issue markers), while the shell's loads. Each was asked for
 * only when the one before it was drawn: three chunk loads and the read one after the other before the issue map
 * could start.
 */
function PreloadPage() {
  const { pathname } = useLocation();
  const { settings } = useSession();
  // Once per location: the session changes as the user works (a map moved saves its view), and each read of
  // the marker index would be another pass over every issue.
  const preloadedFor = useRef<string | null>(null);
  const meta = preloadedFor.current === pathname ? undefined : routeFor(pathname);
  preloadedFor.current = pathname;
  if (meta) {
    PAGES[meta.path]?.preload();
    if (settings.mapView && MAP_PAGES.has(meta.path)) MapViewChunk.preload();
    // The issue list loads its table only to show it.
    if (!settings.mapView && meta.path === '/vegetation-issues') DataTableChunk.preload();
    if (settings.mapView && ISSUE_MAP_PAGES.has(meta.path) && settings.selectedAssetId !== null) {
      preloadIssueMapFacts(settings.selectedAssetId);
      // The issue list's map draws from the marker index only without filters: known before the page draws. (The
      // overview's map has no filters.)
      if (meta.path === '/vegetation-issues') preloadFilterSet(ISSUE_LIST_FILTER_SET);
    }
  }
  return null;
}

/** /reset-password-form is the forgot-password form; with ?x=<token> it is the new-password form. */
function ResetPasswordFormRoute() {
  const { search } = useLocation();
  return new URLSearchParams(search).get('x') ? <NewPasswordPage /> : <ResetPasswordFormPage />;
}

/**
 * Drawn with the routed page, inside its Suspense boundary: its effect runs once the first screen is drawn (the
 * store read, the page's chunk loaded), and the splash or the build-time login page gives way to it.
 */
function FirstScreen() {
  const { ready } = useSession();
  useLayoutEffect(() => {
    if (ready) dismissBootScreen();
  }, [ready]);
  return null;
}

/** Around every page: the error boundary (reset on navigation), the page loading state, the device notices. */
function RootLayout() {
  const location = useLocation();
  return (
    <>
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoading />}>
          <FirstScreen />
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <DeviceNoticeDialog />
    </>
  );
}

/** A data router, so forms can hold navigation while they have unsaved changes (useBlocker). */
export function createAppRouter() {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route element={<RootLayout />}>
        {LOGIN_PATHS.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <LoginGate>
                <LoginPage />
              </LoginGate>
            }
          />
        ))}
        <Route path="/reset-password-form" element={<ResetPasswordFormRoute />} />
        <Route path="/reset-password" element={<NewPasswordPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route
          element={
            <RequireLogin>
              <PreloadPage />
              <AppShell />
            </RequireLogin>
          }
        >
          {APP_ROUTES.map((meta) => {
            const Page = PAGES[meta.path];
            return (
              <Route
                key={meta.path}
                path={meta.path}
                element={
                  <RouteGate meta={meta}>
                    <Page />
                  </RouteGate>
                }
              />
            );
          })}
        </Route>
        <Route path="*" element={<Navigate to={HOME} replace />} />
      </Route>,
    ),
  );
}
