import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL scalar expression: a JSON array of the management areas `ma` matching `where`, in the domain
 * managementAreaSchema shape. The one definition of that shape (admin screens and asset sync share it).
 */
export function areasJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', ma.id,
      'assetId', ma.asset_id,
      'subAssetId', ma.sub_asset_id,
      'name', ma.name,
      'shape', ST_AsGeoJSON(ma.shape)::json,
      'image_label', ma.image_label,
      'updated_at', to_json(ma.updated_at),
      'hidden', ma.hidden
    ) ORDER BY ma.id), '[]'::json)
    FROM management_areas ma WHERE ${where})`;
}
