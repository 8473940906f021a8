import { type SQL, sql } from 'drizzle-orm';

/**
 * Sub-assets matching `where` (alias `sa`) as one JSON array in the shape of the domain's
 * subAssetSchema; managementAreaIds are the visible areas attached to each. Hidden rows are included
 * when `where` lets them through: sync sends them as tombstones.
 */
export function subAssetsJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', sa.id,
      'sub_asset_name', sa.sub_asset_name,
      'latitude', sa.latitude,
      'longitude', sa.longitude,
      'assetId', sa.asset_id,
      'updated_at', to_json(sa.updated_at),
      'hidden', sa.hidden,
      'managementAreaIds', (SELECT coalesce(json_agg(ma.id ORDER BY ma.id), '[]'::json)
                            FROM management_areas ma WHERE ma.sub_asset_id = sa.id AND NOT ma.hidden)
    ) ORDER BY sa.id), '[]'::json)
    FROM sub_assets sa WHERE ${where})`;
}
