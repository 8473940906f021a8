import {
  type CreateInspectionRequest,
  type CulvertInspection,
  effectiveInspectionActions,
  type FieldIssue,
  type InspectionActionIds,
  type UpdateInspectionRequest,
} from '@verge/domain';
import { requireClient } from '../../access/roles';
import { ownedAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, found, notFound } from '../../errors';
import { ownedCulvert } from '../culverts';
import { resolveEdit } from '../editNotices';
import {
  culvertActionTypes,
  findInspection,
  hideInspection,
  type InspectionRef,
  insertInspection,
  readInspectionByUuid,
  updateInspection,
} from './inspections.queries';

/**
 * An inspection (possibly a tombstone) the viewer may edit or delete, one rule for both (DESIGN §6): the asset
 * owner's users (403 for anyone else) on an asset the viewer's company owns and they may open (404 otherwise).
 */
async function writableInspection(app: AppContext, viewer: Viewer, id: number): Promise<InspectionRef> {
  requireClient(viewer);
  const inspection = found(await findInspection(app.db, viewer, id), 'Inspection');
  await ownedAsset(app.db, viewer, inspection.asset_id);
  return inspection;
}

/**
 * The actions to store: none when the culvert could not be inspected; otherwise taken ids must be
 * culvert actions of type 'taken' and required ids of type 'required'.
 */
async function checkedActions(
  app: AppContext,
  culvertStatusId: number,
  requested: InspectionActionIds,
): Promise<InspectionActionIds> {
  const actions = effectiveInspectionActions(culvertStatusId, requested);
  const known = await culvertActionTypes(app.db, [...actions.actionsTakenIds, ...actions.actionsRequiredIds]);
  const typeOf = new Map(known.map((action) => [action.id, action.action_type]));
  const details: FieldIssue[] = [];
  const check = (field: keyof InspectionActionIds, expected: 'taken' | 'required') => {
    actions[field].forEach((id, index) => {
      if (typeOf.get(id) !== expected)
        details.push({
          path: `${field}.${index}`,
          message: `${id} is not a culvert action of type ${expected}`,
        });
    });
  };
  check('actionsTakenIds', 'taken');
  check('actionsRequiredIds', 'required');
  if (details.length > 0) throw badRequest('Invalid culvert actions', details);
  return actions;
}

/**
 * Idempotent by uuid. A culvert created offline has a negative local id; the client uploads culverts
 * first, so its culvertUuid names a stored culvert.
 */
export async function createInspection(
  app: AppContext,
  viewer: Viewer,
  input: CreateInspectionRequest,
): Promise<CulvertInspection> {
  requireClient(viewer);
  if (input.userId !== viewer.userId) throw forbidden('Inspections are recorded as the signed-in user');
  const culvert = await ownedCulvert(
    app,
    viewer,
    input.culvertId > 0 ? { id: input.culvertId } : { uuid: found(input.culvertUuid, 'Culvert') },
  );
  const actions = await checkedActions(app, input.culvertStatusId, input);
  await insertInspection(app.db, input, culvert, actions);
  const stored = await readInspectionByUuid(app.db, input.uuid, culvert.asset_id);
  if (!stored) throw conflict('An inspection with this uuid already exists');
  return stored;
}

/**
 * Edit an inspection, possibly moving it to another culvert of the same asset; its fields made on stale
 * data are merged with what changed meanwhile (staleEdits.ts).
 */
export async function editInspection(
  app: AppContext,
  viewer: Viewer,
  input: UpdateInspectionRequest,
): Promise<void> {
  const inspection = await writableInspection(app, viewer, input.id);
  if (inspection.hidden) throw notFound('Inspection');
  if (inspection.uuid !== input.uuid) {
    throw badRequest('The uuid does not match the inspection', [
      { path: 'uuid', message: 'must be the uuid the inspection was created with' },
    ]);
  }
  if (input.previousCulvertId !== inspection.culvert_id) {
    throw conflict('The inspection has moved to another culvert since it was loaded');
  }
  const culvert = await ownedCulvert(app, viewer, { id: input.culvertId });
  if (culvert.asset_id !== inspection.asset_id) {
    throw badRequest('An inspection can only move to a culvert of the same asset', [
      { path: 'culvertId', message: 'must be a culvert of the inspection’s asset' },
    ]);
  }
  const { id, uuid: _uuid, culvertId, previousCulvertId: _previous, base, editedAt, ...incoming } = input;
  const { values, stamp } = await resolveEdit(
    app,
    viewer,
    {
      target: 'culvert-inspection',
      id,
      incoming,
      base,
      editedAt,
      unordered: ['actionsTakenIds', 'actionsRequiredIds'],
    },
    async () => found(await readInspectionByUuid(app.db, inspection.uuid, inspection.asset_id), 'Inspection'),
  );
  const actions = await checkedActions(app, values.culvertStatusId, values);
  await updateInspection(app.db, { ...values, id, culvertId }, actions, stamp);
}

/** Tombstone; deleting an inspection already deleted is harmless (the client may retry). */
export async function deleteInspection(app: AppContext, viewer: Viewer, id: number): Promise<void> {
  const inspection = await writableInspection(app, viewer, id);
  if (!inspection.hidden) await hideInspection(app.db, inspection);
}
