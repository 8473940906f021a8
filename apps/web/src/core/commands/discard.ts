import { type AnyCommandRow, heldUndo } from '../store/commandRow';
import { db } from '../store/db';
import { LOCAL_TABLES, localTable } from '../store/localTables';
import { dependentsOf, removeCommand } from '../store/outbox';
import { APP_CURSOR, assetCursorKey, setSyncCursor } from '../store/pullWriter';
import { readSetting } from '../store/settings';

const CREATES = new Set([
  'culvertsCreate',
  'issuesCreate',
  'inspectionsCreate',
  'photosUpload',
  'subAssetsCreate',
]);

/**
 * Discard a queued command and every command that depends on it, newest first, putting back the rows
 * their local applies overwrote. After discarding a change to a synced record, the asset (or, for an asset's
 * own row, the app) is pulled whole again: the server may have changed the record meanwhile, and an
 * incremental pull would not resend it.
 */
export async function discardCommand(seq: number): Promise<AnyCommandRow[]> {
  return db.transaction('rw', [db.settings, db.outbox, db.syncCursors, ...LOCAL_TABLES], async () => {
    const all = await db.outbox.toArray();
    const target = all.find((c) => c.seq === seq);
    if (!target) return [];
    const discarded = [target, ...dependentsOf(target.uuid, all)].sort((a, b) => b.seq! - a.seq!);
    const selected = await readSetting('selectedAssetId');
    for (const command of discarded) {
      for (const entry of heldUndo(command, selected).reverse()) {
        const table = localTable(entry.table);
        if (entry.row === null) await table.delete(entry.key);
        else await table.put(entry.row as { id: number });
      }
      await removeCommand(command.seq!);
    }
    const assets = new Set(
      discarded.filter((c) => !CREATES.has(c.call) && c.assetId !== null).map((c) => c.assetId as number),
    );
    for (const assetId of assets) await setSyncCursor(assetCursorKey(assetId), null);
    // An asset row put back (its species list) is likewise pulled again with the next, full, app pull.
    if (discarded.some((c) => c.undo.some((entry) => entry.table === 'assets')))
      await setSyncCursor(APP_CURSOR, null);
    return discarded;
  });
}
