import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';

/** Records awaiting upload; 'unknown' when the outbox cannot be read, which must warn like unsynced data does. */
export type UnsyncedCount = number | 'unknown';

export async function readUnsyncedCount(): Promise<UnsyncedCount> {
  try {
    return await db.outbox.count();
  } catch (error) {
    console.error('Counting unsynced data failed', error);
    return 'unknown';
  }
}

/** Whether to treat the device as holding unsynced data: a count that could not be read does. */
export function hasUnsynced(count: UnsyncedCount): boolean {
  return count === 'unknown' || count > 0;
}

/** The unsynced count, live; 0 until the first read. */
export function useUnsyncedCount(): UnsyncedCount {
  return useLiveQuery(readUnsyncedCount, [], 0);
}
