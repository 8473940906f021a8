import { type ClientConfig, clientConfigSchema } from '@verge/domain';

const DEFAULT_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const DEFAULT_TILE_ATTRIBUTION = 'Imagery © Esri, Maxar, Earthstar Geographics, and the GIS User Community';
const DEFAULT_LSD_WMS_URL = 'https://maps.alberta.ca/ats/wms';

export interface MapSourcesConfig {
  tileUrl: string;
  tileAttribution: string;
  lsdWmsUrl: string;
  /** The imagery a device may store for offline use; null: the deployment offers no offline maps. */
  offlineTileUrl: string | null;
  /** The LSD grid may be stored with it. */
  lsdWmsOffline: boolean;
}

/** Build-time defaults, used until the server has told this device its deployment's sources. */
const BUILT_MAP_SOURCES: MapSourcesConfig = {
  tileUrl: import.meta.env.VITE_MAP_TILE_URL || DEFAULT_TILE_URL,
  tileAttribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION,
  lsdWmsUrl: import.meta.env.VITE_LSD_WMS_URL || DEFAULT_LSD_WMS_URL,
  offlineTileUrl: null,
  lsdWmsOffline: false,
};

const MAP_SOURCES_KEY = 'verge-map-sources';

/**
 * A template on this server (the imagery of its PMTiles archive, `/api/map-tiles/{z}/{x}/{y}`) made whole, as the map
 * wants its tile addresses; `new URL` would escape the braces.
 */
function onThisOrigin(template: string): string {
  return template.startsWith('/') ? `${location.origin}${template}` : template;
}

let read: { stored: string | null; sources: MapSourcesConfig } | null = null;

/**
 * The map sources of the server's MAP_TILE_URL / LSD_WMS_URL and offline settings, as last fetched (kept for
 * offline starts). Asked for every tile the map draws: parsed again only when the stored text changes.
 */
export function mapSources(): MapSourcesConfig {
  const stored = localStorage.getItem(MAP_SOURCES_KEY);
  if (read?.stored !== stored) read = { stored, sources: parseMapSources(stored) };
  return read.sources;
}

function parseMapSources(stored: string | null): MapSourcesConfig {
  try {
    const parsed = clientConfigSchema.safeParse(JSON.parse(stored ?? 'null'));
    if (!parsed.success) return BUILT_MAP_SOURCES;
    const { mapTileUrl, mapTileAttribution, lsdWmsUrl, offlineTileUrl, lsdWmsOffline } = parsed.data;
    return {
      tileUrl: onThisOrigin(mapTileUrl),
      tileAttribution: mapTileAttribution,
      lsdWmsUrl: onThisOrigin(lsdWmsUrl),
      offlineTileUrl: offlineTileUrl === null ? null : onThisOrigin(offlineTileUrl),
      lsdWmsOffline,
    };
  } catch {
    return BUILT_MAP_SOURCES;
  }
}

/** WMS GetMap URL template of the LSD grid at `base` (layer ats, 256×256 PNG, EPSG:3857), as the map asks for it. */
export function lsdTileTemplate(base: string): string {
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

export function rememberMapSources(config: ClientConfig): void {
  localStorage.setItem(MAP_SOURCES_KEY, JSON.stringify(config));
}
