import type { AppSyncResponse, Species } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { areaFixture } from '@verge/domain/testing/referenceFixtures';
import { assetSyncFixture } from '@verge/domain/testing/syncFixtures';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectAsset } from './assetSelection';
import { db, type FilterSetRow, type SessionOwner, V1_STORES, VergeDatabase } from './db';
import {
  applyAppSync,
  applyAssetSync,
  assetCursorKey,
  getSyncCursor,
  resetAllSyncCursors,
  resetIncompleteSyncCursors,
  setSyncCursor,
} from './pullWriter';
import { beginSession, logout } from './session';
import { setSetting } from './settings';

const T = '2026-06-01T10:00:00.000Z';

const response = assetSyncFixture;

let owner: SessionOwner;
/** The signed-in user (the session the tests begin). */
const USER_ID = 7;

function appResponse(changes: Partial<AppSyncResponse>): AppSyncResponse {
  return {
    since: T,
    company: { id: 1, company_name: 'Acme', company_tag: 'ACM', company_type: 'client' },
    users: [],
    assets: [],
    thirdPartyCompanies: [],
    removed: { assets: [], users: [], thirdPartyCompanies: [] },
    ...changes,
  };
}

const asset = (id: number, asset_name: string) => ({
  id,
  asset_name,
  latitude: 53.9,
  longitude: -116.5,
  companyId: 1,
  vegetationSpecies: [] as Species[],
});

const user = (id: number) => ({
  id,
  user_name: `user${id}`,
  email: `user${id}@example.com`,
  first_name: 'Field',
  last_name: `User ${id}`,
  userRoleId: 3 as const,
  is_active: true,
  companyId: 1,
  assignedIssues: [],
  assetIds: [],
});

const provider = (id: number) => ({
  id,
  company_name: `Provider ${id}`,
  company_tag: `P${id}`,
  company_type: 'thirdParty' as const,
  vegetationIssues: [],
});

const species = (id: number): Species => ({
  id,
  species: `Species ${id}`,
  score: 1,
  reference_photo_url: null,
  vegeTypeId: 1,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  owner = await beginSession(7);
  await setSetting('selectedAssetId', 1);
});

