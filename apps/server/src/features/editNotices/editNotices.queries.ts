import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/sql';

/** The records the field edits, by the target type their notices carry. */
export type EditTarget = 'vegetation-issue' | 'culvert' | 'culvert-inspection' | 'sub-asset';

/** Each target's table, and who recorded a row (the editor of a row not edited since edit tracking began). */
const TARGETS: Record<EditTarget, { table: SQL; creator: SQL }> = {
  'vegetation-issue': { table: sql.raw('vegetation_issues'), creator: sql.raw('user_id') },
  culvert: { table: sql.raw('culverts'), creator: sql.raw('NULL::int') },
  'culvert-inspection': { table: sql.raw('culvert_inspections'), creator: sql.raw('user_id') },
  'sub-asset': { table: sql.raw('sub_assets'), creator: sql.raw('NULL::int') },
};

export interface EditedRow {
  /** The latest edit's user and device time (see the columns in migration 0007). */
  edited_by: number | null;
  edited_at: string | null;
  /** The database's time: an edit cannot have been made later than now. */
  now: string;
}

/**
 * Lock a record for an edit until the transaction ends, so concurrent edits of it merge one after the
 * other (each sees what the previous one wrote), and read who last edited it.
 */
export const lockForEdit = (db: Db, target: EditTarget, id: number) =>
  firstRow<EditedRow>(
    db,
    sql`SELECT coalesce(edited_by, ${TARGETS[target].creator}) AS edited_by,
               to_json(edited_at) #>> '{}' AS edited_at, to_json(now()) #>> '{}' AS now
        FROM ${TARGETS[target].table} WHERE id = ${id} FOR UPDATE`,
  );

export interface EditStamp {
  edited_by: SQL;
  edited_at: SQL;
}

/**
 * The columns that record an edit made at `editedAt` by `userId`: the record's latest edit stays the
 * later one by device time (an edit made earlier but arriving later does not take its place).
 */
export const editStamp = (userId: number, editedAt: string): EditStamp => ({
  edited_by: sql`CASE WHEN ${editedAt}::timestamptz >= coalesce(edited_at, '-infinity') THEN ${userId}::int ELSE edited_by END`,
  edited_at: sql`greatest(edited_at, ${editedAt}::timestamptz)`,
});

/** Record the values that lost to a concurrent edit of a record (JSON null is a value too). */
export async function insertEditNotices(
  db: Db,
  target: EditTarget,
  recordId: number,
  notices: { field: string; overwrittenValue: unknown; byUserId: number | null; at: string }[],
): Promise<void> {
  if (notices.length === 0) return;
  const rows = notices.map(
    (n) =>
      sql`(${target}, ${recordId}, ${n.field}, ${JSON.stringify(n.overwrittenValue)}::jsonb, ${n.byUserId}::int, ${n.at}::timestamptz)`,
  );
  await db.execute(
    sql`INSERT INTO edit_notices (target_type, record_id, field, overwritten_value, by_user_id, at)
        VALUES ${sql.join(rows, sql`, `)}`,
  );
}

/** A notice of a record on an asset the viewer may open, whether or not dismissed. */
export const findVisibleNotice = (db: Db, viewer: Viewer, id: number) =>
  firstRow<{ id: number; dismissed: boolean }>(
    db,
    sql`SELECT n.id, n.dismissed FROM edit_notices n
        LEFT JOIN vegetation_issues vi ON n.target_type = 'vegetation-issue' AND vi.id = n.record_id
        LEFT JOIN culverts c ON n.target_type = 'culvert' AND c.id = n.record_id
        LEFT JOIN culvert_inspections ci ON n.target_type = 'culvert-inspection' AND ci.id = n.record_id
        LEFT JOIN sub_assets sa ON n.target_type = 'sub-asset' AND sa.id = n.record_id
        WHERE n.id = ${id}
          AND coalesce(vi.asset_id, c.asset_id, ci.asset_id, sa.asset_id) IN (${visibleAssetIds(viewer)})`,
  );

export async function dismissNotice(db: Db, id: number): Promise<void> {
  await db.execute(sql`UPDATE edit_notices SET dismissed = true WHERE id = ${id}`);
}

/**
 * Forget dismissed notices made more than `days` ago. No read shape shows a dismissed notice, and deleting one
 * marks nothing changed (the touch trigger fires on insert and dismissal only); open notices stay until
 * dismissed, however old, since someone may still need the value they keep.
 */
export async function pruneDismissedNotices(db: Db, days: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM edit_notices WHERE dismissed AND created_at < now() - make_interval(days => ${days})`,
  );
}
