import type { ZoomRange } from '@verge/domain';
import { useSyncExternalStore } from 'react';
import { lsdTileTemplate, mapSources } from './mapSources';
import {
  type OfflineMapsState,
  offlineMapsSnapshot,
  subscribeOfflineMaps,
} from './offlineMaps/offlineMapDownloads';
import type { OfflineMapPlan } from './offlineMaps/offlineMapProtocol';

export type { OfflineMapsState } from './offlineMaps/offlineMapDownloads';
export {
  cancelOfflineMap,
  estimateOfflineMap,
  offlineMapsSupported,
  pauseOfflineMap,
  removeOfflineMap,
  startOfflineMap,
} from './offlineMaps/offlineMapDownloads';
export type { OfflineMapEstimate, OfflineMapProgress } from './offlineMaps/offlineMapProtocol';
export type { OfflineLayer, OfflineMapManifest } from './store/offlineMapStore';
export { enlargedStoredTile, storedTile } from './store/offlineMapStore';

/**
 * A part of what is known of offline maps (the maps on this device, the download under way, …), kept current. A
 * screen takes only the part it draws: the download's progress changes four times a second.
 */
export function useOfflineMaps<T>(select: (state: OfflineMapsState) => T): T {
  return useSyncExternalStore(subscribeOfflineMaps, () => select(offlineMapsSnapshot()));
}

/**
 * Whether this deployment lets devices store its imagery (MAP_TILES_OFFLINE or MAP_OFFLINE_TILE_URL), and whether
 * the LSD grid may be stored with it (LSD_WMS_OFFLINE).
 */
export function offlineMapSources(): { offered: boolean; lsd: boolean } {
  const sources = mapSources();
  return {
    offered: sources.offlineTileUrl !== null,
    lsd: sources.offlineTileUrl !== null && sources.lsdWmsOffline,
  };
}

/** The plan of an asset's offline map from the user's choices, with the deployment's sources; null if not offered. */
export function offlineMapPlan(
  assetId: number,
  bufferMetres: number,
  zooms: ZoomRange,
  withLsd: boolean,
): OfflineMapPlan | null {
  const sources = mapSources();
  if (sources.offlineTileUrl === null) return null;
  return {
    assetId,
    bufferMetres,
    zooms,
    sources: {
      imagery: sources.offlineTileUrl,
      lsd: withLsd && sources.lsdWmsOffline ? lsdTileTemplate(sources.lsdWmsUrl) : null,
    },
  };
}
