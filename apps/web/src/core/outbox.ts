export { discardCommand } from './commands/discard';
export type { AnyCommandRow } from './store/commandRow';
export { dependentsOf, usePendingCommands } from './store/outbox';
export type { PendingRecords } from './store/pendingRecords';
export { usePendingRecords } from './store/pendingRecords';
export type { UnsyncedCount } from './store/unsynced';
export { hasUnsynced, readUnsyncedCount, useUnsyncedCount } from './store/unsynced';
