import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { TileType } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pmtilesArchive } from '../../../test/pmtilesArchive';
import { startS3Server, type TestS3Server } from '../../../test/s3Server';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { MAP_ARCHIVE_TILE_URL, type MapArchive } from '../../config';
import { s3Client } from '../../photos/s3Client';
import { openTileArchive } from './tileArchive';

/** Three tiles of a corridor at zoom 12 and one at 14, each its own bytes. */
const TILES = [
  { z: 12, x: 798, y: 1315 },
  { z: 12, x: 799, y: 1315 },
  { z: 12, x: 800, y: 1316 },
  { z: 14, x: 3195, y: 5262 },
].map((tile, i) => ({ ...tile, data: new Uint8Array([0xff, 0xd8, 0xff, i, ...Array(200).fill(i)]) }));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'verge-map-tiles-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function archiveFile(name: string, content: Buffer): Promise<MapArchive> {
  const path = join(folder, name);
  await writeFile(path, content);
  return { kind: 'file', path };
}

const tileUrl = (z: number | string, x: number | string, y: number | string) =>
  MAP_ARCHIVE_TILE_URL.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

describe('GET /api/map-tiles/{z}/{x}/{y} from a PMTiles file', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ mapArchive: await archiveFile('imagery.pmtiles', pmtilesArchive(TILES)) });
  });
  afterAll(() => app.close());

  it('answers each stored tile with its bytes, as an image a browser may keep for a day, without a token', async () => {
    for (const tile of TILES) {
      const res = await app.server.inject({ method: 'GET', url: tileUrl(tile.z, tile.x, tile.y) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(new Uint8Array(res.rawPayload)).toEqual(tile.data);
    }
  });

  it('answers 404 for a tile the archive lacks, deeper zooms included', async () => {
    for (const [z, x, y] of [
      [12, 801, 1316],
      [13, 0, 0],
      [20, 0, 0],
    ]) {
      const res = await app.server.inject({ method: 'GET', url: tileUrl(z, x, y) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'The imagery has no tile there' } });
    }
  });

  it('answers 400 for what is not a tile of the world', async () => {
    for (const [z, x, y] of [
      ['12', 'abc', '1'],
      ['12', '-1', '1'],
      ['12', '01', '1'],
      ['2', '4', '0'],
      ['2', '0', '4'],
      ['31', '0', '0'],
      ['12', '1e3', '1'],
    ]) {
      const res = await app.server.inject({ method: 'GET', url: tileUrl(z, x, y) });
      expect(res.statusCode, `${z}/${x}/${y}`).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
  });
});

describe('the archive read from the S3 store', () => {
  let s3: TestS3Server;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    const client = s3Client(s3.settings);
    await client.send(
      new PutObjectCommand({
        Bucket: s3.settings.bucket,
        Key: 'imagery/corridor.pmtiles',
        Body: pmtilesArchive(TILES),
      }),
    );
    client.destroy();
    app = await createTestApp({
      mapArchive: { kind: 's3', key: 'imagery/corridor.pmtiles', ...s3.settings },
    });
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  it('serves its tiles by ranged reads of the object', async () => {
    const tile = TILES[3];
    const res = await app.server.inject({ method: 'GET', url: tileUrl(tile.z, tile.x, tile.y) });
    expect(res.statusCode).toBe(200);
    expect(new Uint8Array(res.rawPayload)).toEqual(tile.data);
  });
});

describe('opening an archive', () => {
  it('names a file that is missing or not an archive', async () => {
    await expect(openTileArchive({ kind: 'file', path: join(folder, 'missing.pmtiles') })).rejects.toThrow(
      /^MAP_PMTILES: .*missing\.pmtiles could not be read as a PMTiles archive$/,
    );
    const notAnArchive = await archiveFile('photo.jpg', Buffer.from('not an archive at all'));
    await expect(openTileArchive(notAnArchive)).rejects.toThrow(/could not be read as a PMTiles archive/);
  });

  it('refuses an archive of vector tiles: the map wants imagery', async () => {
    const vector = await archiveFile('roads.pmtiles', pmtilesArchive(TILES, TileType.Mvt));
    await expect(openTileArchive(vector)).rejects.toThrow(
      /holds no imagery \(PNG, JPEG, WebP or AVIF tiles\)/,
    );
  });

  it('is served by no route when MAP_PMTILES is unset', async () => {
    const app = await createTestApp();
    try {
      const res = await app.server.inject({ method: 'GET', url: tileUrl(12, 798, 1315) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/^No route GET/);
    } finally {
      await app.close();
    }
  });
});
