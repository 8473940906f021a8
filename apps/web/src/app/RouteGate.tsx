import { CULVERT_LINK_PATH } from '@verge/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { DASHBOARD, HOME, type RouteMeta } from '../base/paths';
import { type Session, useSession } from '../base/session';
import { useAreaCount } from '../core/areas';

/** Where a logged-in user may not go on this route, the redirect; null when allowed. */
export function gateRedirect(meta: RouteMeta, session: Session, search: URLSearchParams): string | null {
  if (!session.loggedIn) return HOME;
  if (meta.clientOnly && !session.isClient) {
    const followUp = meta.path === '/culvert-inspections/add' && !!search.get('siteCulvertId');
    if (!followUp) return meta.clientOnly;
  }
  if (meta.adminOnly && !session.isAdmin) return meta.adminOnly;
  return null;
}

function OverviewAreaCheck({ assetId, children }: { assetId: number | null; children: ReactNode }) {
  const areaCount = useAreaCount(assetId);
  if (areaCount === undefined) return null;
  // An asset with exactly one management area has nothing to overview.
  if (areaCount === 1) return <Navigate to="/vegetation-issues" replace />;
  return <>{children}</>;
}

/** Login, company-type and role guards of both specs for one logged-in route. */
export function RouteGate({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession();
  const [search] = useSearchParams();
  if (!session.ready) return null;
  const redirect = gateRedirect(meta, session, search);
  if (redirect) return <Navigate to={redirect} replace />;
  if (meta.path === '/overview') {
    return <OverviewAreaCheck assetId={session.settings.selectedAssetId}>{children}</OverviewAreaCheck>;
  }
  return <>{children}</>;
}

/** Links the app hands out (a culvert label's QR code): opened logged out, they are followed after the login. */
const SHARED_LINK_PATHS: readonly string[] = [CULVERT_LINK_PATH];

/** The shared link a login should go on to, from the login page's history state; null for any other. */
export function linkAfterLogin(state: unknown): string | null {
  const next = (state as { next?: unknown } | null)?.next;
  if (typeof next !== 'string') return null;
  const path = next.split('?')[0];
  return SHARED_LINK_PATHS.includes(path) ? next : null;
}

/** Every logged-in route needs a login; otherwise the login home, which goes on to a shared link afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.ready) return null;
  if (!session.loggedIn) {
    return <Navigate to={HOME} replace state={{ next: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
}

/** / and /login: logged-in users go straight to the dashboard. */
export function LoginGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.ready) return null;
  if (session.loggedIn) {
    return (
      <Navigate
        to={linkAfterLogin(location.state) ?? DASHBOARD}
        replace
        state={{ from: location.pathname }}
      />
    );
  }
  return <>{children}</>;
}
