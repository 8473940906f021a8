import type { AssetSyncResponse } from '../sync';

export const SYNC_FIXTURE_SINCE = '2026-06-01T10:00:00.000Z';

/** An asset pull answer holding nothing but `changes`: a last page, or an incremental pull. */
export function assetSyncFixture(changes: Partial<AssetSyncResponse> = {}): AssetSyncResponse {
  return {
    since: SYNC_FIXTURE_SINCE,
    areas: [],
    issues: [],
    subAssets: [],
    assetAssociatedSpecies: [],
    culverts: [],
    culvertInspections: [],
    removed: { assetSpecies: [] },
    nextCursor: null,
    ...changes,
  };
}
