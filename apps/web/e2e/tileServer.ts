import { createServer } from 'node:http';
import sharp from 'sharp';

/**
 * A real tile server for the offline-map tests (the e2e servers' MAP_OFFLINE_TILE_URL and LSD_WMS_URL): XYZ
 * imagery at `/{z}/{x}/{y}.png` and the LSD grid's WMS at `/ats/wms`, each tile a 256 px PNG coloured by its
 * address. It counts what it served, and a test may slow it down or make some tiles fail (`/_control`), over HTTP
 * from the test's own process.
 */
export interface TileServerControl {
  /** Milliseconds before each tile is answered. */
  delayMs: number;
  /** Imagery tiles of this zoom are answered 500. */
  failingZoom: number | null;
}

export interface TileServerCounts {
  imagery: number;
  lsd: number;
  /** Requests for a tile already served. */
  repeats: number;
}

const tiles = new Map<string, Promise<Buffer>>();

function tilePng(key: string, transparent: boolean): Promise<Buffer> {
  let tile = tiles.get(key);
  if (!tile) {
    let hash = 0;
    for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    tile = sharp({
      create: {
        width: 256,
        height: 256,
        channels: 4,
        background: {
          r: 40 + (hash % 120),
          g: 90 + ((hash >> 8) % 120),
          b: 40 + ((hash >> 16) % 80),
          alpha: transparent ? 0.3 : 1,
        },
      },
    })
      .png()
      .toBuffer();
    tiles.set(key, tile);
  }
  return tile;
}

/** The tile a WMS GetMap asks for, named by its box. */
const wmsKey = (url: URL) => `wms/${url.searchParams.get('BBOX') ?? ''}`;

export function startTileServer(port: number): Promise<() => Promise<void>> {
  const control: TileServerControl = { delayMs: 0, failingZoom: null };
  const counts: TileServerCounts = { imagery: 0, lsd: 0, repeats: 0 };
  const served = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tiles');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/_control') {
      if (request.method === 'POST') {
        let body = '';
        request.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        request.on('end', () => {
          Object.assign(control, JSON.parse(body) as Partial<TileServerControl>);
          response.end(JSON.stringify(counts));
        });
        return;
      }
      response.end(JSON.stringify(counts));
      return;
    }
    const xyz = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
    const lsd = url.pathname === '/ats/wms';
    if (!xyz && !lsd) {
      response.statusCode = 404;
      response.end();
      return;
    }
    const key = xyz ? `${xyz[1]}/${xyz[2]}/${xyz[3]}` : wmsKey(url);
    if (xyz) counts.imagery += 1;
    else counts.lsd += 1;
    if (served.has(key)) counts.repeats += 1;
    served.add(key);
    if (process.env.TILE_LOG) console.log('tile', key, new Date().toISOString());
    setTimeout(() => {
      if (xyz && Number(xyz[1]) === control.failingZoom) {
        response.statusCode = 500;
        response.end();
        return;
      }
      void tilePng(key, lsd).then((png) => {
        response.setHeader('Content-Type', 'image/png');
        response.end(png);
      });
    }, control.delayMs);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      // The test runner's process ends when the run does; the tile server does not hold it open.
      server.unref();
      resolve(() => new Promise((done) => server.close(() => done())));
    });
  });
}
