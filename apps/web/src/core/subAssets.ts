export {
  assignAreasToSubAsset,
  createSubAsset,
  editSubAsset,
  removeAreasFromSubAsset,
} from './commands/subAssetCommands';
export { useSubAssets } from './store/readHooks';
