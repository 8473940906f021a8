import { type ClientConfig, clientConfigSchema } from '@verge/domain';

const DEFAULT_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const DEFAULT_TILE_ATTRIBUTION = 'Imagery © Esri, Maxar, Earthstar Geographics, and the GIS User Community';
const DEFAULT_LSD_WMS_URL = 'https://maps.alberta.ca/ats/wms';

export interface MapSourcesConfig {
  tileUrl: string;
  tileAttribution: string;
  lsdWmsUrl: string;
}

/** Build-time defaults, used until the server has told this device its deployment's sources. */
const BUILT_MAP_SOURCES: MapSourcesConfig = {
  tileUrl: import.meta.env.VITE_MAP_TILE_URL || DEFAULT_TILE_URL,
  tileAttribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION,
  lsdWmsUrl: import.meta.env.VITE_LSD_WMS_URL || DEFAULT_LSD_WMS_URL,
};

const MAP_SOURCES_KEY = 'verge-map-sources';

/**
 * A template on this server (the imagery of its PMTiles archive, `/api/map-tiles/{z}/{x}/{y}`) made whole, as the map
 * wants its tile addresses; `new URL` would escape the braces.
 */
function onThisOrigin(template: string): string {
  return template.startsWith('/') ? `${location.origin}${template}` : template;
}

/** The map sources of the server's MAP_TILE_URL / LSD_WMS_URL, as last fetched (kept for offline starts). */
export function mapSources(): MapSourcesConfig {
  try {
    const parsed = clientConfigSchema.safeParse(JSON.parse(localStorage.getItem(MAP_SOURCES_KEY) ?? 'null'));
    if (!parsed.success) return BUILT_MAP_SOURCES;
    const { mapTileUrl, mapTileAttribution, lsdWmsUrl } = parsed.data;
    return {
      tileUrl: onThisOrigin(mapTileUrl),
      tileAttribution: mapTileAttribution,
      lsdWmsUrl: onThisOrigin(lsdWmsUrl),
    };
  } catch {
    return BUILT_MAP_SOURCES;
  }
}

export function rememberMapSources(config: ClientConfig): void {
  localStorage.setItem(MAP_SOURCES_KEY, JSON.stringify(config));
}
