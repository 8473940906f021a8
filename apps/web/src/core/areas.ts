export { useArea, useAreas } from './store/readHooks';
