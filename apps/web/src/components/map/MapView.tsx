import 'maplibre-gl/dist/maplibre-gl.css';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type GeoLineString,
  type GeoPolygon,
  MAP,
  MESSAGES,
  type Position,
  riskColour,
  shapeCentre,
} from '@verge/domain';
import {
  AttributionControl,
  type GeoJSONSource,
  LngLatBounds,
  type MapLayerMouseEvent,
  Map as MapLibre,
  type Map as MapLibreMap,
  NavigationControl,
  prewarm,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TerraDraw, TerraDrawLineStringMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { useSession } from '../../base/session';
import { mapSources } from '../../core/mapSources';
import { currentMapView, flushMapView, saveMapView } from '../../core/mapView';
import { MARKER_LAYER } from './clusterTiles';
import { drawCluster, drawLabel, drawMarker, MARKER_KINDS, markerImageId } from './mapImages';
import type { MapViewProps } from './mapTypes';
import { MarkerClusters, prewarmMarkerClusters } from './markerClusters';
import { useDeviceLocation } from './useDeviceLocation';

setWorkerUrl(workerUrl);
// The map worker starts as this chunk loads, before the first map is made, and stays for the next map a page
// shows (the pages' maps come and go as the user moves around the app). The same for the marker cluster worker.
prewarm();
prewarmMarkerClusters();

type FeatureCollection = GeoJSON.FeatureCollection;
const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/** WMS GetMap URL template of the LSD grid (layer ats, 256×256 PNG, EPSG:3857). */
export function lsdTileUrl(base: string): string {
  const params = [
    'SERVICE=WMS',
    'REQUEST=GetMap',
    'VERSION=1.1.1',
    'LAYERS=ats',
    'STYLES=',
    'FORMAT=image/png',
    'TRANSPARENT=true',
    'SRS=EPSG:3857',
    'WIDTH=256',
    'HEIGHT=256',
    'BBOX={bbox-epsg-3857}',
  ];
  return `${base}${base.includes('?') ? '&' : '?'}${params.join('&')}`;
}

function baseStyle(showLsd: boolean): StyleSpecification {
  const sources = mapSources();
  return {
    version: 8,
    sources: {
      satellite: {
        type: 'raster',
        tiles: [sources.tileUrl],
        tileSize: 256,
        maxzoom: 19,
        attribution: sources.tileAttribution,
      },
      lsd: { type: 'raster', tiles: [lsdTileUrl(sources.lsdWmsUrl)], tileSize: 256 },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1e2a1a' } },
      { id: 'satellite', type: 'raster', source: 'satellite', paint: { 'raster-fade-duration': 0 } },
      {
        id: 'lsd',
        type: 'raster',
        source: 'lsd',
        layout: { visibility: showLsd ? 'visible' : 'none' },
        paint: { 'raster-opacity': 0.8, 'raster-fade-duration': 0 },
      },
    ],
  };
}

function areaFeatures(areas: MapViewProps['areas']): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (areas ?? []).map((area) => ({
      type: 'Feature',
      id: area.id,
      geometry: area.shape,
      properties: { id: area.id, name: area.name, colour: riskColour(area.risk) },
    })),
  };
}

/** One label point per area: the middle of its bounding box. */
function labelFeatures(areas: MapViewProps['areas']): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (areas ?? []).flatMap((area) => {
      const centre = shapeCentre(area.shape);
      return centre
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: centre },
              properties: { id: area.id, name: area.name },
            },
          ]
        : [];
    }),
  };
}

function trackFeatures(tracks: MapViewProps['tracks']): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: (tracks ?? []).map((line) => ({ type: 'Feature', geometry: line, properties: {} })),
  };
}

function pointFeatures(point: Position | null | undefined): FeatureCollection {
  if (!point) return empty();
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: point }, properties: {} }],
  };
}

function boundsOf(props: MapViewProps): LngLatBounds | null {
  const bounds = new LngLatBounds();
  let any = false;
  for (const area of props.areas ?? []) {
    const rings = area.shape.type === 'Polygon' ? area.shape.coordinates : area.shape.coordinates.flat();
    for (const ring of rings)
      for (const [lng, lat] of ring) {
        bounds.extend([lng, lat]);
        any = true;
      }
  }
  return any ? bounds : null;
}

