import { type SQL, sql } from 'drizzle-orm';

/**
 * Culverts matching `where` (alias `c`) as one JSON array in the shape of the domain's culvertSchema,
 * built entirely in PostgreSQL so sync can stream it. Hidden rows are included when `where` lets them
 * through: sync sends them as tombstones.
 */
export function culvertsJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', c.id,
      'uuid', c.uuid,
      'assetId', c.asset_id,
      'hidden', c.hidden,
      'updated_at', to_json(c.updated_at),
      'site_culvert_id', c.site_culvert_id,
      'road_name', c.road_name,
      'is_fish_habitat', c.is_fish_habitat,
      'has_markers', c.has_markers,
      'length', c.length,
      'diameter', c.diameter,
      'direction_of_flow', c.direction_of_flow,
      'inlet_location', ST_AsGeoJSON(c.inlet_location)::json,
      'outlet_location', ST_AsGeoJSON(c.outlet_location)::json
    ) ORDER BY c.id), '[]'::json)
    FROM culverts c WHERE ${where})`;
}

/**
 * Culvert inspections matching `where` (alias `ci`) as one JSON array in the shape of the domain's
 * culvertInspectionSchema. Names come from joins and one lateral aggregate of the actions per
 * inspection (indexed by the link table's primary key), so a large asset is still one pass.
 */
export function inspectionsJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', ci.id,
      'uuid', ci.uuid,
      'hidden', ci.hidden,
      'updated_at', to_json(ci.updated_at),
      'userId', ci.user_id,
      'user', ci_user.first_name || ' ' || ci_user.last_name,
      'culvertId', ci.culvert_id,
      'culvert', ci_culvert.site_culvert_id,
      'culvertStatusId', ci.culvert_status_id,
      'culvertStatus', ci_status.culvert_status,
      'inspection_date', to_json(ci.inspection_date),
      'next_inspection_date', to_char(ci.next_inspection_date, 'YYYY-MM-DD'),
      'comments', ci.comments,
      'risk_score', ci.risk_score,
      'actionsTakenIds', ci_actions.taken_ids,
      'actionsTaken', ci_actions.taken_names,
      'actionsRequiredIds', ci_actions.required_ids,
      'actionsRequired', ci_actions.required_names,
      'photos', (SELECT coalesce(json_agg(p.key ORDER BY p.id), '[]'::json)
                 FROM photos p WHERE p.inspection_id = ci.id AND NOT p.hidden)
    ) ORDER BY ci.id), '[]'::json)
    FROM culvert_inspections ci
    JOIN users ci_user ON ci_user.id = ci.user_id
    JOIN culverts ci_culvert ON ci_culvert.id = ci.culvert_id
    JOIN culvert_statuses ci_status ON ci_status.id = ci.culvert_status_id
    CROSS JOIN LATERAL (
      SELECT
        coalesce(json_agg(ca.id ORDER BY ca.id) FILTER (WHERE ca.action_type = 'taken'), '[]'::json) AS taken_ids,
        coalesce(json_agg(ca.inspection_action ORDER BY ca.id) FILTER (WHERE ca.action_type = 'taken'), '[]'::json) AS taken_names,
        coalesce(json_agg(ca.id ORDER BY ca.id) FILTER (WHERE ca.action_type = 'required'), '[]'::json) AS required_ids,
        coalesce(json_agg(ca.inspection_action ORDER BY ca.id) FILTER (WHERE ca.action_type = 'required'), '[]'::json) AS required_names
      FROM culvert_inspection_actions cia JOIN culvert_actions ca ON ca.id = cia.action_id
      WHERE cia.inspection_id = ci.id
    ) ci_actions
    WHERE ${where})`;
}
