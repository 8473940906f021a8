/**
 * Offline maps off the page's thread: the corridor worked out from the asset's rows in the local store (50,000
 * issues take a second or two), and its tiles fetched a few at a time into the asset's cache. The cache is the
 * record of progress: a download resumed after a reload, a pause or a lost connection skips what it holds. The
 * page hears a progress report four times a second at most, and the outcome.
 */
import '../../zodWithoutEval';
import {
  assetCorridorShapes,
  type CorridorTiles,
  corridorTileList,
  corridorTiles,
  OFFLINE_MAP,
  type TileId,
  tileUrl,
} from '@verge/domain';
import { db } from '../store/db';
import {
  type OfflineLayer,
  type OfflineMapManifest,
  offlineMapCacheName,
  readManifest,
  tileName,
  tileNamePath,
  tileOfPath,
  writeManifest,
} from '../store/offlineMapStore';
import type {
  OfflineMapEstimate,
  OfflineMapJob,
  OfflineMapMessage,
  OfflineMapPlan,
  OfflineMapProgress,
  OfflineMapRequest,
} from './offlineMapProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OfflineMapRequest>) => void) | null;
  postMessage(message: OfflineMapMessage): void;
  addEventListener(type: 'online', listener: () => void): void;
};
const post = (message: OfflineMapMessage) => scope.postMessage(message);

/** Marks the download's own requests, so the service worker's cache of tiles seen in passing leaves them alone. */
const FETCH_INIT: RequestInit = { cache: 'no-store' };
const PROGRESS_EVERY_MS = 250;
const MANIFEST_EVERY_MS = 3_000;
/** Waits before the second and third tries of a tile. */
const RETRY_DELAYS_MS = [1_000, 3_000];

const layersOf = (plan: OfflineMapPlan): OfflineLayer[] =>
  plan.sources.lsd ? ['imagery', 'lsd'] : ['imagery'];

async function corridorOf(plan: OfflineMapPlan): Promise<CorridorTiles> {
  const [areas, issues, culverts] = await Promise.all([
    db.areas.where('assetId').equals(plan.assetId).toArray(),
    db.issues.where('assetId').equals(plan.assetId).toArray(),
    db.culverts.where('assetId').equals(plan.assetId).toArray(),
  ]);
  return corridorTiles(assetCorridorShapes({ areas, issues, culverts }), plan.bufferMetres, plan.zooms);
}

/** The stored tiles' names and sizes, read from each entry's headers (no body is read). */
async function storedTiles(cache: Cache): Promise<Map<string, { bytes: number; storedAt: number }>> {
  const stored = new Map<string, { bytes: number; storedAt: number }>();
  const requests = await cache.keys();
  for (let i = 0; i < requests.length; i += 100) {
    await Promise.all(
      requests.slice(i, i + 100).map(async (request) => {
        const name = tileOfPath(new URL(request.url).pathname);
        const response = name ? await cache.match(request) : undefined;
        if (!name || !response) return;
        stored.set(name, {
          bytes: Number(response.headers.get('X-Tile-Bytes')) || 0,
          storedAt: Date.parse(response.headers.get('X-Stored-At') ?? '') || 0,
        });
      }),
    );
  }
  return stored;
}

async function estimate(plan: OfflineMapPlan): Promise<OfflineMapEstimate> {
  const corridor = await corridorOf(plan);
  const layers = layersOf(plan);
  const tiles = corridor.count * layers.length;
  const cacheName = offlineMapCacheName(plan.assetId);
  let stored = 0;
  let storedBytes = 0;
  if (await caches.has(cacheName)) {
    const held = await storedTiles(await caches.open(cacheName));
    for (const layer of layers)
      for (const tile of corridorTileList(corridor)) {
        const entry = held.get(tileName(layer, tile));
        if (!entry) continue;
        stored += 1;
        storedBytes += entry.bytes;
      }
  }
  const perTile = stored > 0 ? storedBytes / stored : OFFLINE_MAP.estimatedTileBytes;
  return {
    assetId: plan.assetId,
    tiles,
    stored,
    estimatedBytes: Math.round(storedBytes + (tiles - stored) * perTile),
    tooMany: tiles > OFFLINE_MAP.tilesMax,
  };
}

