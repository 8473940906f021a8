export { addAssetSpecies, removeAssetSpecies } from './commands/speciesCommands';
export { useAssetSpecies } from './store/readHooks';
