import 'maplibre-gl/dist/maplibre-gl.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MAP, MESSAGES } from '@verge/domain';
import { useRef, useState } from 'react';
import { MapControls } from './MapControls';
import type { MapViewProps } from './mapTypes';
import { useDeviceLocation } from './useDeviceLocation';
import { useMapDrawing } from './useMapDrawing';
import { useMapEngine } from './useMapEngine';
import { useMapLayers } from './useMapLayers';

/**
 * The satellite map of spec 1 §2 "Map component": raster imagery from a configurable URL, risk-coloured
 * area polygons with labels from zoom 16, clustered markers (25×40, max cluster zoom 18), year filter,
 * Center, Hide Markers, Sub Assets, Default View, drawing, the LSD grid overlay, and shared zoom/position.
 *
 * useMapEngine makes the map and the hooks after it use it. They are called in the order of the layers they add:
 * the device's position over the areas and markers, a shape being drawn over everything.
 */
export default function MapView(props: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [hideMarkers, setHideMarkers] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  const engine = useMapEngine(container, props);
  const layers = useMapLayers(engine, props, { year, hideMarkers });
  const device = useDeviceLocation(engine.map, engine.loaded);
  useMapDrawing(engine, props);

  if (engine.failed) {
    return (
      <Alert severity="warning" data-testid="map-failed">
        {MESSAGES.mapCannotLoad}
      </Alert>
    );
  }

  return (
    <Box>
      {(props.controls ?? true) && (
        <MapControls
          yearFilter={!!props.yearFilter}
          markers={props.markers}
          year={year}
          onYearChange={(value) => {
            setYear(value);
            props.onYearChange?.(value);
          }}
          onCenter={device.center}
          hideMarkers={hideMarkers}
          onHideMarkersChange={setHideMarkers}
          subAssets={props.subAssets}
          onSubAsset={(sub) =>
            engine.map.current?.flyTo({ center: [sub.longitude, sub.latitude], zoom: MAP.subAssetZoom })
          }
          onDefaultView={engine.defaultView}
        />
      )}
      <Box
        sx={{
          position: 'relative',
          height: props.height ?? MAP.viewHeight,
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box
          ref={container}
          data-testid="map"
          data-loaded={engine.loaded ? 'true' : 'false'}
          sx={{ width: '100%', height: '100%' }}
        />
        {/* Notices lie over the map, clear of its zoom buttons, so they never move or shrink it. */}
        <Stack
          spacing={1}
          sx={{
            position: 'absolute',
            left: 8,
            right: 56,
            top: 8,
            alignItems: 'flex-start',
            pointerEvents: 'none',
          }}
        >
          {engine.imageryError && (
            <Alert severity="warning" data-testid="imagery-error">
              {MESSAGES.mapCannotLoad}: satellite imagery is unavailable. Areas and markers are still shown.
            </Alert>
          )}
          {engine.overlayError && <Alert severity="warning">{MESSAGES.overlayError}</Alert>}
          {device.error && <Alert severity="info">{device.error}</Alert>}
          {layers.drawingMarkers && (props.markers?.length ?? 0) > 0 && (
            <Alert severity="info" sx={{ py: 0 }}>
              {MESSAGES.drawingMap}
            </Alert>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
