import { renderHook } from '@testing-library/react';
import { GPS_ACCURACY_CUTOFF_M, GPS_TIMEOUT_MS } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import {
  HOME,
  north,
  removeGeolocation,
  scriptedGeolocationPerTest,
} from '../../../test/scriptedGeolocation';
import { LOCATION_UNSUPPORTED } from './devicePosition';
import { useDevicePosition } from './useDevicePosition';

const geo = scriptedGeolocationPerTest();

describe('useDevicePosition', () => {
  it('watches with high accuracy, the 5000 ms time-out and no cached position', () => {
    renderHook(() => useDevicePosition());
    expect(geo.options).toEqual([{ enableHighAccuracy: true, timeout: GPS_TIMEOUT_MS, maximumAge: 0 }]);
    expect(geo.watchers.size).toBe(1);
  });

  it('takes fixes of 25 m or better and ignores worse ones', () => {
    const { result } = renderHook(() => useDevicePosition());
    geo.move(north(0), GPS_ACCURACY_CUTOFF_M + 25);
    expect(result.current.position).toBeNull();
    expect(result.current.error).toBe('GPS accuracy is 50 m; waiting for 25 m or better.');
    geo.move(north(10), GPS_ACCURACY_CUTOFF_M);
    expect(result.current).toEqual({ position: north(10), accuracy: 25, error: null });
    geo.move(north(20), 26);
    expect(result.current.position).toEqual(north(10));
    expect(result.current.error).toBeNull();
  });

  it('reports errors as text and keeps the last position', () => {
    const { result } = renderHook(() => useDevicePosition());
    geo.fail(1);
    expect(result.current.error).toMatch(/permission was denied/);
    geo.move(HOME);
    geo.fail(3);
    expect(result.current.position).toEqual(HOME);
    expect(result.current.error).toMatch(/No GPS fix yet/);
  });

  it('does not watch while disabled and stops when disabled or unmounted', () => {
    const { rerender, unmount } = renderHook(({ on }) => useDevicePosition(on), {
      initialProps: { on: false },
    });
    expect(geo.watchers.size).toBe(0);
    rerender({ on: true });
    expect(geo.watchers.size).toBe(1);
    rerender({ on: false });
    expect(geo.watchers.size).toBe(0);
    rerender({ on: true });
    unmount();
    expect(geo.watchers.size).toBe(0);
  });

  it('shares one watch: a newcomer gets the live fix at once; the watch and its fix end with the last user', () => {
    const first = renderHook(() => useDevicePosition());
    geo.move(HOME, 8);
    const second = renderHook(() => useDevicePosition());
    expect(geo.watchers.size).toBe(1);
    expect(second.result.current).toEqual({ position: HOME, accuracy: 8, error: null });
    first.unmount();
    geo.move(north(30));
    expect(second.result.current.position).toEqual(north(30));
    second.unmount();
    expect(geo.watchers.size).toBe(0);
    const third = renderHook(() => useDevicePosition());
    expect(third.result.current.position).toBeNull();
  });

  it('tells a newcomer the error of the shared watch while there is no fix', () => {
    renderHook(() => useDevicePosition());
    geo.fail(1);
    const late = renderHook(() => useDevicePosition());
    expect(late.result.current.error).toMatch(/permission was denied/);
  });

  it('says so when the device has no location service', () => {
    removeGeolocation();
    const { result } = renderHook(() => useDevicePosition());
    expect(result.current.error).toBe(LOCATION_UNSUPPORTED);
  });
});
