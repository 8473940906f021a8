export { createCulvert, editCulvert } from './commands/culvertCommands';
export type { LocalCulvert } from './store/db';
export { useCulverts } from './store/readHooks';
