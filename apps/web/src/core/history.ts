export type { HistoryRecord } from './commands/queuedChanges';
export { useQueuedChangeCount } from './commands/queuedChanges';
export { readRecordHistory, useRecordHistory } from './store/readHooks';
