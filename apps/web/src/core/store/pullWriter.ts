import type { AppSyncResponse, AssetSyncResponse, Relations } from '@verge/domain';
import type { Table } from 'dexie';
import { heldUndo, type UndoTable } from './commandRow';
import { type AssetLoad, db, type LocalIssue, type SessionOwner, type SyncCursor } from './db';
import { localTable } from './localTables';
import { writeAs } from './sessionOwner';
import { getSetting, readSetting, setSettings } from './settings';

/*
 * The pull writer: every write a pull makes to the store, and the sync cursors that say where the next pull
 * starts. One file over the usual size, because each answer's rows and its cursor are written in one
 * transaction, and the queued commands' undo is laid over them there: split, the pieces would share that
 * transaction's rules without showing them.
 */

export const APP_CURSOR = 'app';
export const RELATIONS_CURSOR = 'relations';
export const assetCursorKey = (assetId: number): string => String(assetId);

export async function getSyncCursor(key: string): Promise<string | null> {
  try {
    return (await db.syncCursors.get(key))?.since ?? null;
  } catch (error) {
    console.error('Reading cursor failed', error);
    return null;
  }
}

/** A new since for `key`; null makes the next pull a full one from its first page. */
export async function setSyncCursor(key: string, since: string | null): Promise<void> {
  await db.syncCursors.put({ key, since } satisfies SyncCursor);
}

/** An asset's sync cursor: its since, or where its full pull under way stands. */
export async function getAssetSyncCursor(assetId: number): Promise<SyncCursor> {
  const key = assetCursorKey(assetId);
  return (await db.syncCursors.get(key)) ?? { key, since: null };
}

/**
 * Company, users, assets and providers; a snapshot (since absent) replaces what was held, an incremental
 * pull deletes what the user lost sight of. Like the asset pull, it leaves alone the asset rows that queued
 * commands changed (their species lists), unless the asset is gone. When the selected asset is gone the selection moves to the
 * first asset, whose cache starts empty and whose next pull is a full one. Like every pull answer, it is
 * written only while the store still belongs to the session that asked.
 */
export async function applyAppSync(
  owner: SessionOwner,
  response: AppSyncResponse,
  full: boolean,
): Promise<void> {
  await writeAs(
    owner,
    [db.users, db.assets, db.thirdPartyCompanies, db.syncCursors, db.outbox, ...assetCacheTables()],
    async () => {
      // Rows a queued command changed (an asset's species list, a provider added or removed) keep the device's
      // state until the command reaches the server.
      const pinned = await pinnedRows();
      const unpinned = (table: UndoTable) => (id: number) => !pinned.get(table)?.has(id);
      const assetFree = unpinned('assets');
      const providerFree = unpinned('thirdPartyCompanies');
      if (full) {
        const visible = new Set(response.assets.map((a) => a.id));
        await Promise.all([
          db.users.clear(),
          db.assets.filter((a) => assetFree(a.id) || !visible.has(a.id)).delete(),
          db.thirdPartyCompanies.filter((c) => providerFree(c.id)).delete(),
        ]);
      }
      await db.users.bulkPut(response.users);
      await db.assets.bulkPut(response.assets.filter((a) => assetFree(a.id)));
      await db.thirdPartyCompanies.bulkPut(response.thirdPartyCompanies.filter((c) => providerFree(c.id)));
      await db.users.bulkDelete(response.removed.users);
      await db.assets.bulkDelete(response.removed.assets);
      await db.thirdPartyCompanies.bulkDelete(response.removed.thirdPartyCompanies.filter(providerFree));
      const user = (await db.users.get(owner.userId)) ?? null;
      const assets = await db.assets.toArray();
      const selected = await getSetting('selectedAssetId');
      const keepSelection = selected !== null && assets.some((a) => a.id === selected);
      const first = [...assets].sort((a, b) =>
        a.asset_name.localeCompare(b.asset_name, undefined, { numeric: true }),
      )[0];
      const selectedAssetId = keepSelection ? selected : (first?.id ?? null);
      await setSettings({ company: response.company, user, selectedAssetId });
      if (selected !== null && !keepSelection) {
        await clearAssetRows();
        if (selectedAssetId !== null) await setSyncCursor(assetCursorKey(selectedAssetId), null);
      }
      await setSyncCursor(APP_CURSOR, response.since);
    },
  );
}

/** The reference lists, replaced whole. */
export async function applyRelations(owner: SessionOwner, relations: Relations): Promise<void> {
  await writeAs(owner, [db.syncCursors], async () => {
    await setSettings({ relations });
    await setSyncCursor(RELATIONS_CURSOR, new Date().toISOString());
  });
}

/**
 * Follow-ups an original should list: the server's, plus the temporary ids of its follow-ups still awaiting
 * sync, by default every temporary id it listed.
 */
