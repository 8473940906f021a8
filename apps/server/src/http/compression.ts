import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response goes as it is: the encoding's framing would eat most of the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compress API answers with brotli or gzip, whichever the client's Accept-Encoding prefers. Text and JSON
 * only (photos, PDFs are compressed already); large bodies such as a full sync go through a zlib stream
 * rather than one blocking call. Register before the routes: the plugin hooks each route as it is added.
 * The web app's files are compressed at build instead (apps/web/scripts/precompress.ts).
 */
export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
  });
}
