import { API_PREFIX, photoKeySchema } from '@verge/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findLivePhotoFile } from './photos.queries';

/**
 * Originals are kept by no browser cache, so a photo opened on a shared device does not stay on it past the
 * session. Thumbnails, never changing under their key, may be kept: the app keeps them for offline viewing in
 * the service worker's cache anyway, and empties that cache at logout (apps/web/src/local/photoThumbs.ts).
 */
const CACHE_CONTROL = {
  original: 'no-store',
  thumbnail: 'private, max-age=31536000, immutable',
} as const;

/**
 * Photo files for <img> tags: `${API_PREFIX}/photos/file/{key}` and `/photos/thumb/{key}`. Image tags cannot
 * send a token, so the key itself (a server-made random uuid, 122 random bits) is the capability; hidden
 * photos answer 404, and so does a file whose key no photo row names. The file streams from the store.
 */
export function registerPhotoFiles(server: FastifyInstance, app: AppContext): void {
  server.get<{ Params: { variant: string; key: string } }>(
    `${API_PREFIX}/photos/:variant/:key`,
    async (request, reply) => {
      const { variant, key } = request.params;
      const kind = variant === 'file' ? 'original' : variant === 'thumb' ? 'thumbnail' : null;
      // A key no photo could have (NUL, too long) is not looked up: it is simply not found.
      const photo =
        kind && photoKeySchema.safeParse(key).success ? await findLivePhotoFile(app.db, key) : undefined;
      const file = photo && kind ? await app.photos.get(key, kind) : null;
      if (!photo || !file || !kind) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Photo not found' } });
      }
      return reply
        .type(kind === 'thumbnail' ? 'image/jpeg' : photo.content_type)
        .header('Cache-Control', CACHE_CONTROL[kind])
        .header('Content-Length', file.size)
        .send(file.body);
    },
  );
}
