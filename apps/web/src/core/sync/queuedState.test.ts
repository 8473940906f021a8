import { describe, expect, it } from 'vitest';
import {
  nextTryText,
  type QueuedChange,
  type QueuedState,
  type QueueFacts,
  queuedState,
} from './queuedState';

const queued = (changes: Partial<QueuedChange> = {}): QueuedChange => ({
  seq: 5,
  parked: false,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  ...changes,
});
const facts = (changes: Partial<QueueFacts> = {}): QueueFacts => ({
  online: true,
  sendingSeq: null,
  needsLogin: false,
  ...changes,
});

describe('queuedState', () => {
  it('waits its turn when nothing has gone wrong', () => {
    expect(queuedState(queued(), facts())).toEqual({ state: 'waiting' });
  });

  it('is sending while the engine sends it', () => {
    expect(queuedState(queued(), facts({ sendingSeq: 5 }))).toEqual({ state: 'sending' });
    expect(queuedState(queued(), facts({ sendingSeq: 6 }))).toEqual({ state: 'waiting' });
  });

  it('waits for the connection while the device is offline, even after failed attempts', () => {
    const tried = queued({ attempts: 2, nextAttemptAt: 10_000, lastError: 'Failed to fetch' });
    expect(queuedState(tried, facts({ online: false }))).toEqual({ state: 'offline' });
  });

  it('is retrying, with its next try, once an attempt failed and it is not refused', () => {
    const tried = queued({ attempts: 1, nextAttemptAt: 10_000, lastError: 'Service unavailable' });
    expect(queuedState(tried, facts())).toEqual({ state: 'retrying', nextAttemptAt: 10_000 });
  });

  it("is refused with the server's reason, offline too, until the user retries or discards it", () => {
    const parked = queued({ parked: true, attempts: 1, lastError: 'The photo is too large' });
    const refused: QueuedState = { state: 'refused', reason: 'The photo is too large' };
    expect(queuedState(parked, facts())).toEqual(refused);
    expect(queuedState(parked, facts({ online: false, needsLogin: true }))).toEqual(refused);
    expect(queuedState(queued({ parked: true }), facts())).toEqual({
      state: 'refused',
      reason: 'Refused by the server',
    });
  });

  it('waits for a new login when the server refused the token', () => {
    expect(queuedState(queued({ lastError: 'Unauthorized' }), facts({ needsLogin: true }))).toEqual({
      state: 'login',
    });
  });

  it('says when a retrying change is tried next', () => {
    expect(nextTryText(12_400, 1_000)).toBe('in 12 s');
    expect(nextTryText(1_000, 1_000)).toBe('soon');
  });
});
