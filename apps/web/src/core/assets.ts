export { selectAsset } from './store/assetSelection';
export type { SelectedAsset } from './store/readHooks';
export { useAssets, useSelectedAsset } from './store/readHooks';
