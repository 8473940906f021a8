import { distanceMetres, type GeoLineString, type Position } from '@verge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchDevicePosition } from '../../../components/map/devicePosition';

export type GpsPathState = 'idle' | 'tracking' | 'set';

export interface GpsPath {
  state: GpsPathState;
  /** The recorded line: live while tracking (once it has two points), then the finished path. */
  path: GeoLineString | null;
  error: string | null;
  start(): void;
  stop(): GeoLineString | null;
  clear(): void;
}

/** Fixes closer than this to the previous point are repeats, not progress along the path. */
export const PATH_MIN_STEP_M = 1;

export const PATH_TOO_SHORT = 'Tracking stopped before two positions were recorded, so no path was set.';

const lineOf = (points: readonly Position[]): GeoLineString | null =>
  points.length >= 2 ? { type: 'LineString', coordinates: [...points] } : null;

/**
 * Walking a GPS path (spec 1 GPS path states idle → tracking → set): start() watches the device and appends
 * each accepted fix; stop() ends watching and returns the line, 'set' with two or more points, else 'idle'.
 */
export function useGpsPath(initial: GeoLineString | null): GpsPath {
  const [state, setState] = useState<GpsPathState>(initial ? 'set' : 'idle');
  const [path, setPath] = useState<GeoLineString | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const points = useRef<Position[]>([]);
  /** The starting path until start() or clear() replaces it. */
  const initialRef = useRef(initial);
  const stopWatch = useRef<(() => void) | null>(null);

  const endWatch = useCallback(() => {
    stopWatch.current?.();
    stopWatch.current = null;
  }, []);
  useEffect(() => endWatch, [endWatch]);

  /** Ends any watch and forgets every path, the starting one too. */
  const reset = useCallback(
    (next: GpsPathState) => {
      endWatch();
      points.current = [];
      initialRef.current = null;
      setPath(null);
      setError(null);
      setState(next);
    },
    [endWatch],
  );

  const start = useCallback(() => {
    reset('tracking');
    stopWatch.current = watchDevicePosition({
      onFix: (position) => {
        const last = points.current.at(-1);
        if (last && distanceMetres(last, position) < PATH_MIN_STEP_M) return;
        points.current = [...points.current, position];
        setPath(lineOf(points.current));
        setError(null);
      },
      onError: setError,
    });
  }, [reset]);

  const stop = useCallback((): GeoLineString | null => {
    // Not tracking: nothing changes; the line held (if any) is the answer.
    if (!stopWatch.current) return lineOf(points.current) ?? initialRef.current;
    endWatch();
    const line = lineOf(points.current);
    setPath(line);
    setState(line ? 'set' : 'idle');
    setError(line ? null : PATH_TOO_SHORT);
    return line;
  }, [endWatch]);

  const clear = useCallback(() => reset('idle'), [reset]);

  return { state, path, error, start, stop, clear };
}
