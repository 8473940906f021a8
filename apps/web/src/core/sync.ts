export { onSyncMessage, requestSync, startSyncTriggers, syncOnEntry, useSyncState } from './sync/engine';
export type { PushProgress } from './sync/push';
