import type { MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import {
  addMapLayers,
  MARKER_CLICK_LAYERS,
  setAreas,
  setMarkersVisible,
  setPoint,
  setTracks,
} from './mapLayers';
import type { MapViewProps } from './mapTypes';
import { useClusteredMarkers } from './useClusteredMarkers';
import { useLatest } from './useLatest';
import type { MapEngine } from './useMapEngine';

/**
 * The areas, tracks, markers and placed point on the map, kept in step with the page's data, and their clicks:
 * an area, a marker, or a cluster (which zooms in to where it breaks up). Called after useMapEngine.
 */
export function useMapLayers(
  engine: MapEngine,
  props: MapViewProps,
  { year, hideMarkers }: { year: number | null; hideMarkers: boolean },
): { drawingMarkers: boolean } {
  const { map: mapRef, created, loaded } = engine;
  const latest = useLatest(props);
  const markers = useClusteredMarkers(mapRef, props, year);
  const { clusters, drawOnto } = markers;
  /** The areas and tracks the map's sources hold (those of the layers' first data included). */
  const shown = useRef<Pick<MapViewProps, 'areas' | 'tracks'>>({});
  /** The layers are on the map (its style read): their data can change from here on, before 'load'. */
  const [layersAdded, setLayersAdded] = useState(false);

  // Once per map, as it is made; the listeners go with it.
  useEffect(() => {
    const map = mapRef.current;
    if (!created || !map) return;
    // The markers its tiles were last made from, for end-to-end tests.
    Object.assign(map.getContainer(), { vergeMarkers: () => clusters.drawnMarkers() });
    // The layers and their data go in as soon as the style is read, before the first tiles are drawn ('load'):
    // the marker tiles are then asked for while the imagery loads, and a fitted view loads its tiles only once.
    map.on('style.load', () => {
      addMapLayers(map, latest.current, clusters.tileUrl);
      drawOnto(map);
      shown.current = { areas: latest.current.areas, tracks: latest.current.tracks };
      setLayersAdded(true);
    });
    map.on('load', () => {
      map.on('click', 'area-fill', (event: MapLayerMouseEvent) => {
        // Not while the user draws on the map.
        if (latest.current.drawMode) return;
        // A marker drawn over the polygon takes the click (both layers get it).
        if (map.queryRenderedFeatures(event.point, { layers: [...MARKER_CLICK_LAYERS] }).length > 0) return;
        const id = event.features?.[0]?.properties?.id;
        if (typeof id === 'number') latest.current.onAreaClick?.(id);
      });
      map.on('click', 'marker-point', (event: MapLayerMouseEvent) => {
        const id = event.features?.[0]?.properties?.id;
        if (typeof id === 'number') latest.current.onMarkerClick?.(id);
        event.preventDefault();
      });
      map.on('click', 'marker-cluster', async (event: MapLayerMouseEvent) => {
        const feature = event.features?.[0];
        const clusterId = feature?.properties?.cluster_id;
        if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
        const zoom = await clusters.expansionZoom(clusterId);
        if (zoom !== null) map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
      });
      for (const layer of ['area-fill', ...MARKER_CLICK_LAYERS]) {
        map.on('mouseenter', layer, () => {
          map.getCanvas().style.cursor = 'pointer';
        });
        map.on('mouseleave', layer, () => {
          map.getCanvas().style.cursor = '';
        });
      }
    });
  }, [created, mapRef, latest, clusters, drawOnto]);

  useEffect(() => {
    const map = mapRef.current;
    if (!layersAdded || !map || shown.current.areas === props.areas) return;
    shown.current.areas = props.areas;
    setAreas(map, props.areas);
  }, [layersAdded, props.areas, mapRef]);
  useEffect(() => {
    const map = mapRef.current;
    if (!layersAdded || !map || shown.current.tracks === props.tracks) return;
    shown.current.tracks = props.tracks;
    setTracks(map, props.tracks);
  }, [layersAdded, props.tracks, mapRef]);
  useEffect(() => {
    const map = mapRef.current;
    if (loaded && map) setPoint(map, props.point);
  }, [loaded, props.point, mapRef]);
  useEffect(() => {
    const map = mapRef.current;
    if (loaded && map) setMarkersVisible(map, !hideMarkers);
  }, [loaded, hideMarkers, mapRef]);

  return { drawingMarkers: markers.drawing };
}
