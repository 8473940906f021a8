import { type SQL, sql } from 'drizzle-orm';
import { interactiveSql } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';

/**
 * SQL scalar expression: a JSON array of the issues `vegetation_issues vi` matching `where`, in the
 * contract read shape (vegetationIssueSchema). Hidden rows are included when `where` lets them through,
 * because sync sends tombstones.
 *
 * One statement for any number of rows (the asset sync reads 100,000), nothing post-processed in JS.
 * Names and lists are scalar subqueries on primary keys and indexed columns rather than joins: with
 * only three relations to order, planning stays cheap for the one-row read that answers a create,
 * while the per-row index probes keep the full sync near the cost of reading the bare rows.
 */
export function issuesJsonArray(viewer: Viewer, where: SQL): SQL {
  const chain = sql`coalesce(vi.original_issue_id, vi.id)`;
  const name = (column: string, table: string, id: string) =>
    sql`(SELECT r.${sql.raw(column)} FROM ${sql.raw(table)} r WHERE r.id = vi.${sql.raw(id)})`;
  const list = (value: string, from: SQL, order: string) =>
    sql`coalesce((SELECT json_agg(${sql.raw(value)} ORDER BY ${sql.raw(order)}) FROM ${from}), '[]'::json)`;
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', vi.id,
      'uuid', vi.uuid,
      'hidden', vi.hidden,
      'updated_at', to_json(vi.updated_at),
      'assetId', vi.asset_id,
      'userId', vi.user_id,
      'user', u.first_name || ' ' || u.last_name,
      'original_issue_id', vi.original_issue_id,
      'subsequentIssueIds', ${list('f.id', sql`vegetation_issues f WHERE f.original_issue_id = vi.id AND NOT f.hidden`, 'f.id')},
      'thirdPartyCompanyIds', ${list('c.company_id', sql`issue_company_assignments c WHERE c.issue_id = ${chain}`, 'c.company_id')},
      'assignedUserIds', ${list('au.user_id', sql`issue_user_assignments au WHERE au.issue_id = ${chain}`, 'au.user_id')},
      'photos', ${list('p.key', sql`photos p WHERE p.issue_id = vi.id AND NOT p.hidden`, 'p.id')},
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
      'speciesIds', ${list('isp.species_id', sql`issue_species isp WHERE isp.issue_id = vi.id`, 'isp.species_id')},
      'actionsRequiredIds', ${list('ira.action_id', sql`issue_required_actions ira WHERE ira.issue_id = vi.id`, 'ira.action_id')},
      'near_low_point_drain', vi.near_low_point_drain,
      'area', ma.name,
      'issue_type', ${name('issue_type', 'issue_types', 'issue_type_id')},
      'distribution', ${name('distribution', 'distributions', 'distribution_id')},
      'physiological_stage', ${name('physiological_stage', 'physiological_stages', 'physiological_stage_id')},
      'proximity', ${name('proximity', 'proximities', 'proximity_id')},
      'vegetation_type', ${name('vegetation_type', 'vegetation_types', 'vegetation_type_id')},
      'species', ${list('s.species', sql`issue_species isp JOIN species s ON s.id = isp.species_id WHERE isp.issue_id = vi.id`, 's.id')},
      'action_taken', ${name('issue_action', 'issue_actions', 'action_taken_id')},
      'actionsRequired', ${list('a.issue_action', sql`issue_required_actions ira JOIN issue_actions a ON a.id = ira.action_id WHERE ira.issue_id = vi.id`, 'a.id')}
    ) ORDER BY vi.id), '[]'::json)
    FROM vegetation_issues vi
    JOIN users u ON u.id = vi.user_id
    JOIN management_areas ma ON ma.id = vi.area_id
    WHERE ${where})`;
}
