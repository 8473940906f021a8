import { type Company, isAdminRole, isClientCompany, type User } from '@verge/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { loginState } from '../core/session';
import { SETTING_DEFAULTS, type Settings, setSettings, useSettings } from '../core/settings';

export type Tool = 'vegetation' | 'culvert';

export interface Session {
  /** False until the local store has been read once. */
  ready: boolean;
  loggedIn: boolean;
  userId: number | null;
  user: User | null;
  company: Company | null;
  /** Company type client (a missing type counts as third party). */
  isClient: boolean;
  /** Roles 1 and 2. */
  isAdmin: boolean;
  tool: Tool;
  settings: Settings;
}

const SessionContext = createContext<Session | null>(null);

export function deriveSession(settings: Settings | undefined, nowMs = Date.now()): Session {
  const s = settings ?? SETTING_DEFAULTS;
  const { loggedIn, payload } = loginState(s.token, nowMs);
  return {
    ready: settings !== undefined,
    loggedIn,
    userId: loggedIn ? (payload?.data.userId ?? null) : null,
    user: s.user,
    company: s.company,
    isClient: isClientCompany(s.company),
    isAdmin: s.user ? isAdminRole(s.user.userRoleId) : false,
    tool: s.loggedIntoCulvertLogic && !s.loggedIntoVegeLogic ? 'culvert' : 'vegetation',
    settings: s,
  };
}

/** Switch the tool: the two stored flags deriveSession reads it from. */
export function chooseTool(tool: Tool): Promise<void> {
  return setSettings({
    loggedIntoVegeLogic: tool === 'vegetation',
    loggedIntoCulvertLogic: tool === 'culvert',
  });
}

/** The logged-in state, user, company and local preferences, live from the local store. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const session = useMemo(() => deriveSession(settings), [settings]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The asset the user works on: what the core's asset reads are keyed by. */
export function useSelectedAssetId(): number | null {
  return useSession().settings.selectedAssetId;
}