describe('applyAssetSync', () => {
  it('stores rows, drops tombstones and keeps local rows awaiting sync', async () => {
    await db.issues.put(issueFixture({ id: -4 }));
    await applyAssetSync(
      owner,
      1,
      response({
        areas: [areaFixture({ id: 1 }), areaFixture({ id: 2 })],
        issues: [issueFixture({ id: 10 }), issueFixture({ id: 11 })],
      }),
      'first page',
    );
    await applyAssetSync(
      owner,
      1,
      response({
        areas: [areaFixture({ id: 2, hidden: true })],
        issues: [issueFixture({ id: 11, hidden: true })],
      }),
      'changes',
    );
    expect((await db.areas.toArray()).map((a) => a.id)).toEqual([1]);
    expect((await db.issues.toArray()).map((i) => i.id).sort()).toEqual([-4, 10]);
    expect(await getSyncCursor(assetCursorKey(1))).toBe(T);
  });

  it('drops sub-asset tombstones too', async () => {
    const subAsset = (id: number, hidden: boolean) => ({
      id,
      sub_asset_name: `Pad ${id}`,
      latitude: 53.9,
      longitude: -116.5,
      assetId: 1,
      managementAreaIds: [],
      updated_at: T,
      hidden,
    });
    await applyAssetSync(
      owner,
      1,
      response({ subAssets: [subAsset(1, false), subAsset(2, false)] }),
      'first page',
    );
    await applyAssetSync(owner, 1, response({ subAssets: [subAsset(2, true)] }), 'changes');
    expect((await db.subAssets.toArray()).map((s) => s.id)).toEqual([1]);
  });

  it('links follow-ups into their original and keeps pending markers', async () => {
    await db.issues.put(issueFixture({ id: -7, original_issue_id: 10 }));
    await db.issues.put(issueFixture({ id: 10, subsequentIssueIds: [-7] }));
    await applyAssetSync(
      owner,
      1,
      response({ issues: [issueFixture({ id: 10 }), issueFixture({ id: 12, original_issue_id: 10 })] }),
      'changes',
    );
    expect((await db.issues.get(10))?.subsequentIssueIds.sort()).toEqual([-7, 12]);
  });

  it('adds the species an incremental pull sends and deletes those it lists as removed', async () => {
    await applyAssetSync(
      owner,
      1,
      response({ assetAssociatedSpecies: [species(1), species(2)] }),
      'first page',
    );
    await applyAssetSync(
      owner,
      1,
      response({ assetAssociatedSpecies: [species(3)], removed: { assetSpecies: [1, 2] } }),
      'changes',
    );
    expect((await db.assetSpecies.toArray()).map((s) => s.id)).toEqual([3]);
  });

  it('drops an answer for an asset that is no longer selected', async () => {
    await setSetting('selectedAssetId', 2);
    expect(await applyAssetSync(owner, 1, response({ areas: [areaFixture({ id: 1 })] }), 'first page')).toBe(
      false,
    );
    expect(await db.areas.count()).toBe(0);
  });

  it('keeps the pages of a full pull and the cursor of the next, and takes the since only with the last', async () => {
    await db.issues.put(issueFixture({ id: 99 }));
    const load = { loaded: 3, total: 5 };
    await applyAssetSync(
      owner,
      1,
      response({ areas: [areaFixture({ id: 1 })], issues: [issueFixture({ id: 10 })], nextCursor: 'c1' }),
      'first page',
      load,
    );
    expect(await db.syncCursors.get(assetCursorKey(1))).toEqual({
      key: '1',
      since: null,
      cursor: 'c1',
      load,
    });
    await applyAssetSync(owner, 1, response({ issues: [issueFixture({ id: 11 })] }), 'next page');
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11]);
    expect(await db.syncCursors.get(assetCursorKey(1))).toEqual({ key: '1', since: T });
  });
});

describe('applyAppSync', () => {
  it('deletes the users, assets and providers an incremental pull lists as removed', async () => {
    await applyAppSync(
      owner,
      appResponse({
        users: [user(USER_ID), user(6)],
        assets: [asset(1, 'Pipeline'), asset(2, 'Road')],
        thirdPartyCompanies: [provider(7), provider(8)],
      }),
      true,
    );
    await applyAppSync(
      owner,
      appResponse({ removed: { assets: [2], users: [6], thirdPartyCompanies: [7] } }),
      false,
    );
    expect((await db.users.toArray()).map((u) => u.id)).toEqual([USER_ID]);
    expect((await db.assets.toArray()).map((a) => a.id)).toEqual([1]);
    expect((await db.thirdPartyCompanies.toArray()).map((c) => c.id)).toEqual([8]);
    expect((await db.settings.get('selectedAssetId'))?.value).toBe(1);
  });

  it('moves the selection off a removed asset, clearing its cached rows and pulling the next one whole', async () => {
    await applyAppSync(owner, appResponse({ assets: [asset(1, 'Pipeline'), asset(2, 'Road')] }), true);
    await db.areas.put(areaFixture({ id: 1 }));
    await db.issues.bulkPut([issueFixture({ id: 10 }), issueFixture({ id: -3 })]);
    await setSyncCursor(assetCursorKey(2), T);

    await applyAppSync(
      owner,
      appResponse({ removed: { assets: [1], users: [], thirdPartyCompanies: [] } }),
      false,
    );
    expect((await db.settings.get('selectedAssetId'))?.value).toBe(2);
    expect(await db.areas.count()).toBe(0);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([-3]);
    expect(await getSyncCursor(assetCursorKey(2))).toBeNull();
  });
});

