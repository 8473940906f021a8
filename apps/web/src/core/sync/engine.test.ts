import { MESSAGES } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../../test/testTokens';
import { configureApi } from '../api/client';
import { primeTokens } from '../api/tokens';
import { createCulvert } from '../commands/culvertCommands';
import { db } from '../store/db';
import { beginSession } from '../store/session';
import { newUuid } from '../store/uuid';
import { getSyncState, onSyncMessage, requestSync, type SyncMessage } from './engine';
import { SYNC_MESSAGES } from './syncMessages';

const fields = {
  site_culvert_id: 'C-9',
  road_name: 'Road',
  is_fish_habitat: false,
  has_markers: false,
  length: -1,
  diameter: -1,
  direction_of_flow: 'N',
  inlet_location: null,
  outlet_location: null,
};

beforeEach(async () => {
  primeTokens({ user: fakeToken(7) });
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSession(7);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** No connection: every call fails as fetch does offline. Returns the paths of the calls tried. */
function offline(): string[] {
  const paths: string[] = [];
  configureApi({
    fetch: (async (url: string) => {
      paths.push(new URL(url, 'http://host').pathname);
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch,
  });
  return paths;
}

/** A culvert queued and tried once with no connection (now backed off); the paths of every call tried. */
async function queuedOffline(): Promise<string[]> {
  const paths = offline();
  await createCulvert({ uuid: newUuid(), assetId: 1, ...fields });
  await requestSync({ reason: 'save', pull: false });
  return paths;
}

describe('sync engine', () => {
  it('runs one sync at a time and merges requests made meanwhile', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let calls = 0;
    configureApi({
      fetch: (async () => {
        calls += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    const runs = [
      requestSync({ reason: 'button', push: false }),
      requestSync({ reason: 'save', push: false }),
      requestSync({ reason: 'online', push: false }),
    ];
    expect(getSyncState().syncing).toBe(true);
    await Promise.all(runs);
    expect(maxInFlight).toBe(1);
    // The first run, then one merged follow-up run: two pulls (each stopped by its first failed call).
    expect(calls).toBe(2);
    expect(getSyncState().syncing).toBe(false);
  });

  it('says the data could not be uploaded when the outbox does not empty, and does not pull', async () => {
    const paths = offline();
    const messages: string[] = [];
    const stop = onSyncMessage((m) => messages.push(m.text));
    await createCulvert({ uuid: newUuid(), assetId: 1, ...fields });
    await requestSync({ reason: 'button' });
    stop();
    expect(messages).toContain(MESSAGES.savedOnDevice);
    expect(paths).toEqual(['/api/culverts/create']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('says the server is busy, not that the device is offline, when a busy server asks to come back later', async () => {
    configureApi({
      fetch: (async () =>
        new Response(JSON.stringify({ error: { code: 'busy', message: 'Server busy' } }), {
          status: 503,
          headers: { 'Retry-After': '30' },
        })) as unknown as typeof fetch,
    });
    const messages: string[] = [];
    const stop = onSyncMessage((m) => messages.push(m.text));
    await createCulvert({ uuid: newUuid(), assetId: 1, ...fields });
    await requestSync({ reason: 'button' });
    stop();
    expect(messages).toEqual([
      'The server is busy. Your changes are saved on this device and will be sent again in 30 s.',
    ]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('shows the offline message when a refresh gets no response, as a warning: the device works on', async () => {
    configureApi({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    const messages: SyncMessage[] = [];
    const stop = onSyncMessage((m) => messages.push(m));
    await requestSync({ reason: 'entry' });
    stop();
    // Not an error: a report of background work that is not an error leaves the answer to the user's own action
    // shown (a culvert link opened offline says why it did not open, and that must not be wiped by this).
    expect(messages).toEqual([{ severity: 'warning', text: MESSAGES.offlineCached }]);
  });

  it('asks for a new login on 401 and keeps the queue', async () => {
    configureApi({
      fetch: (async () =>
        new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Token expired' } }), {
          status: 401,
        })) as unknown as typeof fetch,
    });
    const messages: string[] = [];
    const stop = onSyncMessage((m) => messages.push(m.text));
    await createCulvert({ uuid: newUuid(), assetId: 1, ...fields });
    await requestSync({ reason: 'button' });
    stop();
    expect(messages).toEqual([SYNC_MESSAGES.loginAgain]);
    expect(getSyncState().needsLogin).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });

  it('tries a backed-off change at once when the connection comes back or the user asks', async () => {
    const paths = await queuedOffline();
    expect((await db.outbox.toArray())[0].nextAttemptAt).toBeGreaterThan(Date.now());
    await requestSync({ reason: 'save', pull: false });
    expect(paths).toEqual(['/api/culverts/create']);
    await requestSync({ reason: 'online', pull: false });
    expect(paths).toEqual(['/api/culverts/create', '/api/culverts/create']);
  });

  it('tries backed-off changes at once when the app opens, and a request merged after "online" keeps that', async () => {
    const paths = await queuedOffline();
    expect(paths).toHaveLength(1);
    // A page opened afresh (a reload, another tab) does not wait out a back-off from before.
    await requestSync({ reason: 'entry', pull: false });
    expect(paths).toHaveLength(2);
    // The connection comes back while a run is under way, and a save follows: the merged run releases.
    const running = requestSync({ reason: 'save', pull: false });
    void requestSync({ reason: 'online', pull: false });
    void requestSync({ reason: 'save', pull: false });
    await running;
    await vi.waitFor(() => expect(getSyncState().syncing).toBe(false));
    expect(paths).toHaveLength(3);
  });
});
