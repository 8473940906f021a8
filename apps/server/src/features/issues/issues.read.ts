import { type SQL, sql } from 'drizzle-orm';
import { interactiveSql } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';

const chain = sql`coalesce(vi.original_issue_id, vi.id)`;
const name = (column: string, table: string, id: string) =>
  sql`(SELECT r.${sql.raw(column)} FROM ${sql.raw(table)} r WHERE r.id = vi.${sql.raw(id)})`;
const list = (value: string, from: SQL, order: string) =>
  sql`coalesce((SELECT json_agg(${sql.raw(value)} ORDER BY ${sql.raw(order)}) FROM ${from}), '[]'::json)`;

/**
 * The issues `vegetation_issues vi` matching `where` with `body`: the read shape (vegetationIssueSchema)
 * as JSON text without `isInteractive` — the one per-viewer field — and without its closing brace, so a
 * viewer's flag is appended as text. `stamp` changes whenever the body may: every write that changes an
 * issue's lists (species, actions, follow-ups, photos, assignments) bumps the issue's updated_at, and the
 * area and initiator names move with their own rows' updated_at.
 */
function issueBodies(where: SQL): SQL {
  // row_to_json of one derived row: faster than json_build_object, and compact (no spaces) on the wire.
  return sql`SELECT vi.id, greatest(vi.updated_at, u.updated_at, ma.updated_at) AS stamp,
      left(row_to_json(t)::text, -1) AS body
    FROM vegetation_issues vi
    JOIN users u ON u.id = vi.user_id
    JOIN management_areas ma ON ma.id = vi.area_id,
    LATERAL (SELECT
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
    ) t
    WHERE ${where}`;
}

/** One issue's JSON text from its body and the viewer's flag. */
const withInteractive = (body: string, interactive: string) =>
  sql`${sql.raw(body)} || ',"isInteractive":' || ${sql.raw(interactive)}::text || '}'`;

/**
 * SQL scalar expression: a JSON array of the issues matching `where` (alias vi), in the contract read
 * shape. Hidden rows are included when `where` lets them through, because sync sends tombstones.
 * For small reads (a create's answer); the asset sync reads through the cache (`cachedIssuesJson`).
 */
export function issuesJsonArray(viewer: Viewer, where: SQL): SQL {
  return sql`(SELECT coalesce(('[' || string_agg(${withInteractive('b.body', 'b.interactive')}, ',' ORDER BY b.id) || ']')::json, '[]'::json)
    FROM (SELECT ib.id, ib.body, ${interactiveSql(viewer, 'vi')} AS interactive
          FROM (${issueBodies(where)}) ib JOIN vegetation_issues vi ON vi.id = ib.id) b)`;
}

/**
 * The asset sync's issues through `issue_read_cache`: bodies are the same for every viewer, so each is
 * built once per change and kept; a pull rebuilds only rows whose stamp moved (and stores them in the
 * same statement), then joins cached text with the viewer's flag — about the work of reading the bare rows.
 * `ctes` must head the statement (a data-modifying WITH cannot be nested); `array` is JSON text.
 */
export function cachedIssuesJson(viewer: Viewer, where: SQL): { ctes: SQL; array: SQL } {
  const ctes = sql`issue_rows AS (
      SELECT vi.id, greatest(vi.updated_at, u.updated_at, ma.updated_at) AS stamp,
             ${interactiveSql(viewer, 'vi')} AS interactive
      FROM vegetation_issues vi
      JOIN users u ON u.id = vi.user_id
      JOIN management_areas ma ON ma.id = vi.area_id
      WHERE ${where}),
    issue_fresh AS (${issueBodies(sql`vi.id IN (SELECT r.id FROM issue_rows r
        LEFT JOIN issue_read_cache c ON c.issue_id = r.id WHERE c.issue_id IS NULL OR c.stamp <> r.stamp)`)}),
    issue_saved AS (
      INSERT INTO issue_read_cache (issue_id, stamp, body)
      SELECT id, stamp, body FROM issue_fresh ORDER BY id
      ON CONFLICT (issue_id) DO UPDATE SET stamp = EXCLUDED.stamp, body = EXCLUDED.body)`;
  const array = sql`(SELECT coalesce('[' || string_agg(${withInteractive('coalesce(f.body, c.body)', 'r.interactive')}, ',' ORDER BY r.id) || ']', '[]')
      FROM issue_rows r
      LEFT JOIN issue_fresh f ON f.id = r.id
      LEFT JOIN issue_read_cache c ON c.issue_id = r.id)`;
  return { ctes, array };
}
