import type { CreateIssueRequest } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../apps/server/src/db/client';
import { firstRow } from '../apps/server/src/db/sql';

/**
 * The baseline of the sync budget: the same tables and rows the asset sync sends, read as JSON with
 * json_agg(row_to_json(t)) and geometry as GeoJSON, with none of the API's joins, names or lists.
 */
export async function bareAssetJson(handle: DbHandle, assetId: number): Promise<string> {
  const agg = (select: ReturnType<typeof sql>) =>
    sql`(SELECT coalesce(json_agg(row_to_json(t)), '[]'::json) FROM (${select}) t)`;
  const row = await firstRow<{ body: string }>(
    handle.db,
    sql`SELECT json_build_object(
      'areas', ${agg(sql`SELECT id, asset_id, sub_asset_id, name, ST_AsGeoJSON(shape)::json AS shape, image_label,
                              updated_at, hidden
                         FROM management_areas WHERE asset_id = ${assetId} AND NOT hidden`)},
      'issues', ${agg(sql`SELECT id, uuid, asset_id, area_id, user_id, original_issue_id, inspection_date, has_issue,
                               veg_height, risk_score, area_size, action_required, individual_count, density,
                               comments, action_taken_id, distribution_id, physiological_stage_id, issue_type_id,
                               vegetation_type_id, proximity_id, near_low_point_drain,
                               ST_AsGeoJSON(gps_point)::json AS gps_point, ST_AsGeoJSON(gps_track)::json AS gps_track,
                               updated_at, hidden
                          FROM vegetation_issues WHERE asset_id = ${assetId} AND NOT hidden`)},
      'subAssets', ${agg(sql`SELECT * FROM sub_assets WHERE asset_id = ${assetId} AND NOT hidden`)},
      'assetAssociatedSpecies', ${agg(sql`SELECT s.* FROM asset_species a JOIN species s ON s.id = a.species_id
                                          WHERE a.asset_id = ${assetId}`)},
      'culverts', ${agg(sql`SELECT id, uuid, asset_id, site_culvert_id, road_name, is_fish_habitat, has_markers, length,
                                 diameter, direction_of_flow, ST_AsGeoJSON(inlet_location)::json AS inlet_location,
                                 ST_AsGeoJSON(outlet_location)::json AS outlet_location, updated_at, hidden
                            FROM culverts WHERE asset_id = ${assetId} AND NOT hidden`)},
      'culvertInspections', ${agg(sql`SELECT * FROM culvert_inspections WHERE asset_id = ${assetId} AND NOT hidden`)}
    )::text AS body`,
  );
  return row!.body;
}

/** The baseline of the ingest budget: the rows one create stores, as plain INSERTs (issue, species, actions). */
export async function bareInsertIssue(
  handle: DbHandle,
  assetId: number,
  issue: CreateIssueRequest,
): Promise<void> {
  const inserted = await firstRow<{ id: number }>(
    handle.db,
    sql`INSERT INTO vegetation_issues (uuid, asset_id, area_id, user_id, original_issue_id, inspection_date, has_issue,
          veg_height, risk_score, area_size, action_required, individual_count, density, comments, action_taken_id,
          distribution_id, physiological_stage_id, issue_type_id, vegetation_type_id, proximity_id,
          near_low_point_drain, gps_point, gps_track)
        VALUES (${issue.uuid}, ${assetId}, ${issue.areaId}, ${issue.userId}, ${issue.originalIssueId},
          ${issue.inspection_date}, ${issue.has_issue}, ${issue.veg_height}, ${issue.risk_score}, ${issue.area_size},
          ${issue.action_required}, ${issue.individual_count}, ${issue.density}, ${issue.comments},
          ${issue.actionTakenId}, ${issue.distributionId}, ${issue.physiologicalStageId}, ${issue.issueTypeId},
          ${issue.vegetationTypeId}, ${issue.proximityId}, ${issue.near_low_point_drain},
          ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(issue.gps_point)}), 4326), NULL)
        RETURNING id`,
  );
  const id = inserted!.id;
  for (const speciesId of issue.speciesIds) {
    await handle.db.execute(
      sql`INSERT INTO issue_species (issue_id, species_id) VALUES (${id}, ${speciesId})`,
    );
  }
  for (const actionId of issue.actionsRequiredIds) {
    await handle.db.execute(
      sql`INSERT INTO issue_required_actions (issue_id, action_id) VALUES (${id}, ${actionId})`,
    );
  }
}