export function mergeFollowUps(
  serverIds: number[],
  previous: number[] | undefined,
  pending: (id: number) => boolean = () => true,
): number[] {
  const merged = new Set(serverIds);
  for (const id of previous ?? []) if (id < 0 && pending(id)) merged.add(id);
  return [...merged];
}

/** Rows that queued commands changed on the device, by table: a pull must not overwrite them. */
async function pinnedRows(): Promise<Map<UndoTable, Set<number>>> {
  const pinned = new Map<UndoTable, Set<number>>();
  const selected = await readSetting('selectedAssetId');
  await db.outbox.each((command) => {
    for (const { table, key } of heldUndo(command, selected)) {
      if (key < 0) continue;
      const keys = pinned.get(table) ?? new Set<number>();
      keys.add(key);
      pinned.set(table, keys);
    }
  });
  return pinned;
}

/**
 * What an asset answer is: a page of the changes since the sync cursor, or a page of a full pull. The first page of a
 * full pull clears the cache, and its pages with a next cursor keep it in the sync cursor (with the rows loaded) so the
 * pull resumes there. The last page of either gives the sync cursor its since.
 */
export type AssetAnswer = 'changes' | 'first page' | 'next page';

/**
 * Everything recorded on one asset, or a page of it. Rows marked hidden are tombstones and leave the cache; local
 * rows awaiting sync (negative ids) are never touched. Every issue is linked into its original's follow-up list.
 * Returns false when the answer is dropped: the selection moved to another asset, or the session ended, meanwhile.
 */
export async function applyAssetSync(
  owner: SessionOwner,
  assetId: number,
  response: AssetSyncResponse,
  answer: AssetAnswer,
  load?: AssetLoad,
): Promise<boolean> {
  const applied = await writeAs(
    owner,
    [...answerTables(response, answer), db.outbox, db.syncCursors],
    async () => {
      if ((await getSetting('selectedAssetId')) !== assetId) return false;
      const pinned = await pinnedRows();
      const unpinned = (table: UndoTable) => (id: number) => id > 0 && !pinned.get(table)?.has(id);
      if (answer === 'first page') await clearAssetRows(pinned);
      const split = <T extends { id: number; hidden: boolean }>(table: UndoTable, all: T[]) => {
        const rows = all.filter((r) => unpinned(table)(r.id));
        return { keep: rows.filter((r) => !r.hidden), drop: rows.filter((r) => r.hidden).map((r) => r.id) };
      };

      await store(db.areas, split('areas', response.areas));
      await store(db.subAssets, split('subAssets', response.subAssets));
      await store(db.assetSpecies, {
        keep: response.assetAssociatedSpecies.filter((row) => unpinned('assetSpecies')(row.id)),
        drop: response.removed.assetSpecies.filter(unpinned('assetSpecies')),
      });

      const issues = split('issues', response.issues);
      // A full pull's pages need not look for local follow-ups: the first cleared every server row, and pinned
      // rows are not overwritten.
      const kept = answer === 'changes' ? await withLocalFollowUps(issues.keep) : issues.keep;
      await store(db.issues, { keep: kept, drop: issues.drop });
      if (kept.length > 0) await linkFollowUps(kept);

      await store(db.culverts, split('culverts', response.culverts));
      await store(db.inspections, split('inspections', response.culvertInspections));
      await store(db.history, { keep: response.history, drop: [] });

      const key = assetCursorKey(assetId);
      if (response.nextCursor === null) await db.syncCursors.put({ key, since: response.since });
      else if (answer !== 'changes') {
        await db.syncCursors.put({ key, since: null, cursor: response.nextCursor, load });
      }
      // A page of changes before the last leaves the sync cursor: an interrupted pull asks again from the same since.
      return true;
    },
  );
  return applied === true;
}

/**
 * Within the answer's transaction: rows kept and tombstones dropped. A table with neither is not touched, since a
 * page's transaction holds only the tables it has rows for (answerTables).
 */
async function store<T>(table: Table<T, number>, rows: { keep: T[]; drop: number[] }): Promise<void> {
  if (rows.keep.length > 0) await table.bulkPut(rows.keep);
  if (rows.drop.length > 0) await table.bulkDelete(rows.drop);
}

/**
 * The cached tables an answer writes: every one for the changes or a first page (which clears them all), else only
 * those the page has rows for. A page of issues then holds no other store while it is written, so nothing waits
 * behind it that need not.
 */
function answerTables(response: AssetSyncResponse, answer: AssetAnswer) {
  if (answer !== 'next page') return assetCacheTables();
  const holds: [Table, number][] = [
    [db.areas, response.areas.length],
    [db.subAssets, response.subAssets.length],
    [db.assetSpecies, response.assetAssociatedSpecies.length + response.removed.assetSpecies.length],
    [db.issues, response.issues.length],
    [db.culverts, response.culverts.length],
    [db.inspections, response.culvertInspections.length],
    [db.history, response.history.length],
  ];
  return holds.filter(([, rows]) => rows > 0).map(([table]) => table);
}

