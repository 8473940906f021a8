import {
  type AppSyncResponse,
  ASSET_PAGE_ROWS,
  type AssetSyncResponse,
  START_OVER_SINCE,
} from '@verge/domain';
import { historyEntryFixture } from '@verge/domain/testing/historyFixture';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { areaFixture, relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { assetSyncFixture, SYNC_FIXTURE_SINCE } from '@verge/domain/testing/syncFixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../../../test/testTokens';
import { configureApi } from '../api/client';
import { primeTokens } from '../api/tokens';
import { type AssetLoad, db, type SessionOwner } from '../store/db';
import {
  APP_CURSOR,
  assetCursorKey,
  getSyncCursor,
  RELATIONS_CURSOR,
  setSyncCursor,
} from '../store/pullWriter';
import { beginSession, logout } from '../store/session';
import { getSetting, setSetting } from '../store/settings';
import { pullAll, pullApp, pullAsset, pullRelations } from './pull';

/** Answer every call with the reference lists, after running `meanwhile` as if the user acted during the call. */
function answerRelations(meanwhile: () => Promise<void>) {
  configureApi({
    fetch: (async () => {
      await meanwhile();
      return new Response(JSON.stringify(relationsFixture()), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch,
  });
}

let owner: SessionOwner;

beforeEach(async () => {
  primeTokens({ user: fakeToken(7) });
  await Promise.all(db.tables.map((table) => table.clear()));
  owner = await beginSession(7);
});

describe('pull', () => {
  it('writes the answer while the session that asked holds the store', async () => {
    answerRelations(async () => {});
    await pullRelations(owner);
    expect(await getSetting('relations')).toEqual(relationsFixture());
    expect(await getSyncCursor(RELATIONS_CURSOR)).not.toBeNull();
  });

  it('drops an answer that arrives after logout, or after another login, even of the same user', async () => {
    for (const meanwhile of [logout, () => beginSession(8), () => beginSession(7)]) {
      answerRelations(async () => {
        await meanwhile();
      });
      await pullRelations(owner);
      expect(await getSetting('relations')).toBeNull();
      expect(await getSyncCursor(RELATIONS_CURSOR)).toBeNull();
      owner = await beginSession(7);
      primeTokens({ user: fakeToken(7) });
    }
  });

  it('asks nothing for a user whose session the store does not hold', async () => {
    await logout();
    let calls = 0;
    answerRelations(async () => {
      calls += 1;
    });
    await pullAll(7);
    expect(calls).toBe(0);
  });
});

const SINCE = SYNC_FIXTURE_SINCE;
/** The since of the device's last pull, before the changes the tests serve. */
const EARLIER = '2026-05-30T10:00:00.000Z';
const assetPage = assetSyncFixture;

/**
 * Asset 1 by cursor: a full pull in three pages, the changes since EARLIER in three (or, with `startOver`, the
 * answer telling the device to start over); `down` makes the server unreachable. Records each request.
 */
function serveAssetPages() {
  const server = {
    down: false,
    startOver: false,
    asked: [] as (string | undefined)[],
    requests: [] as { since?: string; cursor?: string; limit?: number }[],
  };
  const changes: Record<string, AssetSyncResponse> = {
    first: assetPage({
      issues: [issueFixture({ id: 10, comments: 'Changed' })],
      since: START_OVER_SINCE,
      nextCursor: 'd1',
    }),
    d1: assetPage({ issues: [issueFixture({ id: 13 })], since: START_OVER_SINCE, nextCursor: 'd2' }),
    d2: assetPage({ issues: [issueFixture({ id: 11, hidden: true })] }),
  };
  const pages: Record<string, AssetSyncResponse> = {
    first: assetPage({
      areas: [areaFixture({ id: 1 })],
      issues: [issueFixture({ id: 10 })],
      nextCursor: 'c1',
      totals: { areas: 1, subAssets: 0, issues: 3, culverts: 0, culvertInspections: 0, history: 1 },
    }),
    c1: assetPage({ issues: [issueFixture({ id: 11 })], nextCursor: 'c2' }),
    c2: assetPage({
      issues: [issueFixture({ id: 12 })],
      history: [historyEntryFixture({ id: 4, recordId: 12 })],
    }),
  };
  configureApi({
    fetch: (async (url: string) => {
      const request = JSON.parse(new URL(url, 'http://app').searchParams.get('obj') ?? '{}');
      if (server.down) throw new TypeError('Failed to fetch');
      server.asked.push(request.cursor);
      server.requests.push(request);
      expect(request.limit).toBeGreaterThan(0);
      const answer = !request.since
        ? pages[request.cursor ?? 'first']
        : server.startOver
          ? assetPage({ since: START_OVER_SINCE, startOver: true })
          : changes[request.cursor ?? 'first'];
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch,
  });
  return server;
}

describe('full asset pull', () => {
  beforeEach(() => setSetting('selectedAssetId', 1));

  it('stores page after page, reports the rows loaded of the total, and takes the since with the last', async () => {
    const server = serveAssetPages();
    const loads: (AssetLoad | null)[] = [];
    await pullAsset(owner, (load) => loads.push(load));
    expect(server.asked).toEqual([undefined, 'c1', 'c2']);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11, 12]);
    expect((await db.history.toArray()).map((h) => [h.id, h.recordId])).toEqual([[4, 12]]);
    expect(await getSyncCursor(assetCursorKey(1))).toBe(SINCE);
    expect(loads).toEqual([
      { loaded: 0, total: null },
      { loaded: 2, total: 5 },
      { loaded: 3, total: 5 },
      { loaded: 5, total: 5 },
      null,
    ]);
  });

  it('resumes an interrupted pull from its last stored page, without asking again for the pages it holds', async () => {
    const server = serveAssetPages();
    let pages = 0;
    await expect(
      pullAsset(owner, (load) => {
        // The connection drops once the first page is stored; the second was asked for meanwhile.
        if (load && load.loaded > 0 && ++pages === 1) server.down = true;
      }),
    ).rejects.toThrow();
    expect(server.asked).toEqual([undefined, 'c1']);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11]);
    expect(await getSyncCursor(assetCursorKey(1))).toBeNull();
    server.down = false;
    server.asked = [];
    const loads: (AssetLoad | null)[] = [];
    await pullAsset(owner, (load) => loads.push(load));
    expect(server.asked).toEqual(['c2']);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11, 12]);
    expect(loads[0]).toEqual({ loaded: 3, total: 5 });
    expect(await getSyncCursor(assetCursorKey(1))).toBe(SINCE);
  });

  it('starts again from the first page, replacing what was held, when the server says to start over', async () => {
    const server = serveAssetPages();
    server.startOver = true;
    await setSyncCursor(assetCursorKey(1), EARLIER);
    // A row the user lost sight of long ago: the server no longer lists its removal.
    await db.issues.put(issueFixture({ id: 99 }));
    await pullAsset(owner);
    expect(server.requests.map((r) => [r.since ?? null, r.cursor ?? null])).toEqual([
      [EARLIER, null],
      [null, null],
      [null, 'c1'],
      [null, 'c2'],
    ]);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11, 12]);
    expect(await getSyncCursor(assetCursorKey(1))).toBe(SINCE);
  });
});

