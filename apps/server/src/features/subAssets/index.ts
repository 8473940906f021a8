/** Sub-assets and the areas they group. */
export { subAssetsJsonArray } from './subAssets.read';
export { subAssetsHandlers } from './subAssets.routes';
