import { environment } from '../api/environment';
import { getToken, setToken } from '../api/tokens';
import { errorFromWire } from '../api/wireErrors';
import type { SessionOwner, SyncCursor } from '../store/db';
import { receiveWrittenRows } from '../store/writtenRows';
import { type AssetLoadListener, pullAssetPages } from './assetPages';
import type { AssetPagesMessage, AssetPagesRequest } from './assetPagesProtocol';

/** A full pull stopped because the page was leaving; the next sync resumes it from its last written page. */
export class PullStoppedError extends Error {
  override readonly name = 'PullStoppedError';
  constructor() {
    super('The sync stopped as the page was left; it resumes at the next sync.');
  }
}

/**
 * pullAssetPages in a module worker: the page only hears the progress, the rows each page stored, a refreshed token (kept unless the session
 * moved on meanwhile, as callApi does), the server's version, and the outcome, its failure rebuilt as the class
 * the engine classifies. When the page is hidden for good or put in the back-forward cache (pagehide), the worker
 * is told to let go of the local database first: a worker ended in the middle of a write would leave it locked in
 * WebKit. Where the browser has no workers (unit tests) the pull runs here.
 */
export function pullAssetPagesOffThread(
  owner: SessionOwner,
  assetId: number,
  cursor: SyncCursor,
  onLoad: AssetLoadListener,
): Promise<void> {
  if (typeof Worker === 'undefined') return pullAssetPages(owner, assetId, cursor, onLoad);
  const worker = new Worker(new URL('./assetPages.worker.ts', import.meta.url), { type: 'module' });
  const ask = (request: AssetPagesRequest) => worker.postMessage(request);
  const stop = () => ask({ type: 'stop' });
  window.addEventListener('pagehide', stop);
  return new Promise<void>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<AssetPagesMessage>) => {
      if (data.type === 'load') onLoad(data.load);
      else if (data.type === 'rows') receiveWrittenRows(data.tag, data.rows);
      else if (data.type === 'token') {
        if (getToken('user') === data.previous) setToken('user', data.token);
      } else if (data.type === 'version') environment.onVersion?.(data.version);
      else if (data.type === 'done') resolve();
      else if (data.type === 'stopped') reject(new PullStoppedError());
      else reject(errorFromWire(data.error));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The sync worker failed'));
    ask({
      type: 'pull',
      owner,
      assetId,
      cursor,
      token: getToken('user'),
      baseUrl: environment.baseUrl,
    });
  }).finally(() => {
    window.removeEventListener('pagehide', stop);
    worker.terminate();
  });
}
