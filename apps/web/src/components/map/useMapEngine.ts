import { MAP, type Position } from '@verge/domain';
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibre,
  type Map as MapLibreMap,
  NavigationControl,
  prewarm,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../base/session';
import { currentMapView, flushMapView, saveMapView } from '../../core/mapView';
import { baseStyle, IMAGERY, IMAGERY_MAX_ZOOM, LSD_GRID } from './mapStyle';
import type { MapViewProps } from './mapTypes';
import { MissingTiles } from './missingTiles';
import { useLatest } from './useLatest';

setWorkerUrl(workerUrl);
// The map worker starts as this chunk loads, before the first map is made, and stays for the next map a page
// shows (the pages' maps come and go as the user moves around the app). A document without workers (a test's
// DOM) has none to start.
if (typeof Worker === 'function') prewarm();

export interface MapEngine {
  /** The MapLibre map, while it is on the page. */
  map: RefObject<MapLibreMap | null>;
  /**
   * True from the render whose effects make the map: the effects of hooks called after useMapEngine that depend
   * on it run just after the map is made (`map` stays null if it could not be), before its style is read.
   */
  created: boolean;
  /** The map has drawn its first frame ('load'). */
  loaded: boolean;
  /** The map could not be made (no WebGL). */
  failed: boolean;
  /** Satellite imagery the view needs did not load (neither stored on the device nor from the network). */
  imageryError: boolean;
  /** The LSD grid is shown and a tile of it the view needs did not load. */
  overlayError: boolean;
  /** 'Default View': forgets the shared position and goes back to the home view. */
  defaultView: () => void;
  /**
   * Has `stop` run before the map is removed, while its style still holds what `stop` takes off (terra-draw's
   * layers). Returns the function that forgets it.
   */
  beforeRemove: (stop: () => void) => () => void;
}

/** The areas' extent, or null without areas. */
function boundsOf(areas: MapViewProps['areas']): LngLatBounds | null {
  const bounds = new LngLatBounds();
  let any = false;
  for (const area of areas ?? []) {
    const rings = area.shape.type === 'Polygon' ? area.shape.coordinates : area.shape.coordinates.flat();
    for (const ring of rings)
      for (const [lng, lat] of ring) {
        bounds.extend([lng, lat]);
        any = true;
      }
  }
  return any ? bounds : null;
}

/**
 * Makes the MapLibre map in `container` once its home is known, and removes it when the component goes: its base
 * style (imagery, LSD grid), zoom buttons and attribution, where it starts (a fixed view, the shared position,
 * the areas' extent or the home) and the shared position it keeps as it moves.
 */
