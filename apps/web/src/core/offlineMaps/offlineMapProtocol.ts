import type { ZoomRange } from '@verge/domain';
import type { OfflineMapManifest } from '../store/offlineMapStore';

/** What an offline map is drawn from, and where its tiles come from. */
export interface OfflineMapPlan {
  assetId: number;
  bufferMetres: number;
  zooms: ZoomRange;
  /** The imagery template, and the LSD grid's (null: not stored). */
  sources: { imagery: string; lsd: string | null };
}

export interface OfflineMapJob extends OfflineMapPlan {
  assetName: string;
  companyId: number | null;
  /** Also fetch again the tiles stored more than OFFLINE_MAP.staleDays ago. */
  refresh: boolean;
}

/** The tiles a plan takes, before anything is downloaded. */
export interface OfflineMapEstimate {
  assetId: number;
  /** Tiles of the corridor, every layer. */
  tiles: number;
  /** Of those, already stored on the device. */
  stored: number;
  estimatedBytes: number;
  /** More than OFFLINE_MAP.tilesMax: not offered. */
  tooMany: boolean;
}

export interface OfflineMapProgress {
  assetId: number;
  /** Tiles of the corridor, every layer, and how many are stored now. */
  total: number;
  done: number;
  bytes: number;
  failed: number;
  /** Time spent downloading this run, and the tiles it fetched: the rate that estimates the time left. */
  elapsedMs: number;
  fetched: number;
  /** Waiting for the connection to come back. */
  waiting: boolean;
}

export type OfflineMapRequest =
  | { type: 'plan'; plan: OfflineMapPlan; requestId: number }
  | { type: 'download'; job: OfflineMapJob }
  | { type: 'pause' }
  | { type: 'cancel' }
  | { type: 'online' };

export type OfflineMapMessage =
  | { type: 'estimate'; requestId: number; estimate: OfflineMapEstimate }
  | { type: 'progress'; progress: OfflineMapProgress }
  | {
      type: 'ended';
      assetId: number;
      outcome: 'complete' | 'incomplete' | 'paused' | 'cancelled';
      manifest: OfflineMapManifest | null;
    }
  | { type: 'failed'; assetId: number | null; requestId: number | null; message: string };
