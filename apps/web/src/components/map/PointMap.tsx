import type { Position } from '@verge/domain';
import { LazyMap } from './LazyMap';
import type { MapViewProps } from './mapTypes';

export interface PointMapProps
  extends Pick<MapViewProps, 'areas' | 'tracks' | 'home' | 'fixedView' | 'height' | 'onDrawPoint'> {
  point: Position | null;
}

/**
 * A small map of one point in a form or dialog: no controls, its view not shared with the other maps.
 * With onDrawPoint, a click on the map places the point.
 */
export function PointMap(props: PointMapProps) {
  return (
    <LazyMap {...props} drawMode={props.onDrawPoint ? 'point' : null} controls={false} shareView={false} />
  );
}