describe('selecting an asset', () => {
  it('saves the selection, resets its marker and clears cached data, filters and map position', async () => {
    await db.areas.put(areaFixture({ id: 1 }));
    await db.issues.bulkPut([issueFixture({ id: 10 }), issueFixture({ id: -3 })]);
    await db.filterSets.put({ name: 'issues', values: { riskScores: [10] } });
    await setSetting('mapPosition', { longitude: 1, latitude: 2, zoom: 15 });
    await setSyncCursor('2', T);
    await selectAsset(2);
    expect((await db.settings.get('selectedAssetId'))?.value).toBe(2);
    expect((await db.settings.get('mapPosition'))?.value).toBeNull();
    expect(await getSyncCursor('2')).toBeNull();
    expect(await db.areas.count()).toBe(0);
    expect(await db.filterSets.count()).toBe(0);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([-3]);
  });
});

describe('cache check on entry', () => {
  it('resets the markers of data that is missing', async () => {
    await setSyncCursor('app', T);
    await setSyncCursor('1', T);
    await resetIncompleteSyncCursors(owner);
    expect(await getSyncCursor('app')).toBeNull();
    expect(await getSyncCursor('1')).toBeNull();
  });

  it('Update Data resets every marker of the session', async () => {
    await Promise.all(['app', 'relations', '1'].map((key) => setSyncCursor(key, T)));
    await resetAllSyncCursors(owner);
    expect(await db.syncCursors.toArray()).toEqual([
      { key: '1', since: null },
      { key: 'app', since: null },
      { key: 'relations', since: null },
    ]);
  });

  it('writes nothing into a logged-out store (a reset begun before a logout lands after its wipe)', async () => {
    await logout();
    await resetIncompleteSyncCursors(owner);
    await resetAllSyncCursors(owner);
    expect(await db.syncCursors.count()).toBe(0);
  });
});

describe('local schema migration', () => {
  it('v1 → v2 makes saved filter fields arrays and clears action required without a problem', async () => {
    const name = `migration-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    await v1.open();
    await v1
      .table('filterSets')
      .put({ name: 'issues', values: { areaIds: 3, riskScores: null, commentSearch: 'x' } });
    await v1
      .table('issues')
      .bulkPut([
        issueFixture({ id: 1, has_issue: false, action_required: true }),
        issueFixture({ id: 2, has_issue: true, action_required: true }),
      ]);
    v1.close();

    const v2 = new VergeDatabase(name);
    await v2.open();
    const set = (await v2.filterSets.get('issues')) as FilterSetRow;
    expect(set.values).toEqual({ areaIds: [3], riskScores: [], commentSearch: 'x' });
    expect((await v2.issues.get(1))?.action_required).toBe(false);
    expect((await v2.issues.get(2))?.action_required).toBe(true);
    v2.close();
  });

  it('v3 → v4 gives held assets an empty species list and makes the next app pull whole', async () => {
    const name = `migration-v4-${Date.now()}`;
    const v3 = new Dexie(name);
    v3.version(3).stores({ ...V1_STORES, idMap: '[kind+localId], uuid', outbox: '++seq, uuid, call' });
    await v3.open();
    const { vegetationSpecies: _, ...held } = asset(1, 'Pipeline');
    await v3.table('assets').put(held);
    await v3.table('markers').put({ key: 'app', since: T });
    v3.close();

    const v4 = new VergeDatabase(name);
    await v4.open();
    expect((await v4.assets.get(1))?.vegetationSpecies).toEqual([]);
    expect((await v4.syncCursors.get('app'))?.since).toBeNull();
    v4.close();
  });

  it('v6 → v8 moves the sync cursors to their own table, a full pull under way included', async () => {
    const name = `migration-v8-${Date.now()}`;
    const v6 = new Dexie(name);
    v6.version(6).stores({
      ...V1_STORES,
      idMap: '[kind+localId], uuid',
      outbox: '++seq, uuid, call',
      issueMarkers: 'chunk',
    });
    await v6.open();
    const resuming = { key: '7', since: T, cursor: 'page-3', load: { loaded: 4_000, total: 9_000 } };
    await v6.table('markers').bulkPut([{ key: 'app', since: T }, resuming]);
    v6.close();

    const v8 = new VergeDatabase(name);
    await v8.open();
    expect(await v8.syncCursors.toArray()).toEqual([resuming, { key: 'app', since: T }]);
    expect(v8.tables.map((t) => t.name)).not.toContain('markers');
    v8.close();
  });
});
