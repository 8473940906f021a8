export { createCulvert, editCulvert } from './commands/culvertCommands';
export type { LocalCulvert } from './store/db';
export { useCulvert, useCulverts } from './store/readHooks';
