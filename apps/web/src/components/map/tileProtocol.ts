import { type TileId, tileUrl } from '@verge/domain';
import { addProtocol } from 'maplibre-gl';
import { lsdTileTemplate, mapSources } from '../../core/mapSources';
import { enlargedStoredTile, type OfflineLayer, storedTile } from '../../core/offlineMaps';

/**
 * The map's imagery and LSD grid load through this protocol (`verge-tiles://<layer>/{z}/{x}/{y}`): a tile of an
 * offline map on the device first, then the network, and with no network a stored tile of a shallower zoom
 * enlarged. Only a tile found nowhere fails, and only that failure shows the connectivity notice.
 */
const PROTOCOL = 'verge-tiles';

export const tileTemplate = (layer: OfflineLayer) => `${PROTOCOL}://${layer}/{z}/{x}/{y}`;

function parse(url: string): { layer: OfflineLayer; tile: TileId } {
  const match = /^verge-tiles:\/\/(imagery|lsd)\/(\d+)\/(\d+)\/(\d+)$/.exec(url);
  if (!match) throw new Error(`Not a map tile: ${url}`);
  const [, layer, z, x, y] = match;
  return { layer: layer as OfflineLayer, tile: { z: Number(z), x: Number(x), y: Number(y) } };
}

function networkUrl(layer: OfflineLayer, tile: TileId): string {
  const sources = mapSources();
  return tileUrl(layer === 'imagery' ? sources.tileUrl : lsdTileTemplate(sources.lsdWmsUrl), tile);
}

addProtocol(PROTOCOL, async (params, abortController) => {
  const { layer, tile } = parse(params.url);
  const stored = await storedTile(layer, tile);
  if (stored) return { data: await stored.arrayBuffer() };
  let failure: unknown = new Error('Offline, and the tile is not stored on this device');
  if (navigator.onLine) {
    try {
      const response = await fetch(networkUrl(layer, tile), { signal: abortController.signal });
      if (response.ok) return { data: await response.arrayBuffer() };
      failure = new Error(`The tile server answered ${response.status}`);
    } catch (error) {
      if (abortController.signal.aborted) throw error;
      failure = error;
    }
  }
  const enlarged = await enlargedStoredTile(layer, tile);
  if (enlarged) return { data: enlarged };
  throw failure;
});
