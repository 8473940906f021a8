export {
  onSyncMessage,
  requestSync,
  retryCommand,
  startSyncTriggers,
  syncOnEntry,
  useSyncState,
} from './sync/engine';
export type { PushProgress } from './sync/push';
