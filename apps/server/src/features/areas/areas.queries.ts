import type { AreaShape } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/sql';
import { areasJsonArray } from './areas.read';

const geometryOf = (shape: AreaShape): SQL =>
  sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(shape)}), 4326)`;

/** For each shape, why PostGIS finds it invalid (self-intersection…), or null when it is valid. */
export async function shapeProblems(db: Db, shapes: AreaShape[]): Promise<(string | null)[]> {
  const found = await rows<{ problem: string | null }>(
    db,
    sql`SELECT CASE WHEN ST_IsValid(g) THEN NULL ELSE ST_IsValidReason(g) END AS problem
        FROM (SELECT ordinality, ST_SetSRID(ST_GeomFromGeoJSON(doc), 4326) AS g
              FROM unnest(${sql.param(shapes.map((s) => JSON.stringify(s)))}::text[]) WITH ORDINALITY AS t(doc, ordinality)) s
        ORDER BY ordinality`,
  );
  return found.map((r) => r.problem);
}

export interface NewArea {
  assetId: number;
  name: string;
  shape: AreaShape;
  subAssetId?: number | null;
  imageLabel?: string | null;
}

/** Inserts areas in one transaction: all of them, or none. */
export async function insertAreas(db: Db, areas: NewArea[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const area of areas) {
      const row = await firstRow<{ id: number }>(
        tx,
        sql`INSERT INTO management_areas (asset_id, sub_asset_id, name, shape, image_label)
            VALUES (${area.assetId}, ${area.subAssetId ?? null}, ${area.name}, ${geometryOf(area.shape)},
                    ${area.imageLabel ?? null})
            RETURNING id`,
      );
      ids.push(row!.id);
    }
    return ids;
  });
}

export const findArea = (db: Db, areaId: number) =>
  firstRow<{ id: number; asset_id: number }>(
    db,
    sql`SELECT id, asset_id FROM management_areas WHERE id = ${areaId}`,
  );

export const subAssetBelongs = async (db: Db, subAssetId: number, assetId: number): Promise<boolean> =>
  !!(await firstRow(
    db,
    sql`SELECT 1 FROM sub_assets WHERE id = ${subAssetId} AND asset_id = ${assetId} AND NOT hidden`,
  ));

export interface AreaChanges {
  name?: string;
  shape?: AreaShape;
  image_label?: string | null;
  hidden?: boolean;
}

export async function updateArea(db: Db, areaId: number, changes: AreaChanges): Promise<void> {
  const sets: SQL[] = [];
  if (changes.name !== undefined) sets.push(sql`name = ${changes.name}`);
  if (changes.shape !== undefined) sets.push(sql`shape = ${geometryOf(changes.shape)}`);
  if (changes.image_label !== undefined) sets.push(sql`image_label = ${changes.image_label}`);
  if (changes.hidden !== undefined) sets.push(sql`hidden = ${changes.hidden}`);
  if (sets.length === 0) return;
  await db.execute(sql`UPDATE management_areas SET ${sql.join(sets, sql`, `)} WHERE id = ${areaId}`);
}

/** The live areas of an asset as JSON text, in the management-area read shape. */
export async function assetAreasJson(db: Db, assetId: number): Promise<string> {
  const row = await firstRow<{ json: string }>(
    db,
    sql`SELECT ${areasJsonArray(sql`ma.asset_id = ${assetId} AND NOT ma.hidden`)}::text AS json`,
  );
  return row!.json;
}

export const findLiveAsset = (db: Db, assetId: number) =>
  firstRow<{ id: number; company_id: number }>(
    db,
    sql`SELECT id, company_id FROM assets WHERE id = ${assetId} AND NOT hidden`,
  );
