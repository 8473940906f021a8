/**
 * The full asset pull off the page's thread: each page fetched, parsed and stored here (pullAssetPages, the same
 * code the page would run), so a 100,000-issue first sync never blocks the page and its rows are never all held
 * there. Dexie tells the page's live queries of every write (BroadcastChannel); the rows a page stored for the lists
 * follow, so that they are not read back while the next page waits to be written. When the page leaves it says stop:
 * the write in flight is aborted and the connection closed before the browser ends this worker (releaseStore).
 */
import '../../zodWithoutEval';
import { configureApi } from '../api/environment';
import { onTokenChange, primeTokens } from '../api/tokens';
import { errorToWire } from '../api/wireErrors';
import { ASSET_ROW_TABLES } from '../store/assetRows';
import { db } from '../store/db';
import { releaseStore } from '../store/openTransactions';
import { publishWrittenRows } from '../store/writtenRows';
import { pullAssetPages } from './assetPages';
import type { AssetPagesMessage, AssetPagesPull, AssetPagesRequest } from './assetPagesProtocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AssetPagesRequest>) => void) | null;
  postMessage(message: AssetPagesMessage): void;
};
const post = (message: AssetPagesMessage) => scope.postMessage(message);
let stopped = false;

async function pull(data: AssetPagesPull): Promise<void> {
  configureApi({ baseUrl: data.baseUrl, onVersion: (version) => post({ type: 'version', version }) });
  primeTokens({ user: data.token });
  publishWrittenRows(ASSET_ROW_TABLES, (tag, rows) => post({ type: 'rows', tag, rows }));
  onTokenChange((kind, token, previous) => {
    if (kind === 'user') post({ type: 'token', token, previous });
  });
  try {
    await pullAssetPages(data.owner, data.assetId, data.cursor, (load) => post({ type: 'load', load }));
    post(stopped ? { type: 'stopped' } : { type: 'done' });
  } catch (error) {
    // Stopped, the aborted write and the closed database fail the pull; that is the stop, not a failure.
    post(stopped ? { type: 'stopped' } : { type: 'failed', error: errorToWire(error) });
  }
}

scope.onmessage = ({ data }: MessageEvent<AssetPagesRequest>) => {
  if (data.type === 'pull') {
    void pull(data);
    return;
  }
  stopped = true;
  releaseStore(db);
};
