import type { AssetSpeciesList, Species } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';
import { assetSpeciesJsonArray } from './species.read';

/** Every asset the viewer's company owns and the viewer may open, with its species. */
export async function readAssetSpeciesLists(db: Db, viewer: Viewer): Promise<AssetSpeciesList[]> {
  const row = await firstRow<{ lists: AssetSpeciesList[] }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object(
          'id', a.id, 'asset_name', a.asset_name, 'vegetationSpecies', ${assetSpeciesJsonArray(sql`a.id`)}
        ) ORDER BY a.asset_name, a.id), '[]'::json) AS lists
        FROM assets a WHERE a.id IN (${visibleAssetIds(viewer)}) AND a.company_id = ${viewer.companyId}`,
  );
  return row?.lists ?? [];
}

export async function readAssetSpecies(db: Db, assetId: number): Promise<Species[]> {
  const row = await firstRow<{ species: Species[] }>(
    db,
    sql`SELECT ${assetSpeciesJsonArray(sql`${assetId}::int`)} AS species`,
  );
  return row?.species ?? [];
}

export async function knownSpeciesIds(db: Db, ids: number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`SELECT id FROM species WHERE id = ANY(${intArray(ids)})`);
  return found.map((r) => r.id);
}

export async function addAssetSpecies(db: Db, assetId: number, speciesIds: number[]): Promise<void> {
  await db.execute(
    sql`INSERT INTO asset_species (asset_id, species_id)
        SELECT ${assetId}, species_id FROM unnest(${intArray(speciesIds)}) AS s(species_id)
        ON CONFLICT DO NOTHING`,
  );
}

export async function removeAssetSpecies(db: Db, assetId: number, speciesIds: number[]): Promise<void> {
  await db.execute(
    sql`DELETE FROM asset_species WHERE asset_id = ${assetId} AND species_id = ANY(${intArray(speciesIds)})`,
  );
}
