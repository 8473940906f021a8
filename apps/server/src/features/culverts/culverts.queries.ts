import type { CreateCulvertRequest, Culvert, CulvertFields } from '@verge/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { culverts } from '../../db/schema';
import { firstRow } from '../../db/sql';
import type { EditStamp } from '../editNotices';
import { culvertsJsonArray } from './culverts.read';

export interface CulvertRef {
  id: number;
  asset_id: number;
}

/** A live culvert on an asset the viewer may open, by id or by the uuid it was created with offline. */
export const findCulvert = (db: Db, viewer: Viewer, key: { id: number } | { uuid: string }) =>
  firstRow<CulvertRef>(
    db,
    sql`SELECT c.id, c.asset_id FROM culverts c
        WHERE ${'id' in key ? sql`c.id = ${key.id}` : sql`c.uuid = ${key.uuid}`}
          AND NOT c.hidden AND c.asset_id IN (${visibleAssetIds(viewer)})`,
  );

async function readCulvertWhere(db: Db, where: SQL): Promise<Culvert | undefined> {
  const row = await firstRow<{ culvert: Culvert | null }>(
    db,
    sql`SELECT ${culvertsJsonArray(where)} -> 0 AS culvert`,
  );
  return row?.culvert ?? undefined;
}

/** The culvert stored under `uuid` on the asset, in its read shape. */
export const readCulvertByUuid = (db: Db, uuid: string, assetId: number) =>
  readCulvertWhere(db, sql`c.uuid = ${uuid} AND c.asset_id = ${assetId}`);

/** A culvert in its read shape; callers establish first that the viewer may see it. */
export const readCulvert = (db: Db, id: number) => readCulvertWhere(db, sql`c.id = ${id}`);

/** Insert unless the uuid is already stored (a retried upload); the caller reads the stored row. */
export async function insertCulvert(db: Db, input: CreateCulvertRequest): Promise<void> {
  const { assetId, ...fields } = input;
  await db
    .insert(culverts)
    .values({ ...fields, asset_id: assetId })
    .onConflictDoNothing({ target: culverts.uuid });
}

export async function updateCulvert(
  db: Db,
  id: number,
  fields: CulvertFields,
  stamp: EditStamp,
): Promise<void> {
  await db
    .update(culverts)
    .set({ ...fields, ...stamp })
    .where(eq(culverts.id, id));
}
