import { mergeEdit } from '@verge/domain';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { found } from '../../errors';
import {
  type EditStamp,
  type EditTarget,
  editStamp,
  insertEditNotices,
  lockForEdit,
} from './editNotices.queries';

/** An edit of a record's fields as an update call sends it. */
export interface Edit<F extends Record<string, unknown>> {
  target: EditTarget;
  id: number;
  /** Every editable field as the edit would write it. */
  incoming: F;
  /** The values the changed fields had in the version the edit started from; absent: overwrite all. */
  base: Partial<F> | undefined;
  /** When the edit was made on the device; absent: now. */
  editedAt: string | undefined;
  /** Fields holding id lists (equal in any order). */
  unordered?: readonly (keyof F & string)[];
}

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * The values an edit writes, and the columns that record it (editStamp). The record stays locked until
 * the call's transaction ends, so concurrent edits merge one after the other. An edit naming its base is
 * merged with what changed meanwhile (domain mergeEdit): a field both sides changed goes to the later edit,
 * and the value that lost is kept as a notice naming the other editor. `readCurrent` reads the record in
 * the request's shape (the read shape), after the lock.
 */
export async function resolveEdit<F extends Record<string, unknown>>(
  app: AppContext,
  viewer: Viewer,
  edit: Edit<F>,
  readCurrent: () => Promise<Readonly<Record<string, unknown>>>,
): Promise<{ values: F; stamp: EditStamp }> {
  const row = found(await lockForEdit(app.db, edit.target, edit.id));
  // A device clock ahead of the server's must not make its edits win for good.
  const editedAt = earlier(edit.editedAt ?? row.now, row.now);
  const stamp = editStamp(viewer.userId, editedAt);
  if (!edit.base) return { values: edit.incoming, stamp };
  const merged = mergeEdit({
    incoming: edit.incoming,
    base: edit.base,
    editedAt,
    current: await readCurrent(),
    currentEditedAt: row.edited_at,
    unordered: edit.unordered,
  });
  await insertEditNotices(
    app.db,
    edit.target,
    edit.id,
    merged.overwritten.map((o) => ({ ...o, byUserId: row.edited_by, at: row.edited_at ?? row.now })),
  );
  return { values: merged.values, stamp };
}
