/**
 * What the pulls read other features' rows with, in one place: each read shape is defined by the feature that
 * owns its rows, which answers its own creates and edits with the same shape, so a pulled row and a created one
 * cannot differ. The pulls (sync.queries.ts, assetPage.queries.ts) take them from here only.
 */
export { assetsJsonArray, companyJson } from '../admin';
export { areasJsonArray } from '../areas';
export { culvertsJsonArray } from '../culverts';
export { historyJsonArray } from '../history';
export { inspectionsJsonArray } from '../inspections';
export { issueSyncJsonText } from '../issues';
export { providersJsonArray, relatedProviderIds } from '../providers';
export { assetSpeciesJsonArray } from '../species';
export { subAssetsJsonArray } from '../subAssets';
export { usersJsonArray } from '../users';
