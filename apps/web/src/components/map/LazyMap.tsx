import Skeleton from '@mui/material/Skeleton';
import { MAP } from '@verge/domain';
import { Suspense } from 'react';
import { lazyPage } from '../../app/lazyPage';
import type { MapViewProps } from './mapTypes';

/** maplibre-gl, terra-draw and the map worker load as their own chunk, only when a map is shown. */
const MapView = lazyPage<MapViewProps>(() => import('./MapView'));

export function LazyMap(props: MapViewProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rectangular" height={props.height ?? MAP.viewHeight} sx={{ borderRadius: 1 }} />
      }
    >
      <MapView {...props} />
    </Suspense>
  );
}
