export { saveTogether } from './commands/enqueue';
export { SAVE_FAILURE_REASONS, saveFailureReason } from './store/saveFailure';
export { settledId } from './store/settledId';
export { newUuid } from './store/uuid';
