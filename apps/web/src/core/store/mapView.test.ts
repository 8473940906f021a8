import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { currentMapView, flushMapView, forgetMapView, MAP_VIEW_SAVE_DELAY_MS, saveMapView } from './mapView';
import { readSetting } from './settings';

const VIEW = { longitude: -116.57, latitude: 53.93, zoom: 15.5 };

afterEach(async () => {
  forgetMapView();
  vi.useRealTimers();
  await db.settings.clear();
});

describe('the shared map view', () => {
  it('is current at once and written to the settings only once the map has rested', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    saveMapView({ ...VIEW, zoom: 14 });
    saveMapView(VIEW);
    expect(currentMapView(null)).toEqual(VIEW);
    vi.advanceTimersByTime(MAP_VIEW_SAVE_DELAY_MS - 1);
    expect(await readSetting('mapPosition')).toBeNull();
    vi.advanceTimersByTime(1);
    await vi.waitFor(async () => expect(await readSetting('mapPosition')).toEqual(VIEW));
    expect(currentMapView(null)).toBeNull(); // written: the stored view is current again
  });

  it('is written at once on a flush, and a forgotten one never', async () => {
    saveMapView(VIEW);
    await flushMapView();
    expect(await readSetting('mapPosition')).toEqual(VIEW);

    saveMapView({ ...VIEW, zoom: 12 });
    forgetMapView();
    await flushMapView();
    expect(await readSetting('mapPosition')).toEqual(VIEW);
    expect(currentMapView(null)).toBeNull();
  });
});
