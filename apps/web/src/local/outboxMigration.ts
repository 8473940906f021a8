import type { Transaction } from 'dexie';
import type { AnyCommandRow } from './commandRow';

/** The v2 outbox row: one of four kinds of create. */
interface LegacyOutboxItem {
  seq: number;
  kind: 'culvert' | 'issue' | 'inspection' | 'photo';
  uuid: string;
  assetId: number | null;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  payload: Record<string, unknown>;
  blob?: Blob;
}

const CALL_OF_KIND = {
  culvert: 'culvertsCreate',
  issue: 'issuesCreate',
  inspection: 'inspectionsCreate',
  photo: 'photosUpload',
} as const;

/**
 * v2 → v3: every queued create becomes a command under the same seq (so temporary ids stay valid), with the
 * dependencies the old engine implied: a follow-up on its queued original, an inspection on its queued
 * culvert, a photo on its queued parent.
 */
export async function migrateOutboxToCommands(tx: Transaction): Promise<void> {
  const table = tx.table('outbox');
  const items = (await table.toArray()) as LegacyOutboxItem[];
  const uuidOfSeq = new Map(items.map((item) => [item.seq, item.uuid]));
  const queuedUuids = new Set(items.map((item) => item.uuid));
  const commands = items.map((item) => {
    const dependsOn: string[] = [];
    const { payload } = item;
    const temporary = (value: unknown) =>
      typeof value === 'number' && value < 0 ? uuidOfSeq.get(-value) : undefined;
    const reference =
      item.kind === 'issue'
        ? temporary(payload.originalIssueId)
        : item.kind === 'inspection'
          ? temporary(payload.culvertId)
          : item.kind === 'photo' && queuedUuids.has(String(payload.parentUuid))
            ? String(payload.parentUuid)
            : undefined;
    if (reference) dependsOn.push(reference);
    return {
      seq: item.seq,
      uuid: item.uuid,
      call: CALL_OF_KIND[item.kind],
      input: payload,
      ...(item.blob ? { blob: item.blob } : {}),
      dependsOn,
      baseVersion: null,
      assetId: item.assetId,
      createdAt: item.createdAt,
      attempts: item.attempts,
      parked: false,
      nextAttemptAt: 0,
      lastError: item.lastError,
      undo: [],
    } as unknown as AnyCommandRow;
  });
  await table.bulkPut(commands);
}
