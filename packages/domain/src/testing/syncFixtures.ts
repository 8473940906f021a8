import { type AssetSyncResponse, emptyAssetSync } from '../sync';

export const SYNC_FIXTURE_SINCE = '2026-06-01T10:00:00.000Z';

/** An asset pull answer holding nothing but `changes`: a last page, or an incremental pull. */
export function assetSyncFixture(changes: Partial<AssetSyncResponse> = {}): AssetSyncResponse {
  return { ...emptyAssetSync(SYNC_FIXTURE_SINCE), ...changes };
}
