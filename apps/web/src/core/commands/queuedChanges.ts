import type { HistoryTarget } from '@verge/domain';
import { db } from '../store/db';
import { useKeyedLiveQuery } from '../store/useKeyedLiveQuery';
import { type NamedRecord, namesRecord } from './references';

/** A record a History section shows: its history key, and its uuid (a queued photo names its parent by it). */
export interface HistoryRecord {
  target: HistoryTarget;
  id: number;
  uuid: string;
}

const KIND: Record<HistoryTarget, NamedRecord['kind']> = {
  'vegetation-issue': 'issue',
  culvert: 'culvert',
  'culvert-inspection': 'inspection',
};

/** How many queued changes change these records: their history holds them only once they reach the server. */
export async function readQueuedChangeCount(records: readonly HistoryRecord[]): Promise<number> {
  const named = records.map((r) => ({ kind: KIND[r.target], id: r.id, uuid: r.uuid }));
  const commands = await db.outbox.toArray();
  return commands.filter((command) => named.some((record) => namesRecord(command, record))).length;
}

/** readQueuedChangeCount, live; undefined while the read for these records is in flight. */
export function useQueuedChangeCount(records: readonly HistoryRecord[]): number | undefined {
  return useKeyedLiveQuery(JSON.stringify(records), () => readQueuedChangeCount(records));
}
