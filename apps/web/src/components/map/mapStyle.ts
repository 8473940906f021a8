import type { StyleSpecification } from 'maplibre-gl';
import { mapSources } from '../../core/mapSources';

/** The satellite imagery: a raster source and the layer drawing it, both of this id. */
export const IMAGERY = 'satellite';
/** The LSD grid overlay: a raster source and the layer drawing it, both of this id. */
export const LSD_GRID = 'lsd';

/** WMS GetMap URL template of the LSD grid (layer ats, 256×256 PNG, EPSG:3857). */
function lsdTileUrl(base: string): string {
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

/** The map's base style: imagery from the configured tile URL, with the LSD grid over it (shown or not). */
export function baseStyle(showLsd: boolean): StyleSpecification {
  const sources = mapSources();
  return {
    version: 8,
    sources: {
      [IMAGERY]: {
        type: 'raster',
        tiles: [sources.tileUrl],
        tileSize: 256,
        maxzoom: 19,
        attribution: sources.tileAttribution,
      },
      [LSD_GRID]: { type: 'raster', tiles: [lsdTileUrl(sources.lsdWmsUrl)], tileSize: 256 },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1e2a1a' } },
      { id: IMAGERY, type: 'raster', source: IMAGERY, paint: { 'raster-fade-duration': 0 } },
      {
        id: LSD_GRID,
        type: 'raster',
        source: LSD_GRID,
        layout: { visibility: showLsd ? 'visible' : 'none' },
        paint: { 'raster-opacity': 0.8, 'raster-fade-duration': 0 },
      },
    ],
  };
}
