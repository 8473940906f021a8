export { selectAsset } from './store/assetSelection';
export type { SelectedAsset } from './store/readHooks';
export { useAsset, useAssets, useSelectedAsset } from './store/readHooks';
