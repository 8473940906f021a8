import type { CallAuth } from '@verge/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../errors';
import { callerRow } from './authenticate.queries';
import type { SuperViewer } from './handlers';

/** The token of an `Authorization: Bearer …` header, or '' without one. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/**
 * Resolve the caller of a call with the given auth level. The user row is read on every call so a
 * deactivated user's tokens stop working at once, and a token issued before the user's last password reset
 * (an older token version) is refused. Sets X-Token when the token is past half its life.
 */
export async function authenticate(
  app: AppContext,
  auth: CallAuth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Viewer | SuperViewer | null> {
  if (auth === 'open') return null;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Authentication required');
  const payload = await app.tokens.verify(token);
  if (!payload) throw unauthorized('Token is invalid or expired');
  const user = await callerRow(app.db, payload.data.userId);
  if (!user?.is_active) throw unauthorized('This account is not active');
  if (payload.ver !== user.token_version) throw unauthorized('This session has ended; please log in again');
  if (app.tokens.needsRefresh(payload)) {
    reply.header('X-Token', await app.tokens.issue(user.id, user.is_super, user.token_version));
  }
  if (auth === 'super') {
    if (!user.is_super) throw forbidden('Platform administrators only');
    return { userId: user.id, isSuper: true };
  }
  if (user.is_super || user.company_id === null) throw forbidden('A company account is required');
  return {
    userId: user.id,
    isSuper: false,
    companyId: user.company_id,
    // A missing company type counts as third party.
    companyType: user.company_type ?? 'thirdParty',
    roleId: user.user_role_id,
    firstName: user.first_name,
    lastName: user.last_name,
  };
}
