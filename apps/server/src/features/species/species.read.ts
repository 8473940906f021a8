import { type SQL, sql } from 'drizzle-orm';

/**
 * The species of one asset as a JSON array in the shape of the domain's speciesSchema; only those of its
 * link rows `asp` and species `s` that match `where`, when given.
 */
export function assetSpeciesJsonArray(assetId: SQL, where: SQL = sql`true`): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', s.id,
      'species', s.species,
      'score', s.score,
      'reference_photo_url', s.reference_photo_url,
      'vegeTypeId', s.vege_type_id
    ) ORDER BY s.species, s.id), '[]'::json)
    FROM asset_species asp JOIN species s ON s.id = asp.species_id
    WHERE asp.asset_id = ${assetId} AND ${where})`;
}
