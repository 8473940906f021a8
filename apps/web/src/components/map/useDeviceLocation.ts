import { useTheme } from '@mui/material/styles';
import { circlePolygon, MAP, type Position } from '@verge/domain';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useDevicePosition } from './useDevicePosition';

/** The map layers (each on a source of the same id) of the user's position and of its accuracy circle. */
export const DEVICE_LAYERS = { accuracy: 'device-accuracy', position: 'device-position' } as const;

const ACCURACY_FILL_OPACITY = 0.2;
const DOT_RADIUS_PX = 7;
const DOT_STROKE_PX = 2;

function collection(geometry: GeoJSON.Geometry | null): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: geometry ? [{ type: 'Feature', geometry, properties: {} }] : [],
  };
}

function addDeviceLayers(map: MapLibreMap): void {
  map.addSource(DEVICE_LAYERS.accuracy, { type: 'geojson', data: collection(null) });
  map.addLayer({
    id: DEVICE_LAYERS.accuracy,
    type: 'fill',
    source: DEVICE_LAYERS.accuracy,
    paint: { 'fill-opacity': ACCURACY_FILL_OPACITY },
  });
  map.addSource(DEVICE_LAYERS.position, { type: 'geojson', data: collection(null) });
  map.addLayer({
    id: DEVICE_LAYERS.position,
    type: 'circle',
    source: DEVICE_LAYERS.position,
    paint: { 'circle-radius': DOT_RADIUS_PX, 'circle-stroke-width': DOT_STROKE_PX },
  });
}

export interface DeviceLocation {
  /** 'Center': follow the device and fly to its position (at once if known, else on the first good fix). */
  center: () => void;
  /** Why the position cannot be shown yet, in the user's words; null when it can or nobody asked. */
  error: string | null;
}

/**
 * The user's position on a map from the first 'Center' on: a dot and a circle of the fix's accuracy in metres,
 * each in a layer of its own, coloured from the theme. They follow the device's watch (high accuracy, 5000 ms
 * time-out, fixes worse than 25 m ignored) for as long as the map is shown.
 */
export function useDeviceLocation(mapRef: RefObject<MapLibreMap | null>, loaded: boolean): DeviceLocation {
  const { palette } = useTheme();
  const [following, setFollowing] = useState(false);
  const device = useDevicePosition(following);
  const flyPending = useRef(false);

  const fly = (position: Position) => {
    flyPending.current = false;
    mapRef.current?.flyTo({ center: position, zoom: MAP.centerZoom });
  };

  const colour = palette.info.main;
  const outline = palette.common.white;
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    if (!map.getLayer(DEVICE_LAYERS.position)) addDeviceLayers(map);
    map.setPaintProperty(DEVICE_LAYERS.accuracy, 'fill-color', colour);
    map.setPaintProperty(DEVICE_LAYERS.accuracy, 'fill-outline-color', colour);
    map.setPaintProperty(DEVICE_LAYERS.position, 'circle-color', colour);
    map.setPaintProperty(DEVICE_LAYERS.position, 'circle-stroke-color', outline);
  }, [mapRef, loaded, colour, outline]);

  const { position, accuracy } = device;
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    const source = (id: string) => map.getSource(id) as GeoJSONSource | undefined;
    source(DEVICE_LAYERS.position)?.setData(collection(position && { type: 'Point', coordinates: position }));
    source(DEVICE_LAYERS.accuracy)?.setData(
      collection(position && accuracy !== null ? circlePolygon(position, accuracy) : null),
    );
  }, [mapRef, loaded, position, accuracy]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new fix answers a pending 'Center'
  useEffect(() => {
    if (position && flyPending.current) fly(position);
  }, [position]);

  return {
    center: () => {
      flyPending.current = true;
      setFollowing(true);
      if (position) fly(position);
    },
    error: following && !position ? device.error : null,
  };
}
