export { useArea, useAreaCount, useAreas } from './store/readHooks';
