/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the web build, at the strongest
 * settings (paid once here rather than per request); the server sends them with @fastify/static
 * `preCompressed`. Runs after `vite build` (npm run build -w @verge/web), so the service worker is included.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/;
/** The server's compression threshold (apps/server/src/http/compression.ts): smaller files go as they are. */
const MIN_BYTES = 1024;

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function precompress(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    toBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

// Dot folders (.vite, the build manifest) are not served.
const files = (await readdir(dist, { recursive: true }))
  .filter((name) => TEXT.test(name) && !name.split('/').some((part) => part.startsWith('.')))
  .map((name) => join(dist, name));
const written = (await Promise.all(files.map(precompress))).filter(Boolean).length;
console.log(`precompressed ${written} of ${files.length} text files in ${dist} (.br, .gz)`);
