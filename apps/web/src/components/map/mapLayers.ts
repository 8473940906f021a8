import { MAP, type Position, riskColour, shapeCentre } from '@verge/domain';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { MARKER_LAYER } from './clusterTiles';
import { drawCluster, drawLabel, drawMarker, MARKER_KINDS, markerImageId } from './mapImages';
import type { MapViewProps } from './mapTypes';

/**
 * The sources and layers the map draws over its base style: risk-coloured areas with their labels, GPS tracks,
 * the clustered markers and the placed point, and how their data is set.
 */

type FeatureCollection = GeoJSON.FeatureCollection;
type Areas = MapViewProps['areas'];

/** The layers a click on a marker or a cluster lands on. */
export const MARKER_CLICK_LAYERS = ['marker-point', 'marker-cluster'] as const;
/** The layers drawing the markers (clusters and labels included): hidden together by 'Hide Markers'. */
const MARKER_LAYERS = ['marker-point', 'marker-label', 'marker-cluster'] as const;

const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/** The device's pixels per CSS pixel, whole: the images are drawn that sharp. */
const imageRatio = (): number => Math.max(1, Math.round(window.devicePixelRatio || 1));

function areaFeatures(areas: Areas): FeatureCollection {
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
function labelFeatures(areas: Areas): FeatureCollection {
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

/** Label images of the areas, made before the labels are laid out. */
function ensureLabelImages(map: MapLibreMap, areas: Areas): void {
  const ratio = imageRatio();
  for (const area of areas ?? []) {
    const id = `label:${area.name}`;
    if (!map.hasImage(id)) map.addImage(id, drawLabel(area.name, ratio), { pixelRatio: ratio });
  }
}

const geojsonSource = (map: MapLibreMap, id: string) => map.getSource(id) as GeoJSONSource | undefined;

/** Adds the layers with their first data; the markers come as vector tiles from `markerTiles`. */
export function addMapLayers(
  map: MapLibreMap,
  data: Pick<MapViewProps, 'areas' | 'tracks' | 'point'>,
  markerTiles: string,
): void {
  const ratio = imageRatio();
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

  map.addSource('areas', { type: 'geojson', data: areaFeatures(data.areas) });
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
  ensureLabelImages(map, data.areas);
  map.addSource('area-labels', { type: 'geojson', data: labelFeatures(data.areas) });
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

  map.addSource('tracks', { type: 'geojson', data: trackFeatures(data.tracks) });
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

  map.addSource('click-point', { type: 'geojson', data: pointFeatures(data.point) });
  map.addLayer({
    id: 'click-point',
    type: 'symbol',
    source: 'click-point',
    layout: { 'icon-image': markerImageId('click'), 'icon-anchor': 'bottom', 'icon-allow-overlap': true },
  });
}

export function setAreas(map: MapLibreMap, areas: Areas): void {
  geojsonSource(map, 'areas')?.setData(areaFeatures(areas));
  ensureLabelImages(map, areas);
  geojsonSource(map, 'area-labels')?.setData(labelFeatures(areas));
}

export function setTracks(map: MapLibreMap, tracks: MapViewProps['tracks']): void {
  geojsonSource(map, 'tracks')?.setData(trackFeatures(tracks));
}

export function setPoint(map: MapLibreMap, point: MapViewProps['point']): void {
  geojsonSource(map, 'click-point')?.setData(pointFeatures(point));
}

export function setMarkersVisible(map: MapLibreMap, visible: boolean): void {
  for (const layer of MARKER_LAYERS) map.setLayoutProperty(layer, 'visibility', visible ? 'visible' : 'none');
}
