import type { FastifyInstance } from 'fastify';
import { MAP_ARCHIVE_TILE_URL, type MapArchive } from '../../config';
import { ApiError, badRequest } from '../../errors';
import { openTileArchive } from './tileArchive';

/** Imagery changes seldom: a day in the browser's cache (the service worker keeps what it needs offline anyway). */
const CACHE_CONTROL = 'public, max-age=86400';

/** A zoom, column or row as the path has it: a whole number, no sign, no leading zeros, not too long. */
const COORDINATE = /^(0|[1-9]\d{0,8})$/;

/**
 * MAP_PMTILES's imagery at MAP_ARCHIVE_TILE_URL (`/api/map-tiles/{z}/{x}/{y}`), for the map and for offline maps.
 * Open like the app's own files: MapLibre's image requests carry no token, and imagery is not company data. A tile
 * outside the world is 400; one the archive lacks, 404.
 */
export async function registerMapTiles(
  server: FastifyInstance,
  archiveSetting: MapArchive | null,
): Promise<void> {
  if (!archiveSetting) return;
  const archive = await openTileArchive(archiveSetting);
  server.addHook('onClose', () => archive.close());
  const path = MAP_ARCHIVE_TILE_URL.replace(/\{(\w)\}/g, ':$1');
  server.get<{ Params: { z: string; x: string; y: string } }>(path, async (request, reply) => {
    const parts = [request.params.z, request.params.x, request.params.y];
    if (!parts.every((part) => COORDINATE.test(part)))
      throw badRequest('A map tile is /z/x/y, three whole numbers');
    const [z, x, y] = parts.map(Number);
    if (z > 30) throw badRequest('A map tile is /z/x/y, three whole numbers');
    const size = 2 ** z;
    if (x >= size || y >= size) throw badRequest(`Zoom ${z} has columns and rows 0 to ${size - 1}`);
    const tile = z <= archive.maxZoom ? await archive.tile(z, x, y) : null;
    if (!tile) throw new ApiError('not_found', 'The imagery has no tile there');
    return reply.type(tile.contentType).header('Cache-Control', CACHE_CONTROL).send(Buffer.from(tile.data));
  });
}
