import type { StyleSpecification } from 'maplibre-gl';
import { mapSources } from '../../core/mapSources';
import { tileTemplate } from './tileProtocol';

/** The satellite imagery: a raster source and the layer drawing it, both of this id. */
export const IMAGERY = 'satellite';
/** The LSD grid overlay: a raster source and the layer drawing it, both of this id. */
export const LSD_GRID = 'lsd';
/** The deepest zoom the imagery and grid are asked for; the map enlarges it beyond. */
export const IMAGERY_MAX_ZOOM = 19;

/**
 * The map's base style: imagery from the configured tile URL, with the LSD grid over it (shown or not), both
 * through the tile protocol (offline maps first).
 */
export function baseStyle(showLsd: boolean): StyleSpecification {
  const sources = mapSources();
  return {
    version: 8,
    sources: {
      [IMAGERY]: {
        type: 'raster',
        tiles: [tileTemplate('imagery')],
        tileSize: 256,
        maxzoom: IMAGERY_MAX_ZOOM,
        attribution: sources.tileAttribution,
      },
      [LSD_GRID]: { type: 'raster', tiles: [tileTemplate('lsd')], tileSize: 256, maxzoom: IMAGERY_MAX_ZOOM },
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
