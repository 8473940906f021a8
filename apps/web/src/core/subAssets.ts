export {
  assignAreasToSubAsset,
  createSubAsset,
  editSubAsset,
  removeAreasFromSubAsset,
} from './commands/subAssetCommands';
export { readSettledSubAsset, useSettledSubAsset, useSubAssets } from './store/readHooks';