/** Changed issues, each original keeping the local follow-ups (temporary ids) it listed. */
async function withLocalFollowUps(issues: LocalIssue[]): Promise<LocalIssue[]> {
  const pendingIssueIds = new Set(
    (await db.issues.where('id').below(0).primaryKeys()).map((id) => Number(id)),
  );
  const previous = new Map(
    (await db.issues.bulkGet(issues.map((i) => i.id))).flatMap((row) =>
      row ? [[row.id, row] as const] : [],
    ),
  );
  return issues.map((issue) => ({
    ...issue,
    subsequentIssueIds: mergeFollowUps(
      issue.subsequentIssueIds,
      previous.get(issue.id)?.subsequentIssueIds,
      (id) => pendingIssueIds.has(id),
    ),
  }));
}

/** Put every issue into its original's follow-up list when the original does not list it yet. */
async function linkFollowUps(issues: LocalIssue[]): Promise<void> {
  const byOriginal = new Map<number, number[]>();
  for (const issue of issues) {
    if (issue.original_issue_id === null) continue;
    const list = byOriginal.get(issue.original_issue_id) ?? [];
    list.push(issue.id);
    byOriginal.set(issue.original_issue_id, list);
  }
  if (byOriginal.size === 0) return;
  const originals = await db.issues.bulkGet([...byOriginal.keys()]);
  const changed: LocalIssue[] = [];
  for (const original of originals) {
    if (!original) continue;
    const missing = (byOriginal.get(original.id) ?? []).filter(
      (id) => !original.subsequentIssueIds.includes(id),
    );
    if (missing.length > 0)
      changed.push({ ...original, subsequentIssueIds: [...original.subsequentIssueIds, ...missing] });
  }
  await db.issues.bulkPut(changed);
}

/** The tables holding the selected asset's rows, and the outbox that says which of them to keep. */
export const assetCacheTables = () => [
  db.areas,
  db.issues,
  db.subAssets,
  db.assetSpecies,
  db.culverts,
  db.inspections,
  db.history,
  db.outbox,
];

const CACHED: UndoTable[] = ['areas', 'subAssets', 'assetSpecies', 'issues', 'culverts', 'inspections'];

/**
 * Within a transaction on the asset cache tables: cached server rows go, except those queued commands
 * changed; queued local rows (negative ids) stay.
 */
async function clearAssetRows(pinned?: Map<UndoTable, Set<number>>): Promise<void> {
  const keepRows = pinned ?? (await pinnedRows());
  await Promise.all([
    ...CACHED.map((name) => {
      const keep = keepRows.get(name);
      const cached = localTable(name).where('id').above(0);
      return (keep ? cached.filter((row) => !keep.has(row.id)) : cached).delete();
    }),
    // Entries are the server's only: none is made on the device.
    db.history.clear(),
  ]);
}

/** Cached rows of the selected asset go; queued local rows and rows queued commands changed stay. */
export async function clearAssetCache(): Promise<void> {
  await db.transaction('rw', [db.settings, ...assetCacheTables()], () => clearAssetRows());
}

/**
 * Update Data: every sync cursor of the session reset, so the next pull is a full one. Like every write of the sync,
 * only while the store is still `owner`'s: a reset begun before a logout never lands after its wipe.
 */
export async function resetAllSyncCursors(owner: SessionOwner): Promise<void> {
  await writeAs(owner, [db.syncCursors], async () => {
    await setSyncCursor(APP_CURSOR, null);
    await setSyncCursor(RELATIONS_CURSOR, null);
    const assetId = await getSetting('selectedAssetId');
    if (assetId !== null) await setSyncCursor(assetCursorKey(assetId), null);
  });
}

/**
 * Cache check on first entry after login: a key whose data is missing gets its sync cursor reset to null so the
 * next pull is a full one (only while the store is still `owner`'s).
 */
export async function resetIncompleteSyncCursors(owner: SessionOwner): Promise<void> {
  await writeAs(owner, [db.syncCursors, db.assets, db.areas, db.issues, db.culverts], async () => {
    const [company, user, assetCount] = await Promise.all([
      getSetting('company'),
      getSetting('user'),
      db.assets.count(),
    ]);
    if (!company || !user || assetCount === 0) await setSyncCursor(APP_CURSOR, null);
    const relations = await getSetting('relations');
    if (!relations) await setSyncCursor(RELATIONS_CURSOR, null);
    const assetId = await getSetting('selectedAssetId');
    if (assetId === null) return;
    const key = assetCursorKey(assetId);
    if ((await getSyncCursor(key)) === null) return;
    const [areas, issues, culverts] = await Promise.all([
      db.areas.where('assetId').equals(assetId).count(),
      db.issues.where('assetId').equals(assetId).count(),
      db.culverts.where('assetId').equals(assetId).count(),
    ]);
    if (areas + issues + culverts === 0) await setSyncCursor(key, null);
  });
}