/** Label images of the areas, made before the labels are laid out. */
function ensureLabelImages(map: MapLibreMap, areas: MapViewProps['areas']): void {
  const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
  for (const area of areas ?? []) {
    const id = `label:${area.name}`;
    if (!map.hasImage(id)) map.addImage(id, drawLabel(area.name, ratio), { pixelRatio: ratio });
  }
}

function addLayers(map: MapLibreMap, props: MapViewProps, markerTiles: string): void {
  const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
  for (const kind of MARKER_KINDS) {
    if (!map.hasImage(markerImageId(kind)))
      map.addImage(markerImageId(kind), drawMarker(kind, ratio), { pixelRatio: ratio });
  }
  // Cluster counts and labels are drawn on demand, so no glyph server is needed (offline). A resolver, not a
  // 'styleimagemissing' listener: MapLibre awaits the resolver before it answers the tile that asked, but fires
  // the event after, so an image added from the event was drawn only when that tile was next laid out.
  map.setMissingStyleImageResolver((id) => {
    if (map.hasImage(id)) return;
    if (id.startsWith('cluster:')) map.addImage(id, drawCluster(id.slice(8), ratio), { pixelRatio: ratio });
    else if (id.startsWith('label:')) map.addImage(id, drawLabel(id.slice(6), ratio), { pixelRatio: ratio });
  });

  map.addSource('areas', { type: 'geojson', data: areaFeatures(props.areas) });
  map.addLayer({
    id: 'area-fill',
    type: 'fill',
    source: 'areas',
    paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': MAP.areaOpacity },
  });
  map.addLayer({
    id: 'area-outline',
    type: 'line',
    source: 'areas',
    paint: { 'line-color': '#ffffff', 'line-width': 1.5, 'line-opacity': 0.8 },
  });
  ensureLabelImages(map, props.areas);
  map.addSource('area-labels', { type: 'geojson', data: labelFeatures(props.areas) });
  map.addLayer({
    id: 'area-label',
    type: 'symbol',
    source: 'area-labels',
    minzoom: MAP.areaLabelMinZoom,
    layout: {
      'icon-image': ['concat', 'label:', ['get', 'name']],
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  });

  map.addSource('tracks', { type: 'geojson', data: trackFeatures(props.tracks) });
  map.addLayer({
    id: 'track-line',
    type: 'line',
    source: 'tracks',
    paint: { 'line-color': '#BBBF1D', 'line-width': 3 },
  });

  // The markers' clusters, as vector tiles from the cluster worker (see MarkerClusters). Its max zoom lies above
  // the cluster max zoom, where every marker stands alone; MapLibre over-zooms those tiles beyond it.
  map.addSource('markers', { type: 'vector', tiles: [markerTiles], maxzoom: MAP.clusterMaxZoom + 1 });
  map.addLayer({
    id: 'marker-cluster',
    type: 'symbol',
    source: 'markers',
    'source-layer': MARKER_LAYER,
    filter: ['has', 'point_count'],
    layout: {
      'icon-image': ['concat', 'cluster:', ['get', 'point_count_abbreviated']],
      'icon-allow-overlap': true,
    },
  });
  map.addLayer({
    id: 'marker-point',
    type: 'symbol',
    source: 'markers',
    'source-layer': MARKER_LAYER,
    filter: ['!', ['has', 'point_count']],
    layout: { 'icon-image': ['get', 'icon'], 'icon-anchor': 'bottom', 'icon-allow-overlap': true },
  });
  // A marker's label (e.g. a culvert's site id) just below it; labels that would collide are left out.
  map.addLayer({
    id: 'marker-label',
    type: 'symbol',
    source: 'markers',
    'source-layer': MARKER_LAYER,
    filter: ['all', ['!', ['has', 'point_count']], ['has', 'label']],
    layout: {
      'icon-image': ['concat', 'label:', ['get', 'label']],
      'icon-anchor': 'top',
      'icon-offset': [0, 2],
    },
  });

  map.addSource('click-point', { type: 'geojson', data: pointFeatures(props.point) });
  map.addLayer({
    id: 'click-point',
    type: 'symbol',
    source: 'click-point',
    layout: { 'icon-image': markerImageId('click'), 'icon-anchor': 'bottom', 'icon-allow-overlap': true },
  });
}

/**
 * The satellite map of spec 1 §2 "Map component": raster imagery from a configurable URL, risk-coloured
 * area polygons with labels from zoom 16, clustered markers (25×40, max cluster zoom 18), year filter,
 * Center, Hide Markers, Sub Assets, Default View, drawing, the LSD grid overlay, and shared zoom/position.
 */
export default function MapView(props: MapViewProps) {
  const session = useSession();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  /** The areas and tracks the map's sources hold (those of the layers' first data included). */
  const shownLayers = useRef<Pick<MapViewProps, 'areas' | 'tracks'>>({});
  const [clusters] = useState(() => new MarkerClusters());
  /** Markers clustered and still to be drawn: the map draws them (reloading its tiles if need be) once it can. */
  const markersToDraw = useRef<{
    generation: number;
    count: number;
    refresh: boolean;
    handed: boolean;
  } | null>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [loaded, setLoaded] = useState(false);
  /** The layers are on the map (its style read): their data can change from here on, before 'load'. */
  const [layersAdded, setLayersAdded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [imageryError, setImageryError] = useState(false);
  const [overlayError, setOverlayError] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [hideMarkers, setHideMarkers] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  const [yearDialog, setYearDialog] = useState(false);
  /** Once the page knows the home, it stays known: the map is made then (see MapViewProps.homeKnown). */
  const homeKnown = useRef(false);
  homeKnown.current ||= props.homeKnown ?? true;
  /** A view fitted to the areas is still to come: asked for, and the areas not read yet when the style was. */
  const fitPending = useRef(false);
  const fitAreasOnce = useCallback((map: MapLibreMap) => {
    const bounds = fitPending.current ? boundsOf(propsRef.current) : null;
    if (!bounds) return;
    fitPending.current = false;
    map.fitBounds(bounds, { padding: 40, maxZoom: MAP.areaZoom, duration: 0 });
  }, []);
  /** Once the layers are on the map: reloads tiles of earlier markers and reports the rest after the drawing. */
  const drawClustered = useCallback(
    (map: MapLibreMap) => {
      const pending = markersToDraw.current;
      if (!pending || !map.getSource('markers')) return;
      markersToDraw.current = null;
      if (pending.refresh) map.refreshTiles('markers');
      // Drawn at the first frame with every marker tile of the view laid out (those reloaded included), not at
      // 'idle', which also waits for the imagery.
      const drawn = () => {
        if (!map.isSourceLoaded('markers')) return;
        map.off('render', drawn);
        if (!clusters.isLatest(pending.generation)) return;
        setDrawing(false);
        // For the bench and the browser's performance tools: when the page's markers were on screen.
        performance.mark('verge:markers-drawn', { detail: { markers: pending.count } });
        // A map made before its page read the markers draws none first: that is not the markers drawn.
        if (pending.handed) propsRef.current.onMarkersDrawn?.();
      };
      map.on('render', drawn);
      map.triggerRepaint();
    },
    [clusters],
  );
  const [subAssetId, setSubAssetId] = useState<number | ''>('');
  const showLsd = props.lsdGrid ?? session.settings.showLsdGrid;
  const shareView = props.shareView ?? true;
  const shareRef = useRef(shareView);
  shareRef.current = shareView && !props.fixedView;
  const controls = props.controls ?? true;

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

  // Create the map once, when its home is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later changes go through the effects below
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
    // The map instance on its element, so end-to-end tests can wait for 'idle' and query rendered features, and
    // the markers its tiles were last made from.
    Object.assign(container.current, { vergeMap: map, vergeMarkers: () => clusters.drawnMarkers() });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new AttributionControl({ compact: true }), 'bottom-right');
    map.on('error', (event) => {
      const sourceId = (event as { sourceId?: string }).sourceId;
      if (sourceId === 'satellite') setImageryError(true);
      else if (sourceId === 'lsd') setOverlayError(true);
      else console.error('Map error', event.error);
    });
    // The layers and their data go in as soon as the style is read, before the first tiles are drawn ('load'):
    // the marker tiles are then asked for while the imagery loads, and a fitted view loads its tiles only once.
    map.on('style.load', () => {
      addLayers(map, propsRef.current, clusters.tileUrl);
      drawClustered(map);
      shownLayers.current = { areas: propsRef.current.areas, tracks: propsRef.current.tracks };
      setLayersAdded(true);
      fitPending.current = !!propsRef.current.fitAreas && !stored && !propsRef.current.fixedView;
      fitAreasOnce(map);
    });
    map.on('load', () => {
      map.on('click', 'area-fill', (event: MapLayerMouseEvent) => {
        if (drawRef.current?.enabled || propsRef.current.drawMode === 'point') return;
        // A marker drawn over the polygon takes the click (both layers get it).
        if (
          map.queryRenderedFeatures(event.point, { layers: ['marker-point', 'marker-cluster'] }).length > 0
        ) {
          return;
        }
        const id = event.features?.[0]?.properties?.id;
        if (typeof id === 'number') propsRef.current.onAreaClick?.(id);
      });
      map.on('click', 'marker-point', (event: MapLayerMouseEvent) => {
        const id = event.features?.[0]?.properties?.id;
        if (typeof id === 'number') propsRef.current.onMarkerClick?.(id);
        event.preventDefault();
      });
      map.on('click', 'marker-cluster', async (event: MapLayerMouseEvent) => {
        const feature = event.features?.[0];
        const clusterId = feature?.properties?.cluster_id;
        if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
        const zoom = await clusters.expansionZoom(clusterId);
        if (zoom !== null) map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
      });
      map.on('click', (event) => {
        if (propsRef.current.drawMode !== 'point') return;
        const position: Position = [event.lngLat.lng, event.lngLat.lat];
        propsRef.current.onDrawPoint?.(position);
        map.easeTo({ center: position, zoom: Math.max(map.getZoom(), MAP.pointZoom) });
      });
      for (const layer of ['area-fill', 'marker-point', 'marker-cluster']) {
        map.on('mouseenter', layer, () => {
          map.getCanvas().style.cursor = 'pointer';
        });
        map.on('mouseleave', layer, () => {
          map.getCanvas().style.cursor = '';
        });
      }
      setLoaded(true);
    });
    map.on('moveend', () => {
      if (!shareRef.current) return;
      const zoom = Math.round(map.getZoom() * 100) / 100;
      // Zoom 13 is the asset default; it is not stored, so the asset view stays the starting point.
      if (zoom === MAP.assetZoom) return;
      const center = map.getCenter();
      saveMapView({ longitude: center.lng, latitude: center.lat, zoom });
    });
    return () => {
      drawRef.current?.stop();
      drawRef.current = null;
      map.remove();
      mapRef.current = null;
      void flushMapView();
    };
  }, [homeKnown.current]);

  const device = useDeviceLocation(mapRef, loaded);
  useEffect(() => {
    const map = mapRef.current;
    if (map && props.viewLink) return props.viewLink.join(map);
  }, [props.viewLink]);

  // Data: areas, tracks, markers (with the 'Drawing data onto map.' notice), click point.
  useEffect(() => {
    const map = mapRef.current;
    if (!layersAdded || !map || shownLayers.current.areas === props.areas) return;
    shownLayers.current.areas = props.areas;
    fitAreasOnce(map);
    (map.getSource('areas') as GeoJSONSource | undefined)?.setData(areaFeatures(props.areas));
    ensureLabelImages(map, props.areas);
    (map.getSource('area-labels') as GeoJSONSource | undefined)?.setData(labelFeatures(props.areas));
  }, [layersAdded, props.areas, fitAreasOnce]);
  useEffect(() => {
    const map = mapRef.current;
    if (!layersAdded || !map || shownLayers.current.tracks === props.tracks) return;
    shownLayers.current.tracks = props.tracks;
    (map.getSource('tracks') as GeoJSONSource | undefined)?.setData(trackFeatures(props.tracks));
  }, [layersAdded, props.tracks]);
  // The markers go to the cluster worker as soon as the page has read them, before the map is made; undefined
  // markers (not read again yet) leave those drawn.
  useEffect(() => {
    const handed = props.markers;
    if (!handed && clusters.holdsMarkers()) return;
    const load = clusters.load(handed ?? [], year);
    if (!load) return;
    setDrawing(true);
    const { generation, count, clustered } = load;
    void clustered.then((refresh) => {
      if (!clusters.isLatest(generation)) return;
      markersToDraw.current = { generation, count, refresh, handed: !!handed };
      if (mapRef.current) drawClustered(mapRef.current);
    });
  }, [props.markers, year, clusters, drawClustered]);
  // The worker forgets a map's markers when it goes (and is handed them again should it come back).
  useEffect(() => () => clusters.drop(), [clusters]);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    (map.getSource('click-point') as GeoJSONSource | undefined)?.setData(pointFeatures(props.point));
  }, [loaded, props.point]);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    const visibility = hideMarkers ? 'none' : 'visible';
    for (const layer of ['marker-point', 'marker-label', 'marker-cluster'])
      map.setLayoutProperty(layer, 'visibility', visibility);
  }, [loaded, hideMarkers]);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return;
    map.setLayoutProperty('lsd', 'visibility', showLsd ? 'visible' : 'none');
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

  // Drawing polygons and line strings with terra-draw.
  useEffect(() => {
    const map = mapRef.current;
    const mode = props.drawMode;
    if (!loaded || !map || (mode !== 'polygon' && mode !== 'linestring')) return;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [new TerraDrawPolygonMode(), new TerraDrawLineStringMode()],
    });
    draw.start();
    draw.setMode(mode);
    drawRef.current = draw;
    if (map.getZoom() < MAP.drawZoom) map.easeTo({ zoom: MAP.drawZoom });
    draw.on('finish', (id) => {
      const feature = draw.getSnapshotFeature(id);
      if (!feature) return;
      if (feature.geometry.type === 'Polygon') {
        propsRef.current.onDrawPolygon?.({
          type: 'Polygon',
          coordinates: feature.geometry.coordinates as Position[][],
        } as GeoPolygon);
      } else if (feature.geometry.type === 'LineString') {
        propsRef.current.onDrawLine?.({
          type: 'LineString',
          coordinates: feature.geometry.coordinates as Position[],
        } as GeoLineString);
      }
    });
    return () => {
      draw.stop();
      drawRef.current = null;
    };
  }, [loaded, props.drawMode]);

  const years = useMemo(
    () =>
      [...new Set((props.markers ?? []).flatMap((m) => (m.year === undefined ? [] : [m.year])))].sort(
        (a, b) => b - a,
      ),
    [props.markers],
  );

  const defaultView = () => {
    saveMapView(null);
    mapRef.current?.jumpTo({ center: homeView.center, zoom: homeView.zoom });
  };
  const chooseYear = (value: number | null) => {
    setYear(value);
    props.onYearChange?.(value);
    setYearDialog(false);
  };

  if (failed) {
    return (
      <Alert severity="warning" data-testid="map-failed">
        {MESSAGES.mapCannotLoad}
      </Alert>
    );
  }

  return (
    <Box>
      {controls && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          {props.yearFilter && (
            <Button variant="outlined" size="small" onClick={() => setYearDialog(true)}>
              {year === null ? 'Filter by year' : `Year: ${year}`}
            </Button>
          )}
          <Button variant="outlined" size="small" startIcon={<MyLocationIcon />} onClick={device.center}>
            Center
          </Button>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={hideMarkers}
                onChange={(e) => setHideMarkers(e.target.checked)}
              />
            }
            label="Hide Markers"
          />
          {props.subAssets && props.subAssets.length > 0 && (
            <TextField
              select
              size="small"
              label="Sub Assets"
              value={subAssetId}
              onChange={(e) => {
                const id = Number(e.target.value);
                setSubAssetId(id);
                const sub = props.subAssets?.find((s) => s.id === id);
                if (sub)
                  mapRef.current?.flyTo({ center: [sub.longitude, sub.latitude], zoom: MAP.subAssetZoom });
              }}
              sx={{ minWidth: 160 }}
            >
              {props.subAssets.map((sub) => (
                <MenuItem key={sub.id} value={sub.id}>
                  {sub.sub_asset_name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button variant="outlined" size="small" onClick={defaultView}>
            Default View
          </Button>
        </Stack>
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
          data-loaded={loaded ? 'true' : 'false'}
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
          {imageryError && (
            <Alert severity="warning" data-testid="imagery-error">
              {MESSAGES.mapCannotLoad}: satellite imagery is unavailable. Areas and markers are still shown.
            </Alert>
          )}
          {overlayError && showLsd && <Alert severity="warning">{MESSAGES.overlayError}</Alert>}
          {device.error && <Alert severity="info">{device.error}</Alert>}
          {drawing && (props.markers?.length ?? 0) > 0 && (
            <Alert severity="info" sx={{ py: 0 }}>
              {MESSAGES.drawingMap}
            </Alert>
          )}
        </Stack>
      </Box>
      <Dialog open={yearDialog} onClose={() => setYearDialog(false)} maxWidth="xs">
        <DialogTitle>Filter by year</DialogTitle>
        <DialogContent>
          <List dense>
            <ListItemButton selected={year === null} onClick={() => chooseYear(null)}>
              <ListItemText primary="All years" />
            </ListItemButton>
            {years.map((y) => (
              <ListItemButton key={y} selected={year === y} onClick={() => chooseYear(y)}>
                <ListItemText primary={String(y)} />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setYearDialog(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
