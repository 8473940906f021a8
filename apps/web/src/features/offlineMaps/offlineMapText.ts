import { bytesText, OFFLINE_MAP } from '@verge/domain';
import type { OfflineMapEstimate, OfflineMapManifest, OfflineMapProgress } from '../../core/offlineMaps';

const count = (n: number) => n.toLocaleString('en-US');

/** What the offline maps screen says. */
export const OFFLINE_MAP_TEXT = {
  title: 'Offline maps',
  intro:
    'Download the satellite imagery around an asset’s work — its management areas, issues and culverts — before you leave coverage. Every map of that asset then shows it with no signal.',
  notOffered:
    'Offline maps are not offered here: the terms of this deployment’s map imagery do not allow storing it on a device. An administrator can add imagery that allows it (see the deployment guide).',
  notSupported: 'This browser cannot keep maps for offline use.',
  prompt: 'This asset has no offline map yet: download its imagery before you leave coverage.',
  promptAction: 'Prepare offline map',
  estimating: 'Working out the corridor…',
  estimate: (estimate: OfflineMapEstimate): string =>
    `${count(estimate.tiles)} tiles, about ${bytesText(estimate.estimatedBytes)}` +
    (estimate.stored > 0 ? ` (${count(estimate.stored)} already on this device)` : ''),
  tooMany: (estimate: OfflineMapEstimate): string =>
    `${count(estimate.tiles)} tiles is more than an offline map may hold: choose a smaller buffer or fewer zooms.`,
  free: (bytes: number): string => `About ${bytesText(bytes)} of storage is free for Verge on this device.`,
  notEnoughRoom: 'The map may not fit in the storage left on this device.',
  progress: (progress: OfflineMapProgress): string =>
    `${count(progress.done)} of ${count(progress.total)} tiles · ${bytesText(progress.bytes)}` +
    (progress.failed > 0 ? ` · ${count(progress.failed)} failed` : ''),
  timeLeft: (progress: OfflineMapProgress): string | null => {
    if (progress.waiting) return 'Waiting for a connection: the download goes on when it is back.';
    const left = progress.total - progress.done - progress.failed;
    if (progress.fetched < 20 || left <= 0) return null;
    const seconds = (left / progress.fetched) * (progress.elapsedMs / 1000);
    return seconds < 90 ? 'About a minute left' : `About ${Math.round(seconds / 60)} minutes left`;
  },
  zooms: (map: Pick<OfflineMapManifest, 'zooms'>): string => `zooms ${map.zooms.min}–${map.zooms.max}`,
  state: (map: OfflineMapManifest, running: boolean): string => {
    if (running) return 'Downloading';
    switch (map.state) {
      case 'complete':
        return 'Ready offline';
      case 'incomplete': {
        const missing = map.failed.length || map.tileCount - map.storedCount;
        return `${count(missing)} ${missing === 1 ? 'tile' : 'tiles'} missing`;
      }
      default:
        // 'downloading' with no download running: stopped by a reload or a closed tab.
        return `Paused at ${count(map.storedCount)} of ${count(map.tileCount)} tiles`;
    }
  },
  grown: (missing: number): string =>
    `The asset’s work has grown beyond this map: ${count(missing)} tiles to add. Refresh to fetch them.`,
  failedTiles: (failed: readonly string[]): string =>
    `${count(failed.length)} ${failed.length === 1 ? 'tile' : 'tiles'} failed after ${OFFLINE_MAP.attempts} tries (${failed.slice(0, 5).join(', ')}${failed.length > 5 ? ` and ${count(failed.length - 5)} more` : ''}). Refresh tries again.`,
  total: (bytes: number, maps: number): string =>
    `${maps === 1 ? 'This offline map takes' : `These ${maps} offline maps take`} ${bytesText(bytes)} on this device.`,
  deleteTitle: 'Delete offline map',
  deleteMessage: (map: OfflineMapManifest): string =>
    `Delete the offline map of ${map.assetName}? Its ${bytesText(map.bytes)} of imagery leave this device; the asset’s data stays.`,
  deleted: (name: string, bytes: number): string =>
    `Offline map of ${name} deleted: ${bytesText(bytes)} freed.`,
  ready: (name: string): string => `The offline map of ${name} is ready.`,
} as const;
