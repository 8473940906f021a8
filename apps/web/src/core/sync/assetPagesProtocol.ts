import type { WireError } from '../api/wireErrors';
import type { AssetLoad, SessionOwner, SyncCursor } from '../store/db';
import type { PostedRows } from '../store/writtenRows';

/**
 * What the page asks of the asset-pages worker: one full pull, from where the sync cursor stands; or, as the page leaves,
 * to stop writing and let go of the local database at once.
 */
export type AssetPagesRequest = AssetPagesPull | { type: 'stop' };

export interface AssetPagesPull {
  type: 'pull';
  owner: SessionOwner;
  assetId: number;
  cursor: SyncCursor;
  /** The user's token when the pull starts, and where the API is. */
  token: string | null;
  baseUrl: string;
}

/**
 * What the worker tells the page: how far it got, the rows each page stored (for the lists, which would otherwise
 * read them back), a token the server refreshed, the server's app version, and how the pull ended ('stopped': at the
 * page's word).
 */
export type AssetPagesMessage =
  | { type: 'load'; load: AssetLoad | null }
  | { type: 'rows'; tag: number; rows: PostedRows }
  | { type: 'token'; token: string | null; previous: string | null }
  | { type: 'version'; version: string }
  | { type: 'done' }
  | { type: 'stopped' }
  | { type: 'failed'; error: WireError };
