import { act, cleanup } from '@testing-library/react';
import type { Position } from '@verge/domain';
import { afterEach, beforeEach } from 'vitest';

type Watcher = { success: PositionCallback; error?: PositionErrorCallback | null; options?: PositionOptions };

/** A scripted stand-in for the browser's navigator.geolocation: the test says where the device is. */
export class ScriptedGeolocation {
  readonly watchers = new Map<number, Watcher>();
  readonly options: (PositionOptions | undefined)[] = [];
  private nextId = 1;

  watchPosition(success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) {
    const id = this.nextId++;
    this.watchers.set(id, { success, error, options });
    this.options.push(options);
    return id;
  }
  /** Forget every watch and the options asked for. */
  reset() {
    this.watchers.clear();
    this.options.length = 0;
  }
  clearWatch(id: number) {
    this.watchers.delete(id);
  }
  getCurrentPosition() {}

  /** Every watcher receives a fix. */
  move([longitude, latitude]: Position, accuracy = 5) {
    const coords = {
      longitude,
      latitude,
      accuracy,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
    } as GeolocationCoordinates;
    act(() => {
      for (const w of this.watchers.values())
        w.success({ coords, timestamp: Date.now() } as GeolocationPosition);
    });
  }
  fail(code: 1 | 2 | 3) {
    const error = {
      code,
      message: 'scripted',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError;
    act(() => {
      for (const w of this.watchers.values()) w.error?.(error);
    });
  }
}

const install = (value: ScriptedGeolocation | undefined) =>
  Object.defineProperty(navigator, 'geolocation', { value, configurable: true });

/**
 * The calling test file's stand-in for the browser's geolocation: installed afresh before each test; after each,
 * rendered trees are unmounted and the device has no geolocation again.
 */
export function scriptedGeolocationPerTest(): ScriptedGeolocation {
  const geo = new ScriptedGeolocation();
  beforeEach(() => {
    geo.reset();
    install(geo);
  });
  afterEach(() => {
    cleanup();
    install(undefined);
  });
  return geo;
}

/** No geolocation at all, as on a device without location service. */
export function removeGeolocation(): void {
  install(undefined);
}

/** Where the scripted device starts: the default map centre. */
export const HOME: Position = [-116.5765, 53.9333];
/** Metres north of HOME. */
export const north = (metres: number): Position => [HOME[0], HOME[1] + metres / 111_195];
