import { describe, expect, it } from 'vitest';
import type { OfflineMapManifest, OfflineMapProgress } from '../../core/offlineMaps';
import { OFFLINE_MAP_TEXT } from './offlineMapText';

const progress = (over: Partial<OfflineMapProgress>): OfflineMapProgress => ({
  assetId: 1,
  total: 1_000,
  done: 100,
  bytes: 2_000_000,
  failed: 0,
  elapsedMs: 10_000,
  fetched: 100,
  waiting: false,
  ...over,
});

const manifest = (over: Partial<OfflineMapManifest>): OfflineMapManifest => ({
  assetId: 1,
  assetName: 'Range Road 190',
  companyId: 1,
  bufferMetres: 250,
  zooms: { min: 12, max: 17 },
  layers: ['imagery'],
  source: 'https://tiles.example/{z}/{x}/{y}.png',
  tileCount: 460,
  storedCount: 460,
  bytes: 9_000_000,
  failed: [],
  state: 'complete',
  startedAt: '2026-11-30T08:00:00Z',
  updatedAt: '2026-11-30T08:01:00Z',
  completedAt: '2026-11-30T08:01:00Z',
  ...over,
});

describe('offline map texts', () => {
  it("estimate the time left from this run's rate, once it has one", () => {
    expect(OFFLINE_MAP_TEXT.timeLeft(progress({ fetched: 10 }))).toBeNull();
    // 900 tiles left at 10 a second.
    expect(OFFLINE_MAP_TEXT.timeLeft(progress({}))).toBe('About 2 minutes left');
    // A resumed run: the tiles stored before it do not count towards its rate.
    expect(OFFLINE_MAP_TEXT.timeLeft(progress({ done: 800, fetched: 100 }))).toBe('About a minute left');
    expect(OFFLINE_MAP_TEXT.timeLeft(progress({ waiting: true }))).toContain('Waiting for a connection');
  });

  it('say where a map stands', () => {
    expect(OFFLINE_MAP_TEXT.state(manifest({}), false)).toBe('Ready offline');
    expect(OFFLINE_MAP_TEXT.state(manifest({}), true)).toBe('Downloading');
    expect(OFFLINE_MAP_TEXT.state(manifest({ state: 'downloading', storedCount: 120 }), false)).toBe(
      'Paused at 120 of 460 tiles',
    );
    expect(OFFLINE_MAP_TEXT.state(manifest({ state: 'incomplete', failed: ['imagery/12/1/2'] }), false)).toBe(
      '1 tile missing',
    );
  });

  it('list the failed tiles, the first five', () => {
    const failed = Array.from({ length: 7 }, (_, i) => `imagery/12/1/${i}`);
    expect(OFFLINE_MAP_TEXT.failedTiles(failed)).toBe(
      '7 tiles failed after 3 tries (imagery/12/1/0, imagery/12/1/1, imagery/12/1/2, imagery/12/1/3, imagery/12/1/4 and 2 more). Refresh tries again.',
    );
  });
});
