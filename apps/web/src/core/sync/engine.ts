import { MESSAGES } from '@verge/domain';
import { useSyncExternalStore } from 'react';
import { isNoResponse, loadErrorMessage } from '../api/errors';
import { decodeToken, getToken } from '../api/tokens';
import { onCommandQueued } from '../commands/enqueue';
import type { AssetLoad, SessionOwner } from '../store/db';
import { askToKeepStorageAgain } from '../store/deviceStorage';
import { releaseBackoffs, releaseCommand } from '../store/outbox';
import { resetAllSyncCursors, resetIncompleteSyncCursors } from '../store/pullWriter';
import { sessionOf } from '../store/sessionOwner';
import { PullStoppedError } from './assetPagesOffThread';
import { pullAll } from './pull';
import { type PushProgress, pushOutbox } from './push';
import { SYNC_MESSAGES } from './syncMessages';

export type SyncReason = 'entry' | 'login' | 'save' | 'online' | 'button' | 'update' | 'asset' | 'retry';

export interface SyncRequest {
  reason: SyncReason;
  /** Upload the outbox first (default true). */
  push?: boolean;
  /** Refresh from the server: incremental, full (sync cursors reset first), or not at all. */
  pull?: 'incremental' | 'full' | false;
}

export interface SyncState {
  syncing: boolean;
  phase: 'idle' | 'push' | 'pull';
  lastError: string | null;
  /** The upload under way: commands and photo bytes sent of those due, and the command being sent. */
  progress: PushProgress | null;
  /** The server refused the token: the queue is kept until the user logs in again. */
  needsLogin: boolean;
  /** A full pull of the asset under way: rows stored of the total. */
  assetLoad: AssetLoad | null;
}

export type SyncMessage = { severity: 'info' | 'success' | 'warning' | 'error'; text: string };
type MessageListener = (message: SyncMessage) => void;

let state: SyncState = {
  syncing: false,
  phase: 'idle',
  lastError: null,
  progress: null,
  needsLogin: false,
  assetLoad: null,
};
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const stateListeners = new Set<() => void>();
const messageListeners = new Set<MessageListener>();
let running: Promise<void> | null = null;
let queued: SyncRequest | null = null;

function setState(changes: Partial<SyncState>): void {
  state = { ...state, ...changes };
  for (const listener of stateListeners) listener();
}

function say(message: SyncMessage): void {
  for (const listener of messageListeners) listener(message);
}

export function onSyncMessage(listener: MessageListener): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

export function getSyncState(): SyncState {
  return state;
}

function subscribe(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, getSyncState, getSyncState);
}

/**
 * Runs that try backed-off changes at once: the app opened (or logged in), the connection came back, or the
 * user asked. A back-off paces retries within one spell of failures; it must not hold a change back after one.
 */
const RELEASING = new Set<SyncReason>(['entry', 'online', 'button']);

function merge(a: SyncRequest, b: SyncRequest): SyncRequest {
  const pullRank = { full: 2, incremental: 1, false: 0 } as const;
  const pa = a.pull ?? 'incremental';
  const pb = b.pull ?? 'incremental';
  return {
    // A later request must not take away an earlier one's release of the back-offs.
    reason: RELEASING.has(a.reason) && !RELEASING.has(b.reason) ? a.reason : b.reason,
    push: (a.push ?? true) || (b.push ?? true),
    pull: pullRank[`${pa}`] >= pullRank[`${pb}`] ? pa : pb,
  };
}

/** Wake the engine when the earliest backed-off command may be tried again. */
function scheduleRetry(at: number | null): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (at === null) return;
  retryTimer = setTimeout(
    () => void requestSync({ reason: 'retry', pull: false }),
    Math.max(0, at - Date.now()),
  );
}

/** The user whose token the requests carry, if any. */
const signedInUserId = (): number | undefined => decodeToken(getToken('user'))?.data.userId;

/** The store's session of that user, while the store still holds it: what a sync's writes are made as. */
async function signedInSession(userId = signedInUserId()): Promise<SessionOwner | null> {
  return userId === undefined ? null : sessionOf(userId);
}

