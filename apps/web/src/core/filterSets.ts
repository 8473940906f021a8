export type { FilterValues, SavedFilters } from './store/filterSets';
export { preloadFilterSet, useSavedFilters } from './store/filterSets';
