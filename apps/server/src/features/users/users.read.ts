import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL scalar expression: a JSON array of the users `u` matching `where`, in the domain userSchema
 * shape, active users first. assignedIssues are the live chain originals assigned to the user;
 * assetIds the live assets they work on. The one definition of that shape (admin screens and app sync).
 */
export function usersJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', u.id,
      'user_name', u.user_name,
      'email', u.email,
      'first_name', u.first_name,
      'last_name', u.last_name,
      'userRoleId', u.user_role_id,
      'is_active', u.is_active,
      'companyId', u.company_id,
      'assignedIssues', (SELECT coalesce(json_agg(json_build_object('id', iua.issue_id) ORDER BY iua.issue_id), '[]'::json)
                         FROM issue_user_assignments iua JOIN vegetation_issues avi ON avi.id = iua.issue_id
                         WHERE iua.user_id = u.id AND NOT avi.hidden),
      'assetIds', (SELECT coalesce(json_agg(ua.asset_id ORDER BY ua.asset_id), '[]'::json)
                   FROM user_assets ua JOIN assets ua_a ON ua_a.id = ua.asset_id
                   WHERE ua.user_id = u.id AND NOT ua_a.hidden)
    ) ORDER BY u.is_active DESC, u.id), '[]'::json)
    FROM users u WHERE ${where})`;
}
