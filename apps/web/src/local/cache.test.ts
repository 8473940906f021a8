import type { AssetSyncResponse } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { areaFixture } from '@verge/domain/testing/referenceFixtures';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAssetSync, assetMarkerKey, getMarker, resetIncompleteMarkers, setMarker } from './cache';
import { db, type FilterSetRow, type SessionOwner, V1_STORES, VergeDatabase } from './db';
import { beginSession, selectAsset } from './session';
import { setSetting } from './settings';

const T = '2026-06-01T10:00:00.000Z';

function response(changes: Partial<AssetSyncResponse>): AssetSyncResponse {
  return {
    since: T,
    areas: [],
    issues: [],
    subAssets: [],
    assetAssociatedSpecies: [],
    culverts: [],
    culvertInspections: [],
    ...changes,
  };
}

let owner: SessionOwner;

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
      true,
    );
    await applyAssetSync(
      owner,
      1,
      response({
        areas: [areaFixture({ id: 2, hidden: true })],
        issues: [issueFixture({ id: 11, hidden: true })],
      }),
      false,
    );
    expect((await db.areas.toArray()).map((a) => a.id)).toEqual([1]);
    expect((await db.issues.toArray()).map((i) => i.id).sort()).toEqual([-4, 10]);
    expect(await getMarker(assetMarkerKey(1))).toBe(T);
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
    await applyAssetSync(owner, 1, response({ subAssets: [subAsset(1, false), subAsset(2, false)] }), true);
    await applyAssetSync(owner, 1, response({ subAssets: [subAsset(2, true)] }), false);
    expect((await db.subAssets.toArray()).map((s) => s.id)).toEqual([1]);
  });

  it('links follow-ups into their original and keeps pending markers', async () => {
    await db.issues.put(issueFixture({ id: -7, original_issue_id: 10 }));
    await db.issues.put(issueFixture({ id: 10, subsequentIssueIds: [-7] }));
    await applyAssetSync(
      owner,
      1,
      response({ issues: [issueFixture({ id: 10 }), issueFixture({ id: 12, original_issue_id: 10 })] }),
      false,
    );
    expect((await db.issues.get(10))?.subsequentIssueIds.sort()).toEqual([-7, 12]);
  });

  it('drops an answer for an asset that is no longer selected', async () => {
    await setSetting('selectedAssetId', 2);
    expect(await applyAssetSync(owner, 1, response({ areas: [areaFixture({ id: 1 })] }), true)).toBe(false);
    expect(await db.areas.count()).toBe(0);
  });
});

describe('selecting an asset', () => {
  it('saves the selection, resets its marker and clears cached data, filters and map position', async () => {
    await db.areas.put(areaFixture({ id: 1 }));
    await db.issues.bulkPut([issueFixture({ id: 10 }), issueFixture({ id: -3 })]);
    await db.filterSets.put({ name: 'issues', values: { riskScores: [10] } });
    await setSetting('mapPosition', { longitude: 1, latitude: 2, zoom: 15 });
    await setMarker('2', T);
    await selectAsset(2);
    expect((await db.settings.get('selectedAssetId'))?.value).toBe(2);
    expect((await db.settings.get('mapPosition'))?.value).toBeNull();
    expect(await getMarker('2')).toBeNull();
    expect(await db.areas.count()).toBe(0);
    expect(await db.filterSets.count()).toBe(0);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([-3]);
  });
});

describe('cache check on entry', () => {
  it('resets the markers of data that is missing', async () => {
    await setMarker('app', T);
    await setMarker('1', T);
    await resetIncompleteMarkers();
    expect(await getMarker('app')).toBeNull();
    expect(await getMarker('1')).toBeNull();
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
});
