import { type AssetSyncResponse, SYNC_REMOVAL_RETENTION_DAYS } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { areaFixture, relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { assetSyncFixture, SYNC_FIXTURE_SINCE } from '@verge/domain/testing/syncFixtures';
import { subDays } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/client';
import { fakeToken } from '../api/testTokens';
import { primeTokens } from '../api/tokens';
import { APP_MARKER, assetMarkerKey, getMarker, RELATIONS_MARKER, setMarker } from '../local/cache';
import { type AssetLoad, db, type SessionOwner } from '../local/db';
import { beginSession, logout } from '../local/session';
import { getSetting, setSetting } from '../local/settings';
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
    expect(await getMarker(RELATIONS_MARKER)).not.toBeNull();
  });

  it('drops an answer that arrives after logout, or after another login, even of the same user', async () => {
    for (const meanwhile of [logout, () => beginSession(8), () => beginSession(7)]) {
      answerRelations(async () => {
        await meanwhile();
      });
      await pullRelations(owner);
      expect(await getSetting('relations')).toBeNull();
      expect(await getMarker(RELATIONS_MARKER)).toBeNull();
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
/** A since this many days before now. */
const daysAgo = (days: number) => subDays(new Date(), days).toISOString();
const assetPage = assetSyncFixture;

/** Three pages of asset 1 by cursor; `down` makes the server unreachable. Records each request's cursor. */
function serveAssetPages() {
  const server = { down: false, asked: [] as (string | undefined)[] };
  const pages: Record<string, AssetSyncResponse> = {
    first: assetPage({
      areas: [areaFixture({ id: 1 })],
      issues: [issueFixture({ id: 10 })],
      nextCursor: 'c1',
      totals: { areas: 1, subAssets: 0, issues: 3, culverts: 0, culvertInspections: 0 },
    }),
    c1: assetPage({ issues: [issueFixture({ id: 11 })], nextCursor: 'c2' }),
    c2: assetPage({ issues: [issueFixture({ id: 12 })] }),
  };
  configureApi({
    fetch: (async (url: string) => {
      const request = JSON.parse(new URL(url, 'http://app').searchParams.get('obj') ?? '{}');
      if (server.down) throw new TypeError('Failed to fetch');
      server.asked.push(request.cursor);
      expect(request.limit).toBeGreaterThan(0);
      return new Response(JSON.stringify(pages[request.cursor ?? 'first']), {
        headers: { 'Content-Type': 'application/json' },
      });
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
    expect(await getMarker(assetMarkerKey(1))).toBe(SINCE);
    expect(loads).toEqual([
      { loaded: 0, total: null },
      { loaded: 2, total: 4 },
      { loaded: 3, total: 4 },
      { loaded: 4, total: 4 },
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
    expect(await getMarker(assetMarkerKey(1))).toBeNull();
    server.down = false;
    server.asked = [];
    const loads: (AssetLoad | null)[] = [];
    await pullAsset(owner, (load) => loads.push(load));
    expect(server.asked).toEqual(['c2']);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11, 12]);
    expect(loads[0]).toEqual({ loaded: 3, total: 4 });
    expect(await getMarker(assetMarkerKey(1))).toBe(SINCE);
  });

  it('starts again from the first page, replacing what was held, when the marker is older than the removals kept', async () => {
    const server = serveAssetPages();
    await setMarker(assetMarkerKey(1), daysAgo(SYNC_REMOVAL_RETENTION_DAYS + 1));
    // A row the user lost sight of long ago: the server no longer lists its removal.
    await db.issues.put(issueFixture({ id: 99 }));
    await pullAsset(owner);
    expect(server.asked).toEqual([undefined, 'c1', 'c2']);
    expect((await db.issues.toArray()).map((i) => i.id)).toEqual([10, 11, 12]);
    expect(await getMarker(assetMarkerKey(1))).toBe(SINCE);
  });
});

describe('app pull', () => {
  it('asks for everything, not the changes, when its marker is older than the removals the server keeps', async () => {
    const asked: { since?: string | null }[] = [];
    // The failed calls are logged by the client; the answers here fail on purpose.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureApi({
      fetch: (async (url: string) => {
        asked.push(JSON.parse(new URL(url, 'http://app').searchParams.get('obj') ?? '{}'));
        return new Response('{}', { status: 503 });
      }) as unknown as typeof fetch,
    });
    const recent = daysAgo(1);
    const longAgo = daysAgo(SYNC_REMOVAL_RETENTION_DAYS + 1);
    for (const since of [recent, longAgo]) {
      await setMarker(APP_MARKER, since);
      await expect(pullApp(owner)).rejects.toThrow();
    }
    expect(asked.map((request) => request.since ?? null)).toEqual([recent, null]);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