/** The running download's controls: at most one runs at a time. */
let control: { paused: boolean; cancelled: boolean; abort: AbortController } | null = null;
/** The lanes waiting for the connection. */
const waiters = new Set<() => void>();
const wake = () => {
  for (const waiter of [...waiters]) waiter();
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the connection is back (the page says so, the worker hears it, or a look every 5 s), or on a stop. */
function connectionBack(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (navigator.onLine || !control || control.paused || control.cancelled) done();
    }, 5_000);
    const done = () => {
      clearInterval(timer);
      waiters.delete(done);
      resolve();
    };
    waiters.add(done);
  });
}

class StorageFullError extends Error {}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

async function download(job: OfflineMapJob): Promise<void> {
  const abort = new AbortController();
  const run = { paused: false, cancelled: false, abort };
  control = run;
  const cacheName = offlineMapCacheName(job.assetId);
  const existed = await caches.has(cacheName);
  const cache = await caches.open(cacheName);
  const previous = await readManifest(cache);
  const corridor = await corridorOf(job);
  const layers = layersOf(job);
  const total = corridor.count * layers.length;
  if (total > OFFLINE_MAP.tilesMax) {
    if (!existed) await caches.delete(cacheName);
    control = null;
    post({
      type: 'failed',
      assetId: job.assetId,
      requestId: null,
      message: `This map would take ${total.toLocaleString('en-US')} tiles, more than the ${OFFLINE_MAP.tilesMax.toLocaleString('en-US')} an offline map may hold: choose a smaller buffer or fewer zooms.`,
    });
    post({ type: 'ended', assetId: job.assetId, outcome: 'cancelled', manifest: previous });
    return;
  }
  const wanted: { layer: OfflineLayer; tile: TileId; name: string }[] = [];
  for (const layer of layers)
    for (const tile of corridorTileList(corridor)) wanted.push({ layer, tile, name: tileName(layer, tile) });
  const wantedNames = new Set(wanted.map((entry) => entry.name));
  const held = await storedTiles(cache);
  // Tiles no longer in the corridor (a smaller buffer or zoom range) leave; another imagery source, or a refresh
  // of tiles past their age, fetches them again.
  const staleBefore = job.refresh ? Date.now() - OFFLINE_MAP.staleDays * 86_400_000 : 0;
  const otherSource = previous !== null && previous.source !== job.sources.imagery;
  const fetchAgain = (name: string) => {
    const entry = held.get(name);
    return !entry || entry.storedAt < staleBefore || (otherSource && name.startsWith('imagery/'));
  };
  let bytes = 0;
  let done = 0;
  for (const [name, entry] of held) {
    if (!wantedNames.has(name)) await cache.delete(tileNamePath(name));
    else if (!fetchAgain(name)) {
      bytes += entry.bytes;
      done += 1;
    }
  }
  const toFetch = wanted.filter((entry) => fetchAgain(entry.name));
  const now = new Date().toISOString();
  const manifest: OfflineMapManifest = {
    assetId: job.assetId,
    assetName: job.assetName,
    companyId: job.companyId,
    bufferMetres: job.bufferMetres,
    zooms: job.zooms,
    layers,
    source: job.sources.imagery,
    tileCount: total,
    storedCount: done,
    bytes,
    failed: [],
    state: 'downloading',
    startedAt: previous?.startedAt ?? now,
    updatedAt: now,
    completedAt: previous?.completedAt ?? null,
  };
  const failed: string[] = [];
  const started = performance.now();
  let fetched = 0;
  let waiting = false;
  const progress = (): OfflineMapProgress => ({
    assetId: job.assetId,
    total,
    done,
    bytes,
    failed: failed.length,
    elapsedMs: performance.now() - started,
    fetched,
    waiting,
  });
  const flush = (state: OfflineMapManifest['state']) =>
    writeManifest(cache, {
      ...manifest,
      storedCount: done,
      bytes,
      failed: [...failed],
      state,
      updatedAt: new Date().toISOString(),
      completedAt:
        state === 'complete' || state === 'incomplete' ? new Date().toISOString() : manifest.completedAt,
    });
  await flush('downloading');
  post({ type: 'progress', progress: progress() });
  const reporter = setInterval(() => post({ type: 'progress', progress: progress() }), PROGRESS_EVERY_MS);
  const saver = setInterval(() => void flush('downloading').catch(() => {}), MANIFEST_EVERY_MS);

  const fetchTile = async (entry: (typeof wanted)[number]): Promise<void> => {
    const template = entry.layer === 'imagery' ? job.sources.imagery : (job.sources.lsd ?? '');
    const url = tileUrl(template, entry.tile);
    for (let attempt = 0; attempt < OFFLINE_MAP.attempts; ) {
      if (run.paused || run.cancelled) return;
      if (!navigator.onLine) {
        waiting = true;
        await connectionBack();
        waiting = false;
        continue;
      }
      let response: Response;
      let body: Blob | null = null;
      try {
        response = await fetch(url, { ...FETCH_INIT, signal: abort.signal });
        // The body is read here too: a cancel or a lost connection can cut it as well as the request.
        if (response.ok) body = await response.blob();
      } catch {
        if (run.cancelled) return;
        // A request cut by a lost connection is not the tile's fault: it waits for the connection, not a try.
        if (!navigator.onLine) continue;
        attempt += 1;
        if (attempt < OFFLINE_MAP.attempts) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 3_000);
        continue;
      }
      if (body) {
        try {
          await cache.put(
            tileNamePath(entry.name),
            new Response(body, {
              headers: {
                'Content-Type': response.headers.get('Content-Type') ?? body.type,
                'X-Tile-Bytes': String(body.size),
                'X-Stored-At': new Date().toISOString(),
              },
            }),
          );
        } catch (error) {
          throw isQuotaError(error) ? new StorageFullError() : error;
        }
        done += 1;
        fetched += 1;
        bytes += body.size;
        return;
      }
      attempt += 1;
      // A tile the source does not have (404, or refused) will not come on a second try.
      if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      if (attempt < OFFLINE_MAP.attempts) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 3_000);
    }
    if (!run.paused && !run.cancelled) failed.push(entry.name);
  };

  let next = 0;
  let storageFull = false;
  const lane = async () => {
    while (next < toFetch.length && !run.paused && !run.cancelled && !storageFull) {
      const entry = toFetch[next++];
      if (!entry) return;
      try {
        await fetchTile(entry);
      } catch (error) {
        if (!(error instanceof StorageFullError)) throw error;
        storageFull = true;
      }
    }
  };
  // Every lane ends before the outcome is written, even when one fails: none may write after it.
  const lanes = await Promise.allSettled(Array.from({ length: OFFLINE_MAP.parallelRequests }, lane));
  clearInterval(reporter);
  clearInterval(saver);
  control = null;
  const broken = lanes.find((result) => result.status === 'rejected');
  if (broken) throw broken.reason;
  post({ type: 'progress', progress: progress() });
  if (run.cancelled) {
    // A first download cancelled leaves nothing; a refresh cancelled keeps the map with what it has fetched.
    if (previous === null || !existed) await caches.delete(cacheName);
    else await flush(failed.length > 0 || done < total ? 'incomplete' : 'complete');
    post({ type: 'ended', assetId: job.assetId, outcome: 'cancelled', manifest: null });
    return;
  }
  if (run.paused) {
    await flush('paused');
    post({ type: 'ended', assetId: job.assetId, outcome: 'paused', manifest: await readManifest(cache) });
    return;
  }
  const outcome = done === total ? 'complete' : 'incomplete';
  await flush(outcome);
  if (storageFull)
    post({
      type: 'failed',
      assetId: job.assetId,
      requestId: null,
      message: `This device ran out of storage: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tiles are stored. Free some space and press Resume.`,
    });
  post({ type: 'ended', assetId: job.assetId, outcome, manifest: await readManifest(cache) });
}

scope.addEventListener('online', wake);

scope.onmessage = ({ data }: MessageEvent<OfflineMapRequest>) => {
  switch (data.type) {
    case 'plan':
      estimate(data.plan).then(
        (result) => post({ type: 'estimate', requestId: data.requestId, estimate: result }),
        (error: unknown) =>
          post({
            type: 'failed',
            assetId: data.plan.assetId,
            requestId: data.requestId,
            message: String(error),
          }),
      );
      return;
    case 'download':
      if (control) return;
      download(data.job).catch((error: unknown) => {
        control = null;
        post({
          type: 'failed',
          assetId: data.job.assetId,
          requestId: null,
          message: isQuotaError(error)
            ? 'This device has no room for the offline map: free some space and press Resume.'
            : `The offline map could not be stored: ${error instanceof Error ? error.message : String(error)}`,
        });
        post({ type: 'ended', assetId: data.job.assetId, outcome: 'incomplete', manifest: null });
      });
      return;
    case 'pause':
      if (control) control.paused = true;
      wake();
      return;
    case 'cancel':
      if (control) {
        control.cancelled = true;
        control.abort.abort();
      }
      wake();
      return;
    case 'online':
      wake();
      return;
  }
};
