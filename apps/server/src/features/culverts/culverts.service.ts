import type { CreateCulvertRequest, Culvert, CulvertFields, UpdateCulvertRequest } from '@verge/domain';
import { requireClient } from '../../access/roles';
import { ownedAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { conflict, found } from '../../errors';
import { resolveEdit } from '../editNotices';
import {
  type CulvertRef,
  findCulvert,
  insertCulvert,
  readCulvert,
  readCulvertByUuid,
  updateCulvert,
} from './culverts.queries';

/** A live culvert on an asset the viewer's company owns; 404 otherwise. */
export async function ownedCulvert(
  app: AppContext,
  viewer: Viewer,
  key: { id: number } | { uuid: string },
): Promise<CulvertRef> {
  const culvert = found(await findCulvert(app.db, viewer, key), 'Culvert');
  await ownedAsset(app.db, viewer, culvert.asset_id);
  return culvert;
}

/** Idempotent by uuid: a retried upload answers the culvert already stored. */
export async function createCulvert(
  app: AppContext,
  viewer: Viewer,
  input: CreateCulvertRequest,
): Promise<Culvert> {
  requireClient(viewer);
  await ownedAsset(app.db, viewer, input.assetId);
  await insertCulvert(app.db, input);
  // Found on another asset means the uuid belongs to a different record, not to this upload.
  const stored = await readCulvertByUuid(app.db, input.uuid, input.assetId);
  if (!stored) throw conflict('A culvert with this uuid already exists');
  return stored;
}

/** Edit a culvert; an edit made on stale data is merged with what changed meanwhile (staleEdits.ts). */
export async function editCulvert(
  app: AppContext,
  viewer: Viewer,
  input: UpdateCulvertRequest,
): Promise<void> {
  requireClient(viewer);
  await ownedCulvert(app, viewer, { id: input.id });
  const { id, base, editedAt, ...edited } = input;
  // The edit's fields are stricter than a culvert's (both points, measures known); merged as culvert fields.
  const incoming: CulvertFields = edited;
  const { values, stamp } = await resolveEdit(
    app,
    viewer,
    { target: 'culvert', id, incoming, base, editedAt },
    async () => found(await readCulvert(app.db, id), 'Culvert'),
  );
  await updateCulvert(app.db, id, values, stamp);
}
