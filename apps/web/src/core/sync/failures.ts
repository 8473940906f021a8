import { REQUEST_ERRORS } from '@verge/domain';
import { HttpError, NoResponseError, RequestPreconditionError } from '../api/errors';

/**
 * How a failed send is handled: `offline` (no response) and `busy` (5xx, 429, 408) keep the command queued
 * and retry it later; `unauthorized` (401, or no token) keeps the queue and asks for a new login; `refused`
 * (any other 4xx, a request the contract refuses, a reference that cannot be resolved) parks the command
 * with the reason while everything that does not depend on it goes on.
 */
export type FailureKind = 'offline' | 'busy' | 'unauthorized' | 'refused';

export interface Failure {
  kind: FailureKind;
  reason: string;
  /** The server's Retry-After, when it gave one. */
  retryAfterMs: number | null;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(value: string | null, nowMs = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export function classifyFailure(error: unknown): Failure {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof NoResponseError) return { kind: 'offline', reason, retryAfterMs: null };
  if (error instanceof HttpError) {
    if (error.status === 401) return { kind: 'unauthorized', reason, retryAfterMs: null };
    if (error.status >= 500 || error.status === 429 || error.status === 408) {
      return { kind: 'busy', reason, retryAfterMs: retryAfterMs(error.retryAfter) };
    }
    return { kind: 'refused', reason, retryAfterMs: null };
  }
  if (error instanceof RequestPreconditionError) {
    const kind = error.message === REQUEST_ERRORS.tokenMissing ? 'unauthorized' : 'refused';
    return { kind, reason, retryAfterMs: null };
  }
  if (error instanceof Error && error.name === 'UnresolvedReferenceError') {
    return { kind: 'refused', reason, retryAfterMs: null };
  }
  // The answer did not match the contract, or the local store failed: try again later rather than lose it.
  return { kind: 'busy', reason, retryAfterMs: null };
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * Exponential back-off with jitter after the n-th failed attempt (2 s, 4 s, 8 s … up to 5 minutes, each
 * between half and all of that), never sooner than the server's Retry-After.
 */
export function retryDelayMs(attempts: number, retryAfterMs: number | null, random = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}
