import { USER_ROLE_IDS } from '@verge/domain';
import type { Session } from '../../base/session';

/**
 * Creating and editing sub-assets and moving areas between them: client admins (role 1 of a client company,
 * spec 1 §6 'Create New Sub Asset'). Field users of the client see the sub-assets and their areas only.
 */
export function canManageSubAssets(session: Pick<Session, 'isClient' | 'user'>): boolean {
  return session.isClient && session.user?.userRoleId === USER_ROLE_IDS.clientAdmin;
}
