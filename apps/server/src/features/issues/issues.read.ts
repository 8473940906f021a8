import { type SQL, sql } from 'drizzle-orm';
import { interactiveSql } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';

/**
 * SQL scalar expression: a JSON array of the issues `vegetation_issues vi` matching `where`, in the
 * contract read shape (vegetationIssueSchema). Hidden rows are included when `where` lets them through,
 * because sync sends tombstones.
 *
 * One statement for any number of rows (the asset sync reads 100,000): reference names come from joins
 * on the small lists, list fields from lateral subqueries on indexed keys; nothing is post-processed in JS.
 */
export function issuesJsonArray(viewer: Viewer, where: SQL): SQL {
  const ids = (list: SQL) => sql`coalesce(to_json(${list}), '[]'::json)`;
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', vi.id,
      'uuid', vi.uuid,
      'hidden', vi.hidden,
      'updated_at', to_json(vi.updated_at),
      'assetId', vi.asset_id,
      'userId', vi.user_id,
      'user', u.first_name || ' ' || u.last_name,
      'original_issue_id', vi.original_issue_id,
      'subsequentIssueIds', ${ids(sql`fu.ids`)},
      'thirdPartyCompanyIds', ${ids(sql`tp.ids`)},
      'assignedUserIds', ${ids(sql`au.ids`)},
      'photos', ${ids(sql`ph.keys`)},
      'isInteractive', ${interactiveSql(viewer, 'vi')},
      'inspection_date', to_json(vi.inspection_date),
      'has_issue', vi.has_issue,
      'veg_height', vi.veg_height,
      'risk_score', vi.risk_score,
      'area_size', vi.area_size,
      'gps_track', ST_AsGeoJSON(vi.gps_track)::json,
      'gps_point', ST_AsGeoJSON(vi.gps_point)::json,
      'action_required', vi.action_required,
      'individual_count', vi.individual_count,
      'density', vi.density,
      'comments', vi.comments,
      'areaId', vi.area_id,
      'actionTakenId', vi.action_taken_id,
      'distributionId', vi.distribution_id,
      'physiologicalStageId', vi.physiological_stage_id,
      'issueTypeId', vi.issue_type_id,
      'vegetationTypeId', vi.vegetation_type_id,
      'proximityId', vi.proximity_id,
      'speciesIds', ${ids(sql`sp.ids`)},
      'actionsRequiredIds', ${ids(sql`ar.ids`)},
      'near_low_point_drain', vi.near_low_point_drain,
      'area', ma.name,
      'issue_type', it.issue_type,
      'distribution', d.distribution,
      'physiological_stage', ps.physiological_stage,
      'proximity', px.proximity,
      'vegetation_type', vt.vegetation_type,
      'species', ${ids(sql`sp.names`)},
      'action_taken', at.issue_action,
      'actionsRequired', ${ids(sql`ar.names`)}
    ) ORDER BY vi.id), '[]'::json)
    FROM vegetation_issues vi
    JOIN users u ON u.id = vi.user_id
    JOIN management_areas ma ON ma.id = vi.area_id
    LEFT JOIN issue_types it ON it.id = vi.issue_type_id
    LEFT JOIN distributions d ON d.id = vi.distribution_id
    LEFT JOIN physiological_stages ps ON ps.id = vi.physiological_stage_id
    LEFT JOIN proximities px ON px.id = vi.proximity_id
    LEFT JOIN vegetation_types vt ON vt.id = vi.vegetation_type_id
    LEFT JOIN issue_actions at ON at.id = vi.action_taken_id
    LEFT JOIN LATERAL (
      SELECT array_agg(s.id ORDER BY s.id) AS ids, array_agg(s.species ORDER BY s.id) AS names
      FROM issue_species isp JOIN species s ON s.id = isp.species_id
      WHERE isp.issue_id = vi.id
    ) sp ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(a.id ORDER BY a.id) AS ids, array_agg(a.issue_action ORDER BY a.id) AS names
      FROM issue_required_actions ira JOIN issue_actions a ON a.id = ira.action_id
      WHERE ira.issue_id = vi.id
    ) ar ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(f.id ORDER BY f.id) AS ids
      FROM vegetation_issues f WHERE f.original_issue_id = vi.id AND NOT f.hidden
    ) fu ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(ica.company_id ORDER BY ica.company_id) AS ids
      FROM issue_company_assignments ica WHERE ica.issue_id = coalesce(vi.original_issue_id, vi.id)
    ) tp ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(iua.user_id ORDER BY iua.user_id) AS ids
      FROM issue_user_assignments iua WHERE iua.issue_id = coalesce(vi.original_issue_id, vi.id)
    ) au ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(p.key ORDER BY p.id) AS keys
      FROM photos p WHERE p.issue_id = vi.id AND NOT p.hidden
    ) ph ON true
    WHERE ${where})`;
}
