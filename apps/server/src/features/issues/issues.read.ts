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
 * only three relations to order, planning stays cheap for the one-row read that answers a create.
 * In bulk each subquery costs a few microseconds per row, so with sixteen of them the full read of
 * 100,000 issues takes about four times as long as reading the bare rows (PostgreSQL 15).
 */
export function issuesJsonArray(viewer: Viewer, where: SQL): SQL {
  const chain = sql`coalesce(vi.original_issue_id, vi.id)`;
  const name = (column: string, table: string, id: string) =>
    sql`(SELECT r.${sql.raw(column)} FROM ${sql.raw(table)} r WHERE r.id = vi.${sql.raw(id)})`;
  const list = (value: string, from: SQL, order: string) =>
    sql`coalesce((SELECT json_agg(${sql.raw(value)} ORDER BY ${sql.raw(order)}) FROM ${from}), '[]'::json)`;
  // row_to_json of one derived row: faster than json_build_object, and compact (no spaces) on the wire.
  return sql`(SELECT coalesce(json_agg(row_to_json(t) ORDER BY t.id), '[]'::json) FROM (SELECT
      vi.id,
      vi.uuid,
      vi.hidden,
      vi.updated_at,
      vi.asset_id AS "assetId",
      vi.user_id AS "userId",
      u.first_name || ' ' || u.last_name AS "user",
      vi.original_issue_id,
      ${list('f.id', sql`vegetation_issues f WHERE f.original_issue_id = vi.id AND NOT f.hidden`, 'f.id')} AS "subsequentIssueIds",
      ${list('c.company_id', sql`issue_company_assignments c WHERE c.issue_id = ${chain}`, 'c.company_id')} AS "thirdPartyCompanyIds",
      ${list('au.user_id', sql`issue_user_assignments au WHERE au.issue_id = ${chain}`, 'au.user_id')} AS "assignedUserIds",
      ${list('p.key', sql`photos p WHERE p.issue_id = vi.id AND NOT p.hidden`, 'p.id')} AS photos,
      ${interactiveSql(viewer, 'vi')} AS "isInteractive",
      vi.inspection_date,
      vi.has_issue,
      vi.veg_height,
      vi.risk_score,
      vi.area_size,
      ST_AsGeoJSON(vi.gps_track)::json AS gps_track,
      ST_AsGeoJSON(vi.gps_point)::json AS gps_point,
      vi.action_required,
      vi.individual_count,
      vi.density,
      vi.comments,
      vi.area_id AS "areaId",
      vi.action_taken_id AS "actionTakenId",
      vi.distribution_id AS "distributionId",
      vi.physiological_stage_id AS "physiologicalStageId",
      vi.issue_type_id AS "issueTypeId",
      vi.vegetation_type_id AS "vegetationTypeId",
      vi.proximity_id AS "proximityId",
      ${list('isp.species_id', sql`issue_species isp WHERE isp.issue_id = vi.id`, 'isp.species_id')} AS "speciesIds",
      ${list('ira.action_id', sql`issue_required_actions ira WHERE ira.issue_id = vi.id`, 'ira.action_id')} AS "actionsRequiredIds",
      vi.near_low_point_drain,
      ma.name AS area,
      ${name('issue_type', 'issue_types', 'issue_type_id')} AS issue_type,
      ${name('distribution', 'distributions', 'distribution_id')} AS distribution,
      ${name('physiological_stage', 'physiological_stages', 'physiological_stage_id')} AS physiological_stage,
      ${name('proximity', 'proximities', 'proximity_id')} AS proximity,
      ${name('vegetation_type', 'vegetation_types', 'vegetation_type_id')} AS vegetation_type,
      ${list('s.species', sql`issue_species isp JOIN species s ON s.id = isp.species_id WHERE isp.issue_id = vi.id`, 's.id')} AS species,
      ${name('issue_action', 'issue_actions', 'action_taken_id')} AS action_taken,
      ${list('a.issue_action', sql`issue_required_actions ira JOIN issue_actions a ON a.id = ira.action_id WHERE ira.issue_id = vi.id`, 'a.id')} AS "actionsRequired"
    FROM vegetation_issues vi
    JOIN users u ON u.id = vi.user_id
    JOIN management_areas ma ON ma.id = vi.area_id
    WHERE ${where}) t)`;
}
