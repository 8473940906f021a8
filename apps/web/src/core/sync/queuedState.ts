import type { AnyCommandRow } from '../store/commandRow';

/**
 * Where a queued change stands, as Pending changes and a waiting photo tell it. What the user can act on comes
 * first: `refused` (parked with the server's reason) waits for the user's Retry even once the device is back
 * online. `sending` (on its way now), `login` (the server wants a new login first), `offline` (the device has no
 * connection), `retrying` (an attempt failed; the engine tries again at `nextAttemptAt`, or at once if past) and
 * `waiting` (its turn has not come yet).
 */
export type QueuedState =
  | { state: 'sending' }
  | { state: 'refused'; reason: string }
  | { state: 'login' }
  | { state: 'offline' }
  | { state: 'retrying'; nextAttemptAt: number }
  | { state: 'waiting' };

/** What a queued change's state is read from: its outbox row. */
export type QueuedChange = Pick<AnyCommandRow, 'seq' | 'parked' | 'attempts' | 'nextAttemptAt' | 'lastError'>;

/** What the device and the sync engine are doing now. */
export interface QueueFacts {
  online: boolean;
  /** The command the engine is sending now, if any. */
  sendingSeq: number | null;
  /** The server refused the token: nothing is sent until the user logs in again. */
  needsLogin: boolean;
}

export function queuedState(command: QueuedChange, facts: QueueFacts): QueuedState {
  if (command.seq === facts.sendingSeq) return { state: 'sending' };
  if (command.parked) return { state: 'refused', reason: command.lastError ?? 'Refused by the server' };
  if (facts.needsLogin) return { state: 'login' };
  if (!facts.online) return { state: 'offline' };
  if (command.attempts > 0) return { state: 'retrying', nextAttemptAt: command.nextAttemptAt };
  return { state: 'waiting' };
}

/** When a retrying change is tried next, in words: 'in 12 s', or 'soon' once its back-off is over. */
export function nextTryText(nextAttemptAt: number, nowMs: number): string {
  return nextAttemptAt > nowMs ? `in ${Math.ceil((nextAttemptAt - nowMs) / 1000)} s` : 'soon';
}
