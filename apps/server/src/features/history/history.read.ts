import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';

/**
 * History entries matching `where` (alias `h`) as one JSON array in the shape of the domain's historyEntrySchema,
 * ordered by id. A user of another company is shown by name and company only: their id, their role and where their
 * device was stay out.
 */
export function historyJsonArray(viewer: Viewer, where: SQL): SQL {
  const own = sql`h.company_id IS NOT DISTINCT FROM ${viewer.companyId}::integer`;
  return sql`(SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.id), '[]'::json) FROM (
      SELECT h.id, h.target_type AS "targetType", h.record_id AS "recordId", h.asset_id AS "assetId", h.action,
        h.changes, h.merged, h.user_name AS "user",
        CASE WHEN ${own} THEN h.user_id END AS "userId",
        CASE WHEN ${own} THEN h.user_role END AS "userRole",
        h.company_name AS company, h.updated_at, h.hidden, h.device_at AS "deviceAt", h.offline,
        CASE WHEN ${own} THEN h.device_position END AS "devicePosition", h.record_position AS "recordPosition",
        h.details -> 'duplicateWarning' AS "duplicateWarning"
      FROM record_history h WHERE ${where}
    ) r)`;
}
