import { type SQL, sql } from 'drizzle-orm';
import { editNoticesOf } from '../editNotices';

/**
 * Sub-assets matching `where` (alias `sa`) as one JSON array in the shape of the domain's
 * subAssetSchema (one derived row per sub-asset through row_to_json, like the culvert read shapes);
 * managementAreaIds are the visible areas attached to each. Hidden rows are included when `where`
 * lets them through: sync sends them as tombstones.
 */
export function subAssetsJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.id), '[]'::json) FROM (
      SELECT sa.id, sa.sub_asset_name, sa.latitude, sa.longitude, sa.asset_id AS "assetId", sa.updated_at,
        sa.hidden,
        (SELECT coalesce(json_agg(ma.id ORDER BY ma.id), '[]'::json)
         FROM management_areas ma WHERE ma.sub_asset_id = sa.id AND NOT ma.hidden) AS "managementAreaIds",
        ${editNoticesOf('sub-asset', sql`sa.id`)} AS "editNotices"
      FROM sub_assets sa WHERE ${where}
    ) r)`;
}