describe('incremental asset pull', () => {
  beforeEach(async () => {
    await setSetting('selectedAssetId', 1);
    await setSyncCursor(assetCursorKey(1), EARLIER);
    await db.issues.bulkPut([issueFixture({ id: 10 }), issueFixture({ id: 11 })]);
  });

  it('follows nextCursor with the same since, writing every page, and takes the since of the last page', async () => {
    const server = serveAssetPages();
    await pullAsset(owner);
    expect(server.requests.map((r) => [r.since, r.cursor ?? null])).toEqual([
      [EARLIER, null],
      [EARLIER, 'd1'],
      [EARLIER, 'd2'],
    ]);
    expect(server.requests.every((r) => r.limit === ASSET_PAGE_ROWS)).toBe(true);
    const held = await db.issues.toArray();
    expect(held.map((i) => i.id)).toEqual([10, 13]);
    expect(held[0].comments).toBe('Changed');
    expect(await getSyncCursor(assetCursorKey(1))).toBe(SINCE);
  });

  it('keeps the since it had until the last page is in: an interrupted pull asks again from it', async () => {
    const server = serveAssetPages();
    const dropConnection = () => {
      // The connection drops once the second page is being written.
      if (server.asked.length === 2) server.down = true;
    };
    db.issues.hook('creating', dropConnection);
    await expect(pullAsset(owner)).rejects.toThrow();
    db.issues.hook('creating').unsubscribe(dropConnection);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11, 13]);
    expect(await getSyncCursor(assetCursorKey(1))).toBe(EARLIER);
    server.down = false;
    server.requests = [];
    await pullAsset(owner);
    expect(server.requests[0]).toMatchObject({ since: EARLIER });
    expect(server.requests[0].cursor).toBeUndefined();
    expect(await getSyncCursor(assetCursorKey(1))).toBe(SINCE);
  });
});

describe('app pull', () => {
  const company = { id: 1, company_name: 'Acme', company_tag: 'ACM', company_type: 'client' as const };
  const asset = (id: number) => ({
    id,
    asset_name: `Asset ${id}`,
    latitude: 53.9,
    longitude: -116.5,
    companyId: 1,
    vegetationSpecies: [],
  });

  function answerApp(changes: Partial<AppSyncResponse>) {
    const asked: { since?: string | null }[] = [];
    const answer: AppSyncResponse = {
      since: SINCE,
      company,
      users: [],
      assets: [],
      thirdPartyCompanies: [],
      removed: { assets: [], users: [], thirdPartyCompanies: [] },
      ...changes,
    };
    configureApi({
      fetch: (async (url: string) => {
        asked.push(JSON.parse(new URL(url, 'http://app').searchParams.get('obj') ?? '{}'));
        return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
      }) as unknown as typeof fetch,
    });
    return asked;
  }

  it('asks for the changes since its marker, whatever its age, and keeps what the answer does not list', async () => {
    await db.assets.bulkPut([asset(1), asset(2)]);
    await setSyncCursor(APP_CURSOR, EARLIER);
    const asked = answerApp({ assets: [asset(2)] });
    await pullApp(owner);
    expect(asked.map((request) => request.since)).toEqual([EARLIER]);
    expect((await db.assets.toArray()).map((a) => a.id)).toEqual([1, 2]);
    expect(await getSyncCursor(APP_CURSOR)).toBe(SINCE);
  });

  it('replaces what it held when the server answers in full and says to start over', async () => {
    await db.assets.bulkPut([asset(1), asset(2)]);
    await setSyncCursor(APP_CURSOR, EARLIER);
    answerApp({ assets: [asset(2)], startOver: true });
    await pullApp(owner);
    expect((await db.assets.toArray()).map((a) => a.id)).toEqual([2]);
    expect(await getSyncCursor(APP_CURSOR)).toBe(SINCE);
  });
});
