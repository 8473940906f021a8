export { useAreas } from './store/readHooks';
