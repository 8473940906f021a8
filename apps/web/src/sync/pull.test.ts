import { relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { fakeToken } from '../api/testTokens';
import { primeTokens, setToken } from '../api/tokens';
import { getMarker, RELATIONS_MARKER } from '../local/cache';
import { db } from '../local/db';
import { getSetting } from '../local/settings';
import { pullRelations } from './pull';

/** Answer every call with the reference lists, after running `meanwhile` as if the user acted during the call. */
function answerRelations(meanwhile: () => void) {
  configureApi({
    fetch: (async () => {
      meanwhile();
      return new Response(JSON.stringify(relationsFixture()), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as unknown as typeof fetch,
  });
}

beforeEach(async () => {
  primeTokens({ user: fakeToken(7) });
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('pull', () => {
  it('writes the answer while the user who asked is signed in', async () => {
    answerRelations(() => {});
    await pullRelations(7);
    expect(await getSetting('relations')).toEqual(relationsFixture());
    expect(await getMarker(RELATIONS_MARKER)).not.toBeNull();
  });

  it('drops an answer that arrives after logout or after another user logged in', async () => {
    answerRelations(() => setToken('user', null));
    await pullRelations(7);
    primeTokens({ user: fakeToken(7) });
    answerRelations(() => setToken('user', fakeToken(8)));
    await pullRelations(7);
    expect(await getSetting('relations')).toBeNull();
    expect(await getMarker(RELATIONS_MARKER)).toBeNull();
  });
});
