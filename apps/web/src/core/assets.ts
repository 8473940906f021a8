export { selectAsset } from './store/assetSelection';
export type { SelectedAsset } from './store/readHooks';
export { useAsset, useAssetCount, useAssets, useSelectedAsset } from './store/readHooks';
