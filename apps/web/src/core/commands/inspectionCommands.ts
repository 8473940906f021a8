import {
  type CallInput,
  type CulvertInspection,
  inspectionFields,
  type RemovePhotoRequest,
} from '@verge/domain';
import type { LocalInspection } from '../store/db';
import { enqueue } from './enqueue';
import { sameEdit } from './sameEdit';
import { staleEdit } from './staleEdit';

/** What the inspection's local copy shows besides the request: names of its culvert, status and actions. */
export type InspectionDisplay = Pick<
  CulvertInspection,
  'user' | 'culvert' | 'culvertStatus' | 'actionsTaken' | 'actionsRequired'
>;

/**
 * Record a new inspection under its temporary id; on a culvert still awaiting sync it names the culvert by
 * its temporary id and culvertUuid. Returns the temporary id and the uuid (for its photos).
 */
export async function createInspection(
  request: CallInput<'inspectionsCreate'>,
  display: InspectionDisplay,
  assetId: number | null,
): Promise<{ tempId: number; uuid: string }> {
  return enqueue('inspectionsCreate', request, { uuid: request.uuid, assetId }, async (local) => {
    const { hidden: _hidden, ...fields } = request;
    await local.put<LocalInspection>('inspections', {
      ...fields,
      ...display,
      id: local.tempId,
      photos: [],
      hidden: false,
      updated_at: new Date().toISOString(),
    });
  });
}

/** Edit a synced inspection (possibly moving it to another culvert). Returns the command's uuid. */
export async function editInspection(
  existing: LocalInspection,
  request: CallInput<'inspectionsUpdate'>,
  display: Partial<InspectionDisplay>,
  assetId: number | null,
): Promise<string> {
  const { id: _id, uuid: _uuid, culvertId: _culvert, previousCulvertId: _previous, ...fields } = request;
  const merge = staleEdit(
    existing,
    fields,
    Object.keys(inspectionFields) as (keyof typeof fields & string)[],
  );
  const { uuid } = await enqueue(
    'inspectionsUpdate',
    { ...request, ...merge },
    { assetId, baseVersion: existing.updated_at, supersedes: sameEdit('inspectionsUpdate', existing.id) },
    async (local) => {
      await local.put<LocalInspection>('inspections', {
        ...existing,
        ...fields,
        culvertId: request.culvertId,
        ...display,
      });
    },
  );
  return uuid;
}

/** Remove a saved photo of a synced inspection, after the edit it belongs to; gone from the device at once. */
export async function removeInspectionPhoto(
  inspection: LocalInspection,
  fileKey: string,
  options: { assetId: number | null; dependsOn: string[] },
): Promise<void> {
  const request: RemovePhotoRequest = { targetType: 'culvert-inspection', parentId: inspection.id, fileKey };
  await enqueue('photosRemove', request, options, async (local) => {
    const row = await local.get<LocalInspection>('inspections', inspection.id);
    if (row)
      await local.update<LocalInspection>('inspections', inspection.id, {
        photos: row.photos.filter((k) => k !== fileKey),
      });
  });
}

/** Delete a synced inspection: hidden on the device at once. */
export async function deleteInspection(existing: LocalInspection, assetId: number | null): Promise<void> {
  await enqueue('inspectionsDelete', { id: existing.id }, { assetId }, async (local) => {
    await local.update<LocalInspection>('inspections', existing.id, { hidden: true });
  });
}
