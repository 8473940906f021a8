import { GPS_ACCURACY_CUTOFF_M, type Position } from '@verge/domain';
import {
  LOCATION_UNSUPPORTED,
  positionErrorText,
  WATCH_OPTIONS,
} from '../../../components/map/devicePosition';

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
