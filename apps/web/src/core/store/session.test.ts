import type { CreateIssueRequest, User } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueTestIssue } from '../../../test/testRecords';
import { fakeToken } from '../../../test/testTokens';
import { callApi, configureApi } from '../api/client';
import { primeTokens } from '../api/tokens';
import { pushOutbox } from '../sync/push';
import { db } from './db';
import { APP_CURSOR, assetCursorKey, getSyncCursor, RELATIONS_CURSOR, setSyncCursor } from './pullWriter';
import { beginSession, bootSession, logout, reconcileStore, storeLoginToken } from './session';
import { readSetting, setSettings } from './settings';

const NOW = '2026-06-01T10:00:00.000Z';

function user(id: number, companyId = 1): User {
  return {
    id,
    user_name: `user${id}`,
    email: `user${id}@example.com`,
    first_name: 'Sam',
    last_name: 'Okafor',
    userRoleId: 3,
    is_active: true,
    companyId,
    assignedIssues: [],
    assetIds: [1],
  };
}

/** A device on which `userId` has logged in, pulled and worked: rows in every kind of table, one upload queued. */
async function signInWithData(userId: number): Promise<void> {
  const session = await beginSession(userId);
  await storeLoginToken(session, fakeToken(userId));
  await db.users.put(user(userId));
  await db.issues.put(issueFixture({ id: 10 }));
  await db.filterSets.put({ name: 'issues', values: { riskScores: [10] } });
  await db.idMap.put({ kind: 'issue', localId: -1, serverId: 9, uuid: 'x' });
  await Promise.all([
    setSyncCursor(APP_CURSOR, NOW),
    setSyncCursor(RELATIONS_CURSOR, NOW),
    setSyncCursor('1', NOW),
  ]);
  await setSettings({
    user: user(userId),
    selectedAssetId: 1,
    loggedIntoVegeLogic: false,
    loggedIntoCulvertLogic: true,
    mapPosition: { longitude: -116, latitude: 54, zoom: 12 },
    browserNoticeAt: 5,
  });
  await queueTestIssue({ userId });
}

/** Every row of every table but the settings, and the settings by key. */
async function storeContents() {
  const tables = Object.fromEntries(
    await Promise.all(
      db.tables.filter((t) => t.name !== 'settings').map(async (t) => [t.name, await t.count()] as const),
    ),
  );
  const settings = Object.fromEntries((await db.settings.toArray()).map((row) => [row.key, row.value]));
  return { tables, settings };
}

const EMPTY_TABLES = Object.fromEntries(
  db.tables.filter((t) => t.name !== 'settings').map((t) => [t.name, 0]),
);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  primeTokens({ user: fakeToken(7) });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('logout', () => {
  it('clears every table, the token and the session in one step, keeping only device settings', async () => {
    await signInWithData(7);
    await logout();
    // Tool, map position and token are back to their defaults by their rows being gone.
    expect(await storeContents()).toEqual({ tables: EMPTY_TABLES, settings: { browserNoticeAt: 5 } });
  });

  it('drops an upload answer that lands after the wipe', async () => {
    await signInWithData(7);
    configureApi({
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        await logout();
        const request = JSON.parse(String(init?.body)) as CreateIssueRequest;
        const { originalIssueId, ...fields } = request;
        const issue = issueFixture({ ...fields, id: 500, original_issue_id: originalIssueId });
        return new Response(JSON.stringify(issue), { status: 200 });
      }) as typeof fetch,
    });
    primeTokens({ user: fakeToken(7) });
    await pushOutbox();
    expect(await storeContents()).toEqual({ tables: EMPTY_TABLES, settings: { browserNoticeAt: 5 } });
  });
});

describe('login', () => {
  it("of another user wipes the previous user's data first, so every marker is null and the pull is full", async () => {
    await signInWithData(7);
    const session = await beginSession(8);
    expect(await storeContents()).toEqual({
      tables: EMPTY_TABLES,
      settings: { browserNoticeAt: 5, session },
    });
    for (const key of [APP_CURSOR, RELATIONS_CURSOR, assetCursorKey(1)])
      expect(await getSyncCursor(key)).toBeNull();
  });

  it('of the same user again (an expired token) keeps their data and unsynced work', async () => {
    await signInWithData(7);
    await beginSession(7);
    expect((await storeContents()).tables).toMatchObject({ issues: 2, outbox: 1, syncCursors: 3 });
  });

  it('stores its token only while its session still holds the store', async () => {
    const first = await beginSession(7);
    await beginSession(8);
    expect(await storeLoginToken(first, fakeToken(7))).toBe(false);
    expect(await readSetting('token')).toBeNull();
  });
});

describe('boot', () => {
  it('keeps a store whose token, session and user agree, and wipes any other', async () => {
    await signInWithData(7);
    await reconcileStore();
    expect((await storeContents()).tables).toMatchObject({ issues: 2, outbox: 1 });

    const cases: Array<() => Promise<void>> = [
      // A login cut short before its token was stored.
      () => db.settings.delete('token'),
      // A token of one user over another user's data.
      () => setSettings({ token: fakeToken(8) }),
      () => setSettings({ user: user(8) }),
      () =>
        setSettings({ company: { id: 2, company_name: 'Other', company_tag: 'o', company_type: 'client' } }),
    ];
    for (const corrupt of cases) {
      await signInWithData(7);
      await corrupt();
      await reconcileStore();
      expect(await storeContents()).toEqual({ tables: EMPTY_TABLES, settings: { browserNoticeAt: 5 } });
    }
  });

  it('adopts a store written before sessions were recorded for its token’s user', async () => {
    await signInWithData(7);
    await db.settings.delete('session');
    await reconcileStore();
    expect((await readSetting('session'))?.userId).toBe(7);
    expect((await storeContents()).tables).toMatchObject({ issues: 2, outbox: 1 });
  });
});

/** Let fire-and-forget writes (a refreshed token is saved without holding up its call) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a refreshed token', () => {
  it('replaces the stored token it refreshes, and never comes back after a logout', async () => {
    await signInWithData(7);
    await bootSession();
    const refreshed = [7200, 9000].map((seconds) =>
      fakeToken(7, { expSeconds: Date.now() / 1000 + seconds }),
    );
    let meanwhile: () => Promise<void> = async () => {};
    let answer = 0;
    configureApi({
      fetch: (async () => {
        await meanwhile();
        const token = refreshed[answer++] ?? '';
        return new Response(JSON.stringify(relationsFixture()), {
          status: 200,
          headers: { 'X-Token': token },
        });
      }) as typeof fetch,
    });
    await callApi('syncRelations');
    await settle();
    expect(await readSetting('token')).toBe(refreshed[0]);

    // Another tab logs out while this tab's call is in flight; this tab still holds the token in memory.
    meanwhile = async () => {
      await logout();
      await settle();
      primeTokens({ user: refreshed[0] });
    };
    await callApi('syncRelations');
    await settle();
    expect(await readSetting('token')).toBeNull();
  });
});
