/** The species list of each asset. */
export { assetSpeciesJsonArray } from './species.read';
export { speciesHandlers } from './species.routes';
