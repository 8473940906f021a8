import type { AppSyncResponse, AssetSyncResponse, Relations } from '@verge/domain';
import { db, type LocalIssue, type UpdateMarker } from './db';
import { getSetting, setSettings } from './settings';

export const APP_MARKER = 'app';
export const RELATIONS_MARKER = 'relations';
export const assetMarkerKey = (assetId: number): string => String(assetId);

export async function getMarker(key: string): Promise<string | null> {
  try {
    return (await db.markers.get(key))?.since ?? null;
  } catch (error) {
    console.error('Reading update marker failed', error);
    return null;
  }
}

export async function setMarker(key: string, since: string | null): Promise<void> {
  await db.markers.put({ key, since } satisfies UpdateMarker);
}

/**
 * Company, users, assets and providers; a snapshot (since absent) replaces what was held, an incremental
 * pull deletes what the user lost sight of. When the selected asset is gone the selection moves to the
 * first asset, whose cache starts empty and whose next pull is a full one.
 */
export async function applyAppSync(response: AppSyncResponse, userId: number, full: boolean): Promise<void> {
  await db.transaction(
    'rw',
    [db.users, db.assets, db.thirdPartyCompanies, db.settings, db.markers, ...assetCacheTables()],
    async () => {
      if (full) {
        await Promise.all([db.users.clear(), db.assets.clear(), db.thirdPartyCompanies.clear()]);
      }
      await db.users.bulkPut(response.users);
      await db.assets.bulkPut(response.assets);
      await db.thirdPartyCompanies.bulkPut(response.thirdPartyCompanies);
      await db.users.bulkDelete(response.removed.users);
      await db.assets.bulkDelete(response.removed.assets);
      await db.thirdPartyCompanies.bulkDelete(response.removed.thirdPartyCompanies);
      const user = (await db.users.get(userId)) ?? null;
      const assets = await db.assets.toArray();
      const selected = await getSetting('selectedAssetId');
      const keepSelection = selected !== null && assets.some((a) => a.id === selected);
      const first = [...assets].sort((a, b) =>
        a.asset_name.localeCompare(b.asset_name, undefined, { numeric: true }),
      )[0];
      const selectedAssetId = keepSelection ? selected : (first?.id ?? null);
      if (selected !== null && !keepSelection) {
        await clearAssetRows();
        if (selectedAssetId !== null) await setMarker(assetMarkerKey(selectedAssetId), null);
      }
      await setSettings({ company: response.company, user, selectedAssetId });
      await setMarker(APP_MARKER, response.since);
    },
  );
}

export async function applyRelations(relations: Relations): Promise<void> {
  await setSettings({ relations });
}

/** Follow-ups an original should list: the server's, plus local markers of follow-ups still awaiting sync. */
function mergeFollowUps(
  serverIds: number[],
  previous: number[] | undefined,
  pendingIds: Set<number>,
): number[] {
  const merged = new Set(serverIds);
  for (const id of previous ?? []) if (id < 0 && pendingIds.has(id)) merged.add(id);
  return [...merged];
}

/**
 * Everything recorded on one asset. Rows marked hidden are tombstones and leave the cache; local rows
 * awaiting sync (negative ids) are never touched. Every issue is linked into its original's follow-up list.
 * Returns false when the selection moved to another asset meanwhile (the answer is then dropped).
 */
export async function applyAssetSync(
  assetId: number,
  response: AssetSyncResponse,
  full: boolean,
): Promise<boolean> {
  return db.transaction('rw', [...assetCacheTables(), db.settings, db.markers], async () => {
    if ((await getSetting('selectedAssetId')) !== assetId) return false;
    if (full) await clearAssetRows();
    const split = <T extends { id: number; hidden: boolean }>(rows: T[]) => ({
      keep: rows.filter((r) => !r.hidden),
      drop: rows.filter((r) => r.hidden).map((r) => r.id),
    });

    const areas = split(response.areas);
    await db.areas.bulkPut(areas.keep);
    await db.areas.bulkDelete(areas.drop);
    const subAssets = split(response.subAssets);
    await db.subAssets.bulkPut(subAssets.keep);
    await db.subAssets.bulkDelete(subAssets.drop);
    await db.assetSpecies.bulkPut(response.assetAssociatedSpecies);
    await db.assetSpecies.bulkDelete(response.removed.assetSpecies);

    const pendingIssueIds = new Set(
      (await db.issues.where('id').below(0).primaryKeys()).map((id) => Number(id)),
    );
    const issues = split(response.issues);
    const previous = new Map(
      (await db.issues.bulkGet(issues.keep.map((i) => i.id))).flatMap((row) =>
        row ? [[row.id, row] as const] : [],
      ),
    );
    await db.issues.bulkPut(
      issues.keep.map((issue) => ({
        ...issue,
        subsequentIssueIds: mergeFollowUps(
          issue.subsequentIssueIds,
          previous.get(issue.id)?.subsequentIssueIds,
          pendingIssueIds,
        ),
      })),
    );
    await db.issues.bulkDelete(issues.drop);
    await linkFollowUps(issues.keep);

    const culverts = split(response.culverts);
    await db.culverts.bulkPut(culverts.keep);
    await db.culverts.bulkDelete(culverts.drop);
    const inspections = split(response.culvertInspections);
    await db.inspections.bulkPut(inspections.keep);
    await db.inspections.bulkDelete(inspections.drop);

    await setMarker(assetMarkerKey(assetId), response.since);
    return true;
  });
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

/** The tables holding the selected asset's rows. */
const assetCacheTables = () => [
  db.areas,
  db.issues,
  db.subAssets,
  db.assetSpecies,
  db.culverts,
  db.inspections,
];

/** Within a transaction on the asset cache tables: cached rows go, queued local rows (negative ids) stay. */
async function clearAssetRows(): Promise<void> {
  await Promise.all([
    db.areas.clear(),
    db.subAssets.clear(),
    db.assetSpecies.clear(),
    db.issues.where('id').above(0).delete(),
    db.culverts.where('id').above(0).delete(),
    db.inspections.where('id').above(0).delete(),
  ]);
}

/** Cached rows of the selected asset go; queued local rows (negative ids) stay with the outbox. */
export async function clearAssetCache(): Promise<void> {
  await db.transaction('rw', assetCacheTables(), clearAssetRows);
}

/**
 * Cache check on first entry after login: a key whose data is missing gets its marker reset to null so the
 * next pull is a full one.
 */
export async function resetIncompleteMarkers(): Promise<void> {
  const [company, user, assetCount] = await Promise.all([
    getSetting('company'),
    getSetting('user'),
    db.assets.count(),
  ]);
  if (!company || !user || assetCount === 0) await setMarker(APP_MARKER, null);
  const relations = await getSetting('relations');
  if (!relations) await setMarker(RELATIONS_MARKER, null);
  const assetId = await getSetting('selectedAssetId');
  if (assetId === null) return;
  const key = assetMarkerKey(assetId);
  if ((await getMarker(key)) === null) return;
  const [areas, issues, culverts] = await Promise.all([
    db.areas.where('assetId').equals(assetId).count(),
    db.issues.where('assetId').equals(assetId).count(),
    db.culverts.where('assetId').equals(assetId).count(),
  ]);
  if (areas + issues + culverts === 0) await setMarker(key, null);
}
