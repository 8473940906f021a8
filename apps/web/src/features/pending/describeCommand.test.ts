import { describe, expect, it } from 'vitest';
import type { AnyCommandRow } from '../../core/outbox';
import { commandStatus, statusText } from './describeCommand';

const row = (seq: number, changes: Partial<AnyCommandRow> = {}) =>
  ({
    seq,
    uuid: `uuid-${seq}`,
    dependsOn: [],
    parked: false,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    ...changes,
  }) as AnyCommandRow;
const online = { online: true, sendingSeq: null, needsLogin: false };
const words = (c: AnyCommandRow) => `change ${c.seq}`;

describe('commandStatus', () => {
  it('waits for a change it depends on that is still queued, and names it', () => {
    const first = row(1);
    const second = row(2, { dependsOn: ['uuid-1'] });
    const status = commandStatus(second, [first, second], online, words);
    expect(statusText(status, 0)).toBe('Waiting for: change 1');
    expect(statusText(commandStatus(second, [second], online, words), 0)).toBe('Waiting');
  });

  it('names the change it waits on, which says why it waits: no connection, a login, a back-off', () => {
    const first = row(1);
    const second = row(2, { dependsOn: ['uuid-1'] });
    const queue = [first, second];
    const offline = { ...online, online: false };
    expect(statusText(commandStatus(first, queue, offline, words), 0)).toBe('Waiting: offline');
    expect(statusText(commandStatus(second, queue, offline, words), 0)).toBe('Waiting for: change 1');
    const loggedOut = { ...online, needsLogin: true };
    expect(statusText(commandStatus(first, queue, loggedOut, words), 0)).toBe('Waiting: log in again');
    const tried = row(3, { attempts: 1, nextAttemptAt: 30_000 });
    expect(statusText(commandStatus(tried, [tried], online, words), 1_000)).toBe('Retrying in 29 s');
    expect(statusText(commandStatus(tried, [tried], online, words), 30_000)).toBe('Retrying soon');
  });
});
