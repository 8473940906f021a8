import { relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { fakeToken } from '../api/testTokens';
import { primeTokens } from '../api/tokens';
import { getMarker, RELATIONS_MARKER } from '../local/cache';
import { db, type SessionOwner } from '../local/db';
import { beginSession, logout } from '../local/session';
import { getSetting } from '../local/settings';
import { pullAll, pullRelations } from './pull';

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
