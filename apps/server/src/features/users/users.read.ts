import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIdsOf } from '../../access/visibility.queries';

/**
 * SQL subquery: the live assets the company `co` of the enclosing query may open (its admins' view): its own,
 * and its clients' when it is a service provider.
 */
const assetsOfViewingCompany = visibleAssetIdsOf({
  userId: sql`NULL::int`,
  companyId: sql`co.id`,
  admin: sql`true`,
});

/**
 * SQL scalar expression: a JSON array of the users `u` matching `where`, in the domain userSchema
 * shape, active users first. assignedIssues are the live chain originals assigned to the user;
 * assetIds the live assets they work on. The one definition of that shape (admin screens and app sync).
 *
 * Read inside a query over the company `co` whose view the list is (like companyJson): a user's assets and
 * assignments are shown only where `co` may look. A service provider's users work for several clients, and a
 * client's pull must not carry the other clients' asset and issue ids (DESIGN §6). Another company's users come
 * with their names only: their username and email are that company's to know (blank, so the shape stays one).
 */
export function usersJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', u.id,
      'user_name', CASE WHEN u.company_id = co.id THEN u.user_name ELSE '' END,
      'email', CASE WHEN u.company_id = co.id THEN u.email ELSE '' END,
      'first_name', u.first_name,
      'last_name', u.last_name,
      'userRoleId', u.user_role_id,
      'is_active', u.is_active,
      'companyId', u.company_id,
      'assignedIssues', (SELECT coalesce(json_agg(json_build_object('id', iua.issue_id) ORDER BY iua.issue_id), '[]'::json)
                         FROM issue_user_assignments iua JOIN vegetation_issues avi ON avi.id = iua.issue_id
                         WHERE iua.user_id = u.id AND NOT avi.hidden AND avi.asset_id IN (${assetsOfViewingCompany})),
      'assetIds', (SELECT coalesce(json_agg(ua.asset_id ORDER BY ua.asset_id), '[]'::json)
                   FROM user_assets ua WHERE ua.user_id = u.id AND ua.asset_id IN (${assetsOfViewingCompany}))
    ) ORDER BY u.is_active DESC, u.id), '[]'::json)
    FROM users u WHERE ${where})`;
}
