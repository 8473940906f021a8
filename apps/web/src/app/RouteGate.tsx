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

/** Every logged-in route needs a login; otherwise the login home. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.ready) return null;
  if (!session.loggedIn) return <Navigate to={HOME} replace />;
  return <>{children}</>;
}

/** / and /login: logged-in users go straight to the dashboard. */
export function LoginGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.ready) return null;
  if (session.loggedIn) return <Navigate to={DASHBOARD} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
