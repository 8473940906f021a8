export type { FilterValues } from './store/filterSets';
export {
  lastReadFilterValues,
  preloadFilterSet,
  readFilterValues,
  writeFilterValues,
} from './store/filterSets';
