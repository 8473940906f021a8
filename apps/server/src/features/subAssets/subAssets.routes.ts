import type { AppContext } from '../../context';
import type { Handlers } from '../../http/handlers';
import {
  assignAreasToSubAsset,
  createSubAsset,
  editSubAsset,
  getSubAsset,
  removeAreasFromSubAssets,
} from './subAssets.service';

export function subAssetsHandlers(app: AppContext): Handlers {
  return {
    subAssetsCreate: async ({ input, viewer }) => ({
      success: true,
      id: await createSubAsset(app, viewer, input),
    }),
    subAssetsGet: async ({ input, viewer }) => getSubAsset(app, viewer, input.id),
    subAssetsEdit: async ({ input, viewer }) => {
      await editSubAsset(app, viewer, input);
      return { success: true };
    },
    subAssetsAssignArea: async ({ input, viewer }) => {
      await assignAreasToSubAsset(app, viewer, input.selectedManagementArea, input.selectedSubAssetId);
      return { success: true };
    },
    subAssetsRemoveArea: async ({ input, viewer }) => {
      await removeAreasFromSubAssets(app, viewer, input.areaId);
      return { success: true };
    },
  };
}
