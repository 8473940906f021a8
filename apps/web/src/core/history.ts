export { readRecordHistory, useRecordHistory } from './store/readHooks';
