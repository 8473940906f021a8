import type { Position } from '@verge/domain';
import { useEffect, useState } from 'react';
import { inaccurateText, watchDevicePosition } from './devicePosition';

export interface DevicePosition {
  /** The last accepted fix, [longitude, latitude]; kept after watching stops. */
  position: Position | null;
  /** Its accuracy in metres. */
  accuracy: number | null;
  /** Why there is no (new) position, in the user's words. */
  error: string | null;
}

/**
 * The device position while `enabled` (default true): watched with high accuracy, time-out 5000 ms and no
 * cached fixes; fixes less accurate than 25 m are ignored. Watching stops when disabled or unmounted.
 */
export function useDevicePosition(enabled = true): DevicePosition {
  const [state, setState] = useState<DevicePosition>({ position: null, accuracy: null, error: null });
  useEffect(() => {
    if (!enabled) return;
    return watchDevicePosition({
      onFix: (position, accuracy) => setState({ position, accuracy, error: null }),
      // A rough fix only explains the wait while there is no good position yet.
      onInaccurate: (accuracy) =>
        setState((s) => (s.position ? s : { ...s, error: inaccurateText(accuracy) })),
      onError: (error) => setState((s) => ({ ...s, error })),
    });
  }, [enabled]);
  return state;
}
