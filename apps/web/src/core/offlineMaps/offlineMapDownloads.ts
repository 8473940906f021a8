import { deleteOfflineMap, listOfflineMaps, type OfflineMapManifest } from '../store/offlineMapStore';
import type {
  OfflineMapEstimate,
  OfflineMapJob,
  OfflineMapMessage,
  OfflineMapPlan,
  OfflineMapProgress,
  OfflineMapRequest,
} from './offlineMapProtocol';

/** What the page knows of offline maps: those stored, the download running, and why the last one stopped. */
export interface OfflineMapsState {
  /** Null until read. */
  maps: OfflineMapManifest[] | null;
  /** The asset whose map is downloading in this tab, and how far it is. */
  running: {
    assetId: number;
    progress: OfflineMapProgress | null;
    stopping: 'pause' | 'cancel' | null;
  } | null;
  /** The last download's failure, in words, for its asset. */
  failure: { assetId: number; message: string } | null;
  /** How the last download in this tab ended (a new object each time), once `maps` shows it. */
  ended: { assetId: number; outcome: 'complete' | 'incomplete' | 'paused' | 'cancelled' } | null;
}

let state: OfflineMapsState = { maps: null, running: null, failure: null, ended: null };
const listeners = new Set<() => void>();

function update(next: Partial<OfflineMapsState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

async function readMaps(ended: OfflineMapsState['ended'] = state.ended): Promise<void> {
  update({ maps: await listOfflineMaps().catch(() => []), ended });
}

export function subscribeOfflineMaps(listener: () => void): () => void {
  listeners.add(listener);
  if (state.maps === null) void readMaps();
  return () => {
    listeners.delete(listener);
  };
}

export const offlineMapsSnapshot = (): OfflineMapsState => state;

/** Whether this browser can keep offline maps: a worker to download them and Cache Storage to keep them. */
export const offlineMapsSupported = (): boolean =>
  typeof Worker !== 'undefined' && typeof caches !== 'undefined';

let worker: Worker | null = null;
let nextRequest = 1;
const estimates = new Map<
  number,
  { resolve: (value: OfflineMapEstimate) => void; reject: (error: Error) => void }
>();

function onMessage({ data }: MessageEvent<OfflineMapMessage>): void {
  switch (data.type) {
    case 'estimate':
      estimates.get(data.requestId)?.resolve(data.estimate);
      estimates.delete(data.requestId);
      return;
    case 'progress':
      if (state.running?.assetId === data.progress.assetId)
        update({ running: { ...state.running, progress: data.progress } });
      return;
    case 'failed':
      if (data.requestId !== null) {
        estimates.get(data.requestId)?.reject(new Error(data.message));
        estimates.delete(data.requestId);
      } else if (data.assetId !== null) {
        update({ failure: { assetId: data.assetId, message: data.message } });
      }
      return;
    case 'ended':
      void readMaps({ assetId: data.assetId, outcome: data.outcome }).then(() => update({ running: null }));
      return;
  }
}

/** The one download worker of this tab, made on first use; it hears when the connection comes back. */
function ask(request: OfflineMapRequest): void {
  if (!worker) {
    worker = new Worker(new URL('./offlineMapDownload.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = onMessage;
    worker.onerror = (event) => {
      console.error('The offline map worker failed', event.message);
      if (state.running)
        update({
          running: null,
          failure: {
            assetId: state.running.assetId,
            message: 'The download stopped: press Resume to go on.',
          },
        });
      for (const pending of estimates.values()) pending.reject(new Error('The offline map worker failed'));
      estimates.clear();
    };
    window.addEventListener('online', () =>
      worker?.postMessage({ type: 'online' } satisfies OfflineMapRequest),
    );
  }
  worker.postMessage(request);
}

/** How many tiles, and about how many bytes, a plan takes (worked out in the worker: a large asset takes a while). */
export function estimateOfflineMap(plan: OfflineMapPlan): Promise<OfflineMapEstimate> {
  const requestId = nextRequest++;
  return new Promise((resolve, reject) => {
    estimates.set(requestId, { resolve, reject });
    ask({ type: 'plan', plan, requestId });
  });
}

/** Start or resume (from where it stopped) an asset's download; one runs at a time. */
export function startOfflineMap(job: OfflineMapJob): void {
  if (state.running) throw new Error('Another offline map is downloading: pause or cancel it first.');
  update({ running: { assetId: job.assetId, progress: null, stopping: null }, failure: null });
  ask({ type: 'download', job });
}

export function pauseOfflineMap(): void {
  if (!state.running) return;
  update({ running: { ...state.running, stopping: 'pause' } });
  ask({ type: 'pause' });
}

export function cancelOfflineMap(): void {
  if (!state.running) return;
  update({ running: { ...state.running, stopping: 'cancel' } });
  ask({ type: 'cancel' });
}

/** Delete an asset's offline map; resolves the bytes it held. */
export async function removeOfflineMap(assetId: number): Promise<number> {
  if (state.running?.assetId === assetId) throw new Error('Cancel the download before deleting this map.');
  const bytes = state.maps?.find((map) => map.assetId === assetId)?.bytes ?? 0;
  await deleteOfflineMap(assetId);
  await readMaps();
  return bytes;
}
