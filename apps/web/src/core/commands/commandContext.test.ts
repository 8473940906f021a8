import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, configureApi } from '../api/client';
import { noteServerReached } from '../api/reachability';
import { commandCircumstances, commandContextOf, noteDevicePosition } from './commandContext';

// The module's memory of the last call is shared with the other files of this worker: reset first.
beforeEach(() => noteServerReached(true));
afterEach(() => vi.restoreAllMocks());

describe('a command’s circumstances', () => {
  it('is offline when the last call did not reach the server, though the browser has a network', async () => {
    expect(commandCircumstances().offline).toBe(false);
    configureApi({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(callApi('health')).rejects.toThrow();
    expect(commandCircumstances().offline).toBe(true);
    configureApi({
      fetch: (async () =>
        new Response(JSON.stringify({ status: 'ok' }), {
          headers: { 'Content-Type': 'application/json' },
        })) as unknown as typeof fetch,
    });
    await callApi('health').catch(() => undefined);
    expect(commandCircumstances().offline).toBe(false);
  });

  it('is offline when the browser has no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(commandCircumstances().offline).toBe(true);
  });

  it('keeps a fix younger than five minutes, and sends the time the command was made', () => {
    noteDevicePosition([-116.5, 53.9], 1_000_000);
    expect(commandCircumstances(1_000_000 + 4 * 60_000).position).toEqual([-116.5, 53.9]);
    expect(commandCircumstances(1_000_000 + 6 * 60_000).position).toBeNull();
    expect(
      commandContextOf({ createdAt: Date.UTC(2026, 5, 1), context: { offline: true, position: null } }),
    ).toEqual({
      madeAt: '2026-06-01T00:00:00.000Z',
      offline: true,
      position: null,
    });
    expect(commandContextOf({ createdAt: 0 })).toBeUndefined();
  });
});
