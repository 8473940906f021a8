import { MESSAGES } from '@verge/domain';
import { useSyncExternalStore } from 'react';
import { loadErrorMessage } from '../api/errors';
import { decodeToken, getToken } from '../api/tokens';
import {
  APP_MARKER,
  assetMarkerKey,
  RELATIONS_MARKER,
  resetIncompleteMarkers,
  setMarker,
} from '../local/cache';
import { onLocalSave } from '../local/outbox';
import { getSetting } from '../local/settings';
import { pullAll } from './pull';
import { type PushResult, pushOutbox } from './push';

export type SyncReason = 'entry' | 'login' | 'save' | 'online' | 'button' | 'update' | 'asset';

export interface SyncRequest {
  reason: SyncReason;
  /** Upload the outbox first (default true). */
  push?: boolean;
  /** Refresh from the server: incremental, full (markers reset first), or not at all. */
  pull?: 'incremental' | 'full' | false;
}

export interface SyncState {
  syncing: boolean;
  phase: 'idle' | 'push' | 'pull';
  lastError: string | null;
}

export type SyncMessage = { severity: 'info' | 'success' | 'error'; text: string };
type MessageListener = (message: SyncMessage) => void;

let state: SyncState = { syncing: false, phase: 'idle', lastError: null };
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

function merge(a: SyncRequest, b: SyncRequest): SyncRequest {
  const pullRank = { full: 2, incremental: 1, false: 0 } as const;
  const pa = a.pull ?? 'incremental';
  const pb = b.pull ?? 'incremental';
  return {
    reason: b.reason,
    push: (a.push ?? true) || (b.push ?? true),
    pull: pullRank[`${pa}`] >= pullRank[`${pb}`] ? pa : pb,
  };
}

async function resetMarkers(): Promise<void> {
  await setMarker(APP_MARKER, null);
  await setMarker(RELATIONS_MARKER, null);
  const assetId = await getSetting('selectedAssetId');
  if (assetId !== null) await setMarker(assetMarkerKey(assetId), null);
}

/** One run: upload the outbox, then (when it emptied) refresh from the server. */
async function run(request: SyncRequest): Promise<void> {
  const userId = decodeToken(getToken('user'))?.data.userId;
  if (!userId) return;
  setState({ syncing: true, phase: 'push', lastError: null });
  try {
    let pushed: PushResult = { uploaded: 0, remaining: 0, error: null };
    if (request.push ?? true) pushed = await pushOutbox();
    if (pushed.error) console.error('Sync stopped', pushed.error);
    if (pushed.remaining > 0) {
      say({ severity: 'info', text: MESSAGES.uploadFailed });
      setState({ lastError: pushed.error instanceof Error ? pushed.error.message : MESSAGES.uploadFailed });
      return;
    }
    if (pushed.uploaded > 0) say({ severity: 'success', text: MESSAGES.syncComplete });
    const pull = request.pull ?? 'incremental';
    if (pull === false) return;
    setState({ phase: 'pull' });
    if (pull === 'full') await resetMarkers();
    await pullAll(userId);
  } catch (error) {
    console.error('Loading data failed', error);
    setState({ lastError: error instanceof Error ? error.message : String(error) });
    say({ severity: 'error', text: loadErrorMessage(error) });
  } finally {
    setState({ syncing: false, phase: 'idle' });
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

/** First entry after login or reload: reset markers of incomplete caches, then upload and refresh. */
export async function syncOnEntry(): Promise<void> {
  await resetIncompleteMarkers();
  await requestSync({ reason: 'entry' });
}

let started = false;

/** Wire the automatic triggers: after every local save, and when the browser comes back online. */
export function startSyncTriggers(): () => void {
  if (started) return () => {};
  started = true;
  const offSave = onLocalSave(() => void requestSync({ reason: 'save' }));
  const online = () => void requestSync({ reason: 'online' });
  window.addEventListener('online', online);
  return () => {
    started = false;
    offSave();
    window.removeEventListener('online', online);
  };
}
