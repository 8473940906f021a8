import type { InspectionFields, Relations } from '@verge/domain';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';
import {
  createInspection,
  editInspection,
  type InspectionDisplay,
  removeInspectionPhoto,
} from '../../../core/inspections';
import { addPhotos, type PhotoEdits, storePhotos } from '../../../core/photos';
import { newUuid, saveTogether } from '../../../core/saving';

/** The names the inspection's local copy shows (so it reads right offline, before the next pull). */
export function inspectionNames(
  fields: InspectionFields,
  culvert: LocalCulvert,
  relations: Relations,
): Omit<InspectionDisplay, 'user'> {
  const names = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const action = [...relations.culvertTakenActions, ...relations.culvertRequiredActions].find(
        (a) => a.id === id,
      );
      return action ? [action.inspection_action] : [];
    });
  return {
    culvert: culvert.site_culvert_id,
    culvertStatus:
      relations.culvertStatuses.find((s) => s.id === fields.culvertStatusId)?.culvert_status ?? '',
    actionsTaken: names(fields.actionsTakenIds),
    actionsRequired: names(fields.actionsRequiredIds),
  };
}

/**
 * A new inspection with its photos, keyed by a fresh uuid. A culvert still awaiting sync is named by its
 * temporary id and its uuid; the command layer swaps in the server id once the culvert has uploaded.
 */
export async function addInspection(
  fields: InspectionFields,
  extra: {
    culvert: LocalCulvert;
    userId: number;
    userName: string;
    photos: readonly Blob[];
    relations: Relations;
  },
): Promise<void> {
  const { culvert } = extra;
  const photos = await storePhotos(extra.photos);
  await saveTogether(async () => {
    const { uuid } = await createInspection(
      {
        ...fields,
        uuid: newUuid(),
        userId: extra.userId,
        culvertId: culvert.id,
        ...(culvert.id < 0 ? { culvertUuid: culvert.uuid } : {}),
        hidden: false,
      },
      { ...inspectionNames(fields, culvert, extra.relations), user: extra.userName },
      culvert.assetId,
    );
    await addPhotos('culvert-inspection', uuid, photos, { assetId: culvert.assetId });
  });
}

/**
 * Edit a synced inspection, perhaps moving it to another culvert (previousCulvertId names the one it was
 * on): the edit, the removed photos and the added ones are queued together, all or none, the photos after the edit.
 */
export async function updateInspection(
  existing: LocalInspection,
  fields: InspectionFields,
  extra: {
    culvert: LocalCulvert;
    photos: PhotoEdits;
    relations: Relations;
  },
): Promise<void> {
  const { culvert } = extra;
  const added = await storePhotos(extra.photos.added);
  await saveTogether(async () => {
    const edit = await editInspection(
      existing,
      {
        ...fields,
        id: existing.id,
        uuid: existing.uuid,
        culvertId: culvert.id,
        previousCulvertId: existing.culvertId,
      },
      inspectionNames(fields, culvert, extra.relations),
      culvert.assetId,
    );
    for (const fileKey of extra.photos.removedKeys)
      await removeInspectionPhoto(existing, fileKey, { assetId: culvert.assetId, dependsOn: [edit] });
    await addPhotos('culvert-inspection', existing.uuid, added, {
      assetId: culvert.assetId,
      dependsOn: [edit],
    });
  });
}
