import { type GeoLineString, type GeoPolygon, MAP, type Position } from '@verge/domain';
import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { TerraDraw, TerraDrawLineStringMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { MapViewProps } from './mapTypes';
import { useLatest } from './useLatest';
import type { MapEngine } from './useMapEngine';

/**
 * Drawing on the map in its draw mode: a point placed by a click (the map eases to it), or a polygon or a line
 * string drawn with terra-draw. Each finished shape goes to the page's callback.
 */
export function useMapDrawing(engine: MapEngine, props: MapViewProps): void {
  const { map: mapRef, loaded, beforeRemove } = engine;
  const latest = useLatest(props);
  const mode = props.drawMode;

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || mode !== 'point') return;
    const place = (event: MapMouseEvent) => {
      const position: Position = [event.lngLat.lng, event.lngLat.lat];
      latest.current.onDrawPoint?.(position);
      map.easeTo({ center: position, zoom: Math.max(map.getZoom(), MAP.pointZoom) });
    };
    map.on('click', place);
    return () => {
      map.off('click', place);
    };
  }, [loaded, mode, mapRef, latest]);

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || (mode !== 'polygon' && mode !== 'linestring')) return;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [new TerraDrawPolygonMode(), new TerraDrawLineStringMode()],
    });
    draw.start();
    draw.setMode(mode);
    const forget = beforeRemove(() => draw.stop());
    if (map.getZoom() < MAP.drawZoom) map.easeTo({ zoom: MAP.drawZoom });
    draw.on('finish', (id) => {
      const feature = draw.getSnapshotFeature(id);
      if (!feature) return;
      if (feature.geometry.type === 'Polygon') {
        latest.current.onDrawPolygon?.({
          type: 'Polygon',
          coordinates: feature.geometry.coordinates as Position[][],
        } as GeoPolygon);
      } else if (feature.geometry.type === 'LineString') {
        latest.current.onDrawLine?.({
          type: 'LineString',
          coordinates: feature.geometry.coordinates as Position[],
        } as GeoLineString);
      }
    });
    return () => {
      forget();
      draw.stop();
    };
  }, [loaded, mode, mapRef, latest, beforeRemove]);
}
