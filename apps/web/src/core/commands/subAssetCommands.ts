import { type CallInput, type ManagementArea, type SubAsset, subAssetEditableFields } from '@verge/domain';
import type { ApplyContext } from './enqueue';
import { enqueue } from './enqueue';
import { sameEdit } from './sameEdit';
import { staleEdit } from './staleEdit';

type LocalSubAsset = Omit<SubAsset, 'id'> & { id: number };

/** Move management areas onto a sub-asset (or off every sub-asset: null), keeping both sides' lists true. */
async function moveAreas(
  local: ApplyContext,
  areaIds: readonly number[],
  subAssetId: number | null,
): Promise<void> {
  for (const areaId of areaIds) {
    const area = await local.get<ManagementArea>('areas', areaId);
    if (!area) continue;
    const from = area.subAssetId;
    if (from === subAssetId) continue;
    if (from !== null) {
      const previous = await local.get<LocalSubAsset>('subAssets', from);
      if (previous) {
        await local.update<LocalSubAsset>('subAssets', from, {
          managementAreaIds: previous.managementAreaIds.filter((id) => id !== areaId),
        });
      }
    }
    if (subAssetId !== null) {
      const next = await local.get<LocalSubAsset>('subAssets', subAssetId);
      if (next && !next.managementAreaIds.includes(areaId)) {
        await local.update<LocalSubAsset>('subAssets', subAssetId, {
          managementAreaIds: [...next.managementAreaIds, areaId],
        });
      }
    }
    await local.update<ManagementArea>('areas', areaId, { subAssetId });
  }
}

/** A new sub-asset under its temporary id, with the chosen areas moved onto it. */
export async function createSubAsset(request: CallInput<'subAssetsCreate'>): Promise<number> {
  const { tempId } = await enqueue(
    'subAssetsCreate',
    request,
    { assetId: request.assetId },
    async (local) => {
      await local.put<LocalSubAsset>('subAssets', {
        id: local.tempId,
        sub_asset_name: request.sub_asset_name,
        latitude: request.latitude,
        longitude: request.longitude,
        assetId: request.assetId,
        managementAreaIds: [],
        hidden: false,
        updated_at: new Date().toISOString(),
      });
      await moveAreas(local, request.selectedManagementArea ?? [], local.tempId);
    },
  );
  return tempId;
}

/** Edit a sub-asset: name and point, areas added and areas taken off. */
export async function editSubAsset(
  existing: LocalSubAsset,
  request: CallInput<'subAssetsEdit'>,
): Promise<void> {
  const merge = staleEdit(
    existing,
    { sub_asset_name: request.sub_asset_name, latitude: request.latitude, longitude: request.longitude },
    Object.keys(subAssetEditableFields) as ('sub_asset_name' | 'latitude' | 'longitude')[],
  );
  await enqueue(
    'subAssetsEdit',
    { ...request, ...merge },
    {
      assetId: existing.assetId,
      baseVersion: existing.updated_at,
      supersedes: sameEdit('subAssetsEdit', existing.id),
    },
    async (local) => {
      await local.update<LocalSubAsset>('subAssets', existing.id, {
        sub_asset_name: request.sub_asset_name,
        latitude: request.latitude,
        longitude: request.longitude,
      });
      await moveAreas(local, request.selectedManagementArea ?? [], existing.id);
      await moveAreas(local, request.managementAreasToRemove ?? [], null);
    },
  );
}

/** Put management areas on a sub-asset. */
export async function assignAreasToSubAsset(subAsset: LocalSubAsset, areaIds: number[]): Promise<void> {
  await enqueue(
    'subAssetsAssignArea',
    { selectedManagementArea: areaIds, selectedSubAssetId: subAsset.id },
    { assetId: subAsset.assetId },
    (local) => moveAreas(local, areaIds, subAsset.id),
  );
}

/** Take management areas off their sub-asset. */
export async function removeAreasFromSubAsset(assetId: number | null, areaIds: number[]): Promise<void> {
  await enqueue('subAssetsRemoveArea', { areaId: areaIds }, { assetId }, (local) =>
    moveAreas(local, areaIds, null),
  );
}
