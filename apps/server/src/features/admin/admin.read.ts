import { type SQL, sql } from 'drizzle-orm';
import { assetSpeciesJsonArray } from '../species';

/** SQL expression: the company `co` in the domain companySchema shape. */
export const companyJson = sql`json_build_object('id', co.id, 'company_name', co.company_name,
  'company_tag', co.company_tag, 'company_type', co.company_type, 'duplicateDistanceM', co.duplicate_distance_m)`;

/** SQL scalar expression: a JSON array of the assets `va` matching `where`, in the domain assetSchema shape. */
export function assetsJsonArray(where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', va.id,
      'asset_name', va.asset_name,
      'latitude', va.latitude,
      'longitude', va.longitude,
      'companyId', va.company_id,
      'vegetationSpecies', ${assetSpeciesJsonArray(sql`va.id`)}
    ) ORDER BY va.id), '[]'::json)
    FROM assets va WHERE ${where})`;
}
