import type { Transaction } from 'dexie';

const CALL_OF_KIND: Record<string, string> = {
  culvert: 'culvertsCreate',
  issue: 'issuesCreate',
  inspection: 'inspectionsCreate',
  photo: 'photosUpload',
};

/**
 * v2 → v3: every queued create (`{ kind, payload }`) becomes a command under the same seq, so temporary ids
 * stay valid. Its dependencies are the queued creates it names, which the engine finds as it sends.
 */
export function migrateOutboxToCommands(tx: Transaction) {
  return tx
    .table('outbox')
    .toCollection()
    .modify((row) => {
      row.call = CALL_OF_KIND[row.kind];
      row.input = row.payload;
      delete row.kind;
      delete row.payload;
      Object.assign(row, { dependsOn: [], baseVersion: null, parked: false, nextAttemptAt: 0, undo: [] });
    });
}
