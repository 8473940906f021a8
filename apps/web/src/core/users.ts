export { useUsers } from './store/readHooks';
