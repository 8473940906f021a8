import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { MAP, MESSAGES } from '@verge/domain';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../base/ErrorBoundary';
import { MapViewChunk } from './mapChunk';
import type { MapViewProps } from './mapTypes';

/** The map, or 'Map Cannot Load Due to Limited Connectivity' when its chunk cannot be loaded. */
export function LazyMap(props: MapViewProps) {
  return (
    <ErrorBoundary
      fallback={
        <Alert severity="warning" data-testid="map-failed">
          {MESSAGES.mapCannotLoad}
        </Alert>
      }
    >
      <Suspense
        fallback={
          <Skeleton variant="rectangular" height={props.height ?? MAP.viewHeight} sx={{ borderRadius: 1 }} />
        }
      >
        <MapViewChunk {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
