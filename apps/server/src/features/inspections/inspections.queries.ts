import type {
  CreateInspectionRequest,
  CulvertInspection,
  InspectionActionIds,
  InspectionFields,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';
import type { CulvertRef } from '../culverts';
import type { EditStamp } from '../editNotices';
import { inspectionsJsonArray } from './inspections.read';

export interface InspectionRef {
  id: number;
  uuid: string;
  asset_id: number;
  culvert_id: number;
  hidden: boolean;
}

/** The type ('taken' or 'required') of each known culvert action among `ids`. */
export const culvertActionTypes = (db: Db, ids: number[]) =>
  rows<{ id: number; action_type: 'taken' | 'required' }>(
    db,
    sql`SELECT id, action_type FROM culvert_actions WHERE id = ANY(${intArray(ids)})`,
  );

/** An inspection (hidden ones too: a repeated delete is harmless) on an asset the viewer may open. */
export const findInspection = (db: Db, viewer: Viewer, id: number) =>
  firstRow<InspectionRef>(
    db,
    sql`SELECT ci.id, ci.uuid, ci.asset_id, ci.culvert_id, ci.hidden FROM culvert_inspections ci
        WHERE ci.id = ${id} AND ci.asset_id IN (${visibleAssetIds(viewer)})`,
  );

/** The inspection stored under `uuid` on the asset, in its read shape. */
export async function readInspectionByUuid(
  db: Db,
  uuid: string,
  assetId: number,
): Promise<CulvertInspection | undefined> {
  const where = sql`ci.uuid = ${uuid} AND ci.asset_id = ${assetId}`;
  const row = await firstRow<{ inspection: CulvertInspection | null }>(
    db,
    sql`SELECT ${inspectionsJsonArray(where)} -> 0 AS inspection`,
  );
  return row?.inspection ?? undefined;
}

async function replaceInspectionActions(db: Db, inspectionId: number, actions: InspectionActionIds) {
  await db.execute(sql`DELETE FROM culvert_inspection_actions WHERE inspection_id = ${inspectionId}`);
  const ids = [...actions.actionsTakenIds, ...actions.actionsRequiredIds];
  if (ids.length === 0) return;
  await db.execute(
    sql`INSERT INTO culvert_inspection_actions (inspection_id, action_id)
        SELECT ${inspectionId}, action_id FROM unnest(${intArray(ids)}) AS a(action_id)`,
  );
}

/** Insert unless the uuid is already stored (a retried upload); the caller reads the stored row. */
export async function insertInspection(
  db: Db,
  input: CreateInspectionRequest,
  culvert: CulvertRef,
  actions: InspectionActionIds,
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await firstRow<{ id: number }>(
      tx,
      sql`INSERT INTO culvert_inspections (uuid, culvert_id, asset_id, user_id, inspection_date,
                                           next_inspection_date, comments, risk_score, culvert_status_id)
          VALUES (${input.uuid}, ${culvert.id}, ${culvert.asset_id}, ${input.userId},
                  ${input.inspection_date}::timestamptz, ${input.next_inspection_date}::date, ${input.comments},
                  ${input.risk_score}, ${input.culvertStatusId})
          ON CONFLICT (uuid) DO NOTHING RETURNING id`,
    );
    if (!inserted) return;
    await replaceInspectionActions(tx, inserted.id, actions);
  });
}

export async function updateInspection(
  db: Db,
  input: InspectionFields & { id: number; culvertId: number },
  actions: InspectionActionIds,
  stamp: EditStamp,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE culvert_inspections SET culvert_id = ${input.culvertId},
            inspection_date = ${input.inspection_date}::timestamptz,
            next_inspection_date = ${input.next_inspection_date}::date, comments = ${input.comments},
            risk_score = ${input.risk_score}, culvert_status_id = ${input.culvertStatusId},
            edited_by = ${stamp.edited_by}, edited_at = ${stamp.edited_at}
          WHERE id = ${input.id}`,
    );
    await replaceInspectionActions(tx, input.id, actions);
  });
}

/** Tombstone the inspection and its photos. */
export async function hideInspection(db: Db, inspection: InspectionRef): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE culvert_inspections SET hidden = true WHERE id = ${inspection.id}`);
    await tx.execute(
      sql`UPDATE photos SET hidden = true WHERE inspection_id = ${inspection.id} AND NOT hidden`,
    );
  });
}
