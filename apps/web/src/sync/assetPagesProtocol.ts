import type { WireError } from '../api/wireErrors';
import type { AssetLoad, SessionOwner, UpdateMarker } from '../local/db';

/** What the page asks of the asset-pages worker: one full pull, from where the marker stands. */
export interface AssetPagesRequest {
  owner: SessionOwner;
  assetId: number;
  marker: UpdateMarker;
  /** The user's token when the pull starts, and where the API is. */
  token: string | null;
  baseUrl: string;
}

/**
 * What the worker tells the page: how far it got, a token the server refreshed, the server's app version, and how
 * the pull ended. The rows themselves never cross: the worker stores them.
 */
export type AssetPagesMessage =
  | { type: 'load'; load: AssetLoad | null }
  | { type: 'token'; token: string | null; previous: string | null }
  | { type: 'version'; version: string }
  | { type: 'done' }
  | { type: 'failed'; error: WireError };