export function useMapEngine(container: RefObject<HTMLDivElement | null>, props: MapViewProps): MapEngine {
  const session = useSession();
  const latest = useLatest(props);
  const mapRef = useRef<MapLibreMap | null>(null);
  const removing = useRef(new Set<() => void>());
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [imageryError, setImageryError] = useState(false);
  const [overlayError, setOverlayError] = useState(false);
  /** Once the page knows the home, it stays known: the map is made then (see MapViewProps.homeKnown). */
  const homeKnown = useRef(false);
  homeKnown.current ||= props.homeKnown ?? true;
  const showLsd = props.lsdGrid ?? session.settings.showLsdGrid;
  const shareView = props.shareView ?? true;
  const shareRef = useRef(shareView);
  shareRef.current = shareView && !props.fixedView;

  const home = props.home ?? null;
  const homeView = useMemo(
    () =>
      home
        ? { center: [home.longitude, home.latitude] as Position, zoom: MAP.assetZoom }
        : {
            center: [MAP.defaultCentre.longitude, MAP.defaultCentre.latitude] as Position,
            zoom: MAP.defaultZoom,
          },
    [home],
  );

  /** A view fitted to the areas is still to come: asked for, and the areas not read yet when the style was. */
  const fitPending = useRef(false);
  const fitAreasOnce = useCallback((map: MapLibreMap, areas: MapViewProps['areas']) => {
    const bounds = fitPending.current ? boundsOf(areas) : null;
    if (!bounds) return;
    fitPending.current = false;
    map.fitBounds(bounds, { padding: 40, maxZoom: MAP.areaZoom, duration: 0 });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later changes go through the effects below and the other map hooks
  useEffect(() => {
    if (!container.current || !homeKnown.current) return;
    const stored = currentMapView(session.settings.mapPosition);
    const start =
      props.fixedView ??
      (stored ? { center: [stored.longitude, stored.latitude] as Position, zoom: stored.zoom } : homeView);
    let map: MapLibreMap;
    try {
      map = new MapLibre({
        container: container.current,
        style: baseStyle(showLsd),
        center: start.center,
        zoom: start.zoom,
        minZoom: MAP.minZoom,
        maxZoom: 20,
        fadeDuration: 0,
        attributionControl: false,
        dragRotate: false,
      });
    } catch (error) {
      console.error('Map failed to initialise', error);
      setFailed(true);
      return;
    }
    mapRef.current = map;
    // The map instance on its element, so end-to-end tests can wait for 'idle' and query rendered features.
    Object.assign(container.current, { vergeMap: map });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new AttributionControl({ compact: true }), 'bottom-right');
    // The notices follow the view: shown while it needs a tile that could not be had, gone once it has moved on
    // (an offline map covers the corridor; the view may stray off it and come back).
    const missing = new MissingTiles();
    const checkMissing = () => {
      const bounds = map.getBounds();
      const view = {
        zoom: map.getZoom(),
        bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
          number,
          number,
          number,
          number,
        ],
      };
      setImageryError(missing.neededIn(IMAGERY, view, IMAGERY_MAX_ZOOM));
      setOverlayError(missing.neededIn(LSD_GRID, view, IMAGERY_MAX_ZOOM));
    };
    const tileOf = (event: object) =>
      (event as { tile?: { tileID?: { canonical?: { z: number; x: number; y: number } } } }).tile?.tileID
        ?.canonical;
    map.on('error', (event) => {
      const sourceId = (event as { sourceId?: string }).sourceId;
      if (sourceId !== IMAGERY && sourceId !== LSD_GRID) {
        console.error('Map error', event.error);
        return;
      }
      const tile = tileOf(event);
      if (tile) missing.add(sourceId, { z: tile.z, x: tile.x, y: tile.y });
      // A failure of the whole source, not of one tile, stays until the map is made again.
      else if (sourceId === IMAGERY) setImageryError(true);
      else setOverlayError(true);
      if (tile) checkMissing();
    });
    map.on('sourcedata', (event) => {
      const tile = tileOf(event);
      if (tile && (event.sourceId === IMAGERY || event.sourceId === LSD_GRID))
        missing.loaded(event.sourceId, { z: tile.z, x: tile.x, y: tile.y });
    });
    map.on('idle', checkMissing);
    map.on('style.load', () => {
      fitPending.current = !!latest.current.fitAreas && !stored && !latest.current.fixedView;
      fitAreasOnce(map, latest.current.areas);
    });
    map.on('load', () => setLoaded(true));
    map.on('moveend', () => {
      if (!shareRef.current) return;
      const zoom = Math.round(map.getZoom() * 100) / 100;
      // Zoom 13 is the asset default; it is not stored, so the asset view stays the starting point.
      if (zoom === MAP.assetZoom) return;
      const center = map.getCenter();
      saveMapView({ longitude: center.lng, latitude: center.lat, zoom });
    });
    const stops = removing.current;
    return () => {
      for (const stop of stops) stop();
      stops.clear();
      map.remove();
      mapRef.current = null;
      void flushMapView();
    };
  }, [homeKnown.current]);

  // Linked once loaded, not when first drawn: a map whose home is not known yet is made later (the LSD page's two
  // maps, drawn before the asset is read, then moved apart).
  useEffect(() => {
    const map = mapRef.current;
    if (loaded && map && props.viewLink) return props.viewLink.join(map);
  }, [loaded, props.viewLink]);

  // The areas a fitted view waits for (those of its first style read are fitted in 'style.load').
  useEffect(() => {
    const map = mapRef.current;
    if (map) fitAreasOnce(map, props.areas);
  }, [props.areas, fitAreasOnce]);

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    map.setLayoutProperty(LSD_GRID, 'visibility', showLsd ? 'visible' : 'none');
    if (!showLsd) setOverlayError(false);
  }, [loaded, showLsd]);

  // The map goes to a fixed view when its place changes, not when its object does: a caller works its view out
  // again from fresh rows (each sync), and the map then snapped back from wherever the user had moved it.
  const [fixedLng, fixedLat] = props.fixedView?.center ?? [null, null];
  const fixedZoom = props.fixedView?.zoom ?? null;
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || fixedLng === null || fixedLat === null || fixedZoom === null) return;
    map.jumpTo({ center: [fixedLng, fixedLat], zoom: fixedZoom });
  }, [loaded, fixedLng, fixedLat, fixedZoom]);

  const beforeRemove = useCallback((stop: () => void) => {
    removing.current.add(stop);
    return () => {
      removing.current.delete(stop);
    };
  }, []);

  return {
    map: mapRef,
    created: homeKnown.current,
    loaded,
    failed,
    imageryError,
    overlayError: overlayError && showLsd,
    defaultView: () => {
      saveMapView(null);
      mapRef.current?.jumpTo({ center: homeView.center, zoom: homeView.zoom });
    },
    beforeRemove,
  };
}
