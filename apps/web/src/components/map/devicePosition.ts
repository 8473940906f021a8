import { GPS_ACCURACY_CUTOFF_M, GPS_TIMEOUT_MS, type Position } from '@verge/domain';
import { noteDevicePosition } from '../../core/device';

/** Spec 1: device GPS watched with high accuracy, time-out 5000 ms, no cached position. */
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GPS_TIMEOUT_MS,
  maximumAge: 0,
};

export const LOCATION_UNSUPPORTED = 'Location is not available on this device.';

/** The user's words for a failed position request. */
export function positionErrorText(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'Location permission was denied. Allow location access for this site to use GPS.';
    case error.TIMEOUT:
      return 'No GPS fix yet. Still trying; move to open sky if this persists.';
    default:
      return 'Your location is unavailable. Check that location services are on.';
  }
}

/** The device's position now ([longitude, latitude]); rejects with the user's words when it cannot be had. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error(LOCATION_UNSUPPORTED));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve([position.coords.longitude, position.coords.latitude]),
      (error) => reject(new Error(positionErrorText(error))),
      WATCH_OPTIONS,
    );
  });
}

/** Said while only fixes worse than the cut-off arrive. */
export function inaccurateText(accuracy: number): string {
  return `GPS accuracy is ${Math.round(accuracy)} m; waiting for ${GPS_ACCURACY_CUTOFF_M} m or better.`;
}

export interface WatchHandlers {
  /** An accepted fix: [longitude, latitude] and its accuracy in metres. */
  onFix: (position: Position, accuracy: number) => void;
  /** A fix ignored for its accuracy (worse than the cut-off). */
  onInaccurate?: (accuracy: number) => void;
  onError: (text: string) => void;
}

/** The one watch of the device that every subscriber shares, with its last accepted fix or error. */
const subscribers = new Set<WatchHandlers>();
let clearDeviceWatch: (() => void) | null = null;
let lastFix: { position: Position; accuracy: number } | null = null;
let lastError: string | null = null;

function startDeviceWatch(geolocation: Geolocation): void {
  const id = geolocation.watchPosition(
    ({ coords }) => {
      if (coords.accuracy > GPS_ACCURACY_CUTOFF_M) {
        for (const s of subscribers) s.onInaccurate?.(coords.accuracy);
        return;
      }
      const fix = { position: [coords.longitude, coords.latitude] as Position, accuracy: coords.accuracy };
      lastFix = fix;
      lastError = null;
      noteDevicePosition(fix.position);
      for (const s of subscribers) s.onFix(fix.position, fix.accuracy);
    },
    (error) => {
      const text = positionErrorText(error);
      lastError = text;
      for (const s of subscribers) s.onError(text);
    },
    WATCH_OPTIONS,
  );
  clearDeviceWatch = () => geolocation.clearWatch(id);
}

/**
 * Follow the device position; fixes worse than the accuracy cut-off are not passed on. All subscribers share
 * one watch: a newcomer gets the watch's last fix (or its error) at once, as a browser hands a new watch only
 * the next change of position. The watch ends, and what it learnt is forgotten, when the last subscriber leaves.
 * Returns the unsubscribe function.
 */
export function watchDevicePosition(handlers: WatchHandlers): () => void {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    handlers.onError(LOCATION_UNSUPPORTED);
    return () => {};
  }
  subscribers.add(handlers);
  if (!clearDeviceWatch) startDeviceWatch(geolocation);
  else if (lastFix) handlers.onFix(lastFix.position, lastFix.accuracy);
  else if (lastError) handlers.onError(lastError);
  return () => {
    if (!subscribers.delete(handlers) || subscribers.size > 0) return;
    clearDeviceWatch?.();
    clearDeviceWatch = null;
    lastFix = null;
    lastError = null;
  };
}
