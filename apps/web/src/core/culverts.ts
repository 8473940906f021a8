export { createCulvert, editCulvert } from './commands/culvertCommands';
export type { LocalCulvert } from './store/db';
export { useCulvert, useCulvertBySiteId, useCulverts } from './store/readHooks';
export { findSimilarCulvert, type SimilarFound } from './store/similarRecords';
