export {
  onSyncMessage,
  requestSync,
  retryCommand,
  startSyncTriggers,
  syncOnEntry,
  useSyncState,
} from './sync/engine';
export type { PushProgress } from './sync/push';
export type { QueuedChange, QueuedState, QueueFacts } from './sync/queuedState';
export { nextTryText, queuedState } from './sync/queuedState';
export { waitsFor } from './sync/waitsFor';