/**
 * One run: send the queued commands, then refresh from the server. The pull happens unless the run was cut
 * short (no connection, login needed): parked commands do not hold back everything else.
 */
async function run(request: SyncRequest): Promise<void> {
  const userId = signedInUserId();
  if (!userId) return;
  setState({ syncing: true, phase: 'push', lastError: null });
  try {
    if (request.push ?? true) {
      if (RELEASING.has(request.reason)) await releaseBackoffs();
      const pushed = await pushOutbox((progress) => setState({ progress }));
      scheduleRetry(pushed.retryAt);
      if (pushed.stopped?.kind === 'unauthorized') {
        setState({ needsLogin: true, lastError: pushed.stopped.reason });
        say({ severity: 'error', text: SYNC_MESSAGES.loginAgain });
        return;
      }
      setState({ needsLogin: false });
      if (pushed.refused > 0) say({ severity: 'error', text: SYNC_MESSAGES.changesRefused(pushed.refused) });
      if (pushed.stopped) {
        const text =
          pushed.stopped.kind === 'busy' ? SYNC_MESSAGES.serverBusy(pushed.retryAt) : MESSAGES.savedOnDevice;
        say({ severity: 'info', text });
        setState({ lastError: pushed.stopped.reason });
        return;
      }
      if (pushed.uploaded > 0) say({ severity: 'success', text: MESSAGES.syncComplete });
    }
    const pull = request.pull ?? 'incremental';
    if (pull === false) return;
    setState({ phase: 'pull' });
    const owner = pull === 'full' ? await signedInSession(userId) : null;
    if (owner) await resetAllSyncCursors(owner);
    await pullAll(userId, (assetLoad) => setState({ assetLoad }));
    // Not awaited: Firefox asks the user, and the sync must not wait for an answer.
    void askToKeepStorageAgain();
  } catch (error) {
    // The page is leaving: nothing to tell; the pull resumes at the next start.
    if (error instanceof PullStoppedError) return;
    console.error('Loading data failed', error);
    setState({ lastError: error instanceof Error ? error.message : String(error) });
    // No connection is the field's normal state, not a failure: the device works on from its store.
    say({ severity: isNoResponse(error) ? 'warning' : 'error', text: loadErrorMessage(error) });
  } finally {
    setState({ syncing: false, phase: 'idle', progress: null });
  }
}

async function exclusive(task: () => Promise<void>): Promise<void> {
  // One sync run at a time, across tabs too where the browser offers Web Locks.
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    await navigator.locks.request('verge-sync', task);
  } else {
    await task();
  }
}

/**
 * Ask for a sync run. Only one runs at a time; a request made while one runs is merged into a single
 * follow-up run. Resolves when the run that covers this request has finished.
 */
export function requestSync(request: SyncRequest): Promise<void> {
  if (running) {
    queued = queued ? merge(queued, request) : request;
    return running;
  }
  running = (async () => {
    let next: SyncRequest | null = request;
    while (next) {
      const current: SyncRequest = next;
      queued = null;
      await exclusive(() => run(current));
      next = queued;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The user's Retry of a refused or backed-off command: send it again now. */
export async function retryCommand(seq: number): Promise<void> {
  await releaseCommand(seq);
  void requestSync({ reason: 'button' });
}

/** First entry after login or reload: reset sync cursors of incomplete caches, then upload and refresh. */
export async function syncOnEntry(): Promise<void> {
  const owner = await signedInSession();
  if (owner) await resetIncompleteSyncCursors(owner);
  await requestSync({ reason: 'entry' });
}

let started = false;

/** Wire the automatic triggers: after every local save, and when the browser comes back online. */
export function startSyncTriggers(): () => void {
  if (started) return () => {};
  started = true;
  const offSave = onCommandQueued(() => void requestSync({ reason: 'save' }));
  const online = () => void requestSync({ reason: 'online' });
  window.addEventListener('online', online);
  return () => {
    started = false;
    offSave();
    window.removeEventListener('online', online);
  };
}
