import type { CreateSubAssetRequest, EditSubAssetRequest, SubAsset } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';
import type { EditStamp } from '../editNotices';
import { subAssetsJsonArray } from './subAssets.read';

export interface AssetRecordRef {
  id: number;
  asset_id: number;
}

/** A live sub-asset on an asset the viewer may open. */
export const findSubAsset = (db: Db, viewer: Viewer, id: number) =>
  firstRow<AssetRecordRef>(
    db,
    sql`SELECT sa.id, sa.asset_id FROM sub_assets sa
        WHERE sa.id = ${id} AND NOT sa.hidden AND sa.asset_id IN (${visibleAssetIds(viewer)})`,
  );

export async function readSubAsset(db: Db, viewer: Viewer, id: number): Promise<SubAsset | undefined> {
  const where = sql`sa.id = ${id} AND NOT sa.hidden AND sa.asset_id IN (${visibleAssetIds(viewer)})`;
  const row = await firstRow<{ subAsset: SubAsset | null }>(
    db,
    sql`SELECT ${subAssetsJsonArray(where)} -> 0 AS "subAsset"`,
  );
  return row?.subAsset ?? undefined;
}

/** Live management areas among `ids` on assets the viewer may open; `owned`: on the viewer's company's. */
export const findAreas = (db: Db, viewer: Viewer, ids: number[]) =>
  rows<AssetRecordRef & { owned: boolean }>(
    db,
    sql`SELECT ma.id, ma.asset_id,
               EXISTS (SELECT 1 FROM assets oa WHERE oa.id = ma.asset_id AND oa.company_id = ${viewer.companyId}) AS owned
        FROM management_areas ma
        WHERE ma.id = ANY(${intArray(ids)}) AND NOT ma.hidden
          AND ma.asset_id IN (${visibleAssetIds(viewer)})`,
  );

/** The ids among `ids` that are live management areas of the asset. */
export async function areasOfAsset(db: Db, assetId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM management_areas
        WHERE id = ANY(${intArray(ids)}) AND asset_id = ${assetId} AND NOT hidden`,
  );
  return found.map((r) => r.id);
}

/** Attach the areas to `subAssetId` (null detaches them), only those currently on `onlyFrom` when given. */
export async function setAreasSubAsset(
  db: Db,
  areaIds: number[],
  subAssetId: number | null,
  onlyFrom?: number,
): Promise<void> {
  if (areaIds.length === 0) return;
  const fromFilter = onlyFrom === undefined ? sql`` : sql`AND sub_asset_id = ${onlyFrom}`;
  await db.execute(
    sql`UPDATE management_areas SET sub_asset_id = ${subAssetId}::int
        WHERE id = ANY(${intArray(areaIds)}) AND sub_asset_id IS DISTINCT FROM ${subAssetId}::int ${fromFilter}`,
  );
}

export async function insertSubAsset(db: Db, input: CreateSubAssetRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO sub_assets (asset_id, sub_asset_name, latitude, longitude)
          VALUES (${input.assetId}, ${input.sub_asset_name}, ${input.latitude}, ${input.longitude})
          RETURNING id`,
    );
    await setAreasSubAsset(tx, input.selectedManagementArea, row.id);
    return row.id;
  });
}

/**
 * Update the fields with the edit's stamp, detach the areas to remove (those on this sub-asset), then
 * attach the selected.
 */
export async function updateSubAsset(
  db: Db,
  input: Omit<EditSubAssetRequest, 'base' | 'editedAt'>,
  stamp: EditStamp,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE sub_assets SET sub_asset_name = ${input.sub_asset_name}, latitude = ${input.latitude},
            longitude = ${input.longitude}, edited_by = ${stamp.edited_by}, edited_at = ${stamp.edited_at}
          WHERE id = ${input.id}`,
    );
    await setAreasSubAsset(tx, input.managementAreasToRemove, null, input.id);
    await setAreasSubAsset(tx, input.selectedManagementArea, input.id);
  });
}
