import { describe, expect, it } from 'vitest';
import type { AnyCommandRow } from '../../core/outbox';
import { waitsFor } from '../../core/sync';
import { commandStatus, statusText } from './describeCommand';

const row = (seq: number, changes: Partial<AnyCommandRow> = {}) =>
  ({
    seq,
    uuid: `uuid-${seq}`,
    call: 'issuesCreate',
    input: {},
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
    const status = commandStatus(second, waitsFor([first, second]), online, words);
    expect(statusText(status, 0)).toBe('Waiting for: change 1');
    expect(statusText(commandStatus(second, waitsFor([second]), online, words), 0)).toBe('Waiting');
  });

  it('names the earlier create its duplicate answer names while that one may go through, as the push waits for it', () => {
    const similar = row(1, { call: 'culvertsCreate' });
    const answer = { recordId: -1, distanceM: 3, choice: 'saveAnyway' };
    const saved = row(2, {
      call: 'culvertsCreate',
      input: { duplicateWarning: answer },
    } as Partial<AnyCommandRow>);
    expect(statusText(commandStatus(saved, waitsFor([similar, saved]), online, words), 0)).toBe(
      'Waiting for: change 1',
    );
    const refused = { ...similar, parked: true, lastError: 'No' };
    expect(statusText(commandStatus(saved, waitsFor([refused, saved]), online, words), 0)).toBe('Waiting');
  });

  it('names the change it waits on, which says why it waits: no connection, a login, a back-off', () => {
    const first = row(1);
    const second = row(2, { dependsOn: ['uuid-1'] });
    const queue = waitsFor([first, second]);
    const offline = { ...online, online: false };
    expect(statusText(commandStatus(first, queue, offline, words), 0)).toBe('Waiting: offline');
    expect(statusText(commandStatus(second, queue, offline, words), 0)).toBe('Waiting for: change 1');
    const loggedOut = { ...online, needsLogin: true };
    expect(statusText(commandStatus(first, queue, loggedOut, words), 0)).toBe('Waiting: log in again');
    const tried = row(3, { attempts: 1, nextAttemptAt: 30_000 });
    expect(statusText(commandStatus(tried, waitsFor([tried]), online, words), 1_000)).toBe(
      'Retrying in 29 s',
    );
    expect(statusText(commandStatus(tried, waitsFor([tried]), online, words), 30_000)).toBe('Retrying soon');
  });
});
