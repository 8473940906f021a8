import type { CreateSubAssetRequest, EditSubAssetRequest, FieldIssue, SubAsset } from '@verge/domain';
import { requireClient } from '../../access/roles';
import { ownedAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { badRequest, found, notFound } from '../../errors';
import { resolveEdit } from '../editNotices';
import {
  type AssetRecordRef,
  areasOfAsset,
  findAreas,
  findSubAsset,
  insertSubAsset,
  readSubAsset,
  setAreasSubAsset,
  updateSubAsset,
} from './subAssets.queries';

/** A live sub-asset on an asset the viewer's company owns; 404 otherwise. */
async function ownedSubAsset(app: AppContext, viewer: Viewer, id: number): Promise<AssetRecordRef> {
  const subAsset = found(await findSubAsset(app.db, viewer, id), 'Sub-asset');
  await ownedAsset(app.db, viewer, subAsset.asset_id);
  return subAsset;
}

/** A sub-asset groups areas of its own asset only: any other id is a 400 naming the field. */
async function requireAreasOfAsset(app: AppContext, assetId: number, ids: number[], field: string) {
  const present = new Set(await areasOfAsset(app.db, assetId, ids));
  const details: FieldIssue[] = ids.flatMap((id, index) =>
    present.has(id)
      ? []
      : [{ path: `${field}.${index}`, message: `${id} is not a management area of this asset` }],
  );
  if (details.length > 0) throw badRequest('Management areas must belong to the sub-asset’s asset', details);
}

export async function createSubAsset(
  app: AppContext,
  viewer: Viewer,
  input: CreateSubAssetRequest,
): Promise<number> {
  requireClient(viewer);
  await ownedAsset(app.db, viewer, input.assetId);
  await requireAreasOfAsset(app, input.assetId, input.selectedManagementArea, 'selectedManagementArea');
  return insertSubAsset(app.db, input);
}

/** Readable by everyone who may open the asset (providers' users included). */
export async function getSubAsset(app: AppContext, viewer: Viewer, id: number): Promise<SubAsset> {
  return found(await readSubAsset(app.db, viewer, id), 'Sub-asset');
}

/**
 * Edit a sub-asset: its name and position made on stale data are merged with what changed meanwhile
 * (staleEdits.ts); the areas to attach and detach are changes of their own.
 */
export async function editSubAsset(
  app: AppContext,
  viewer: Viewer,
  input: EditSubAssetRequest,
): Promise<void> {
  requireClient(viewer);
  const subAsset = await ownedSubAsset(app, viewer, input.id);
  await requireAreasOfAsset(app, subAsset.asset_id, input.selectedManagementArea, 'selectedManagementArea');
  await requireAreasOfAsset(app, subAsset.asset_id, input.managementAreasToRemove, 'managementAreasToRemove');
  const { id, base, editedAt, selectedManagementArea, managementAreasToRemove, ...incoming } = input;
  const { values, stamp } = await resolveEdit(
    app,
    viewer,
    { target: 'sub-asset', id, incoming, base, editedAt },
    async () => found(await readSubAsset(app.db, viewer, id), 'Sub-asset'),
  );
  await updateSubAsset(app.db, { ...values, id, selectedManagementArea, managementAreasToRemove }, stamp);
}

export async function assignAreasToSubAsset(
  app: AppContext,
  viewer: Viewer,
  areaIds: number[],
  subAssetId: number,
): Promise<void> {
  requireClient(viewer);
  const subAsset = await ownedSubAsset(app, viewer, subAssetId);
  await requireAreasOfAsset(app, subAsset.asset_id, areaIds, 'selectedManagementArea');
  await setAreasSubAsset(app.db, areaIds, subAsset.id);
}

/** Detach areas from whatever sub-asset holds them; every area must be on an asset the company owns. */
export async function removeAreasFromSubAssets(
  app: AppContext,
  viewer: Viewer,
  areaIds: number[],
): Promise<void> {
  requireClient(viewer);
  const areas = await findAreas(app.db, viewer, areaIds);
  if (areas.length !== new Set(areaIds).size) throw notFound('Management area');
  if (!areas.every((area) => area.owned)) throw notFound('Asset');
  await setAreasSubAsset(app.db, areaIds, null);
}
