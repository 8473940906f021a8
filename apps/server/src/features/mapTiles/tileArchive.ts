import { open } from 'node:fs/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { PMTiles, type RangeResponse, type Source, TileType } from 'pmtiles';
import type { MapArchive } from '../../config';
import { s3Client } from '../../photos/s3Client';

/** A stored tile and what it is. */
export interface ArchiveTile {
  data: Uint8Array;
  contentType: string;
}

/** A PMTiles archive of imagery, read by byte ranges (its header, a directory, a tile), never whole. */
export interface TileArchive {
  /** The archive's deepest zoom, for telling a tile it cannot hold from one it lacks. */
  maxZoom: number;
  tile(z: number, x: number, y: number): Promise<ArchiveTile | null>;
  close(): Promise<void>;
}

const IMAGE_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** Byte ranges of a file, through one open handle. */
function fileSource(path: string): Source & { close(): Promise<void> } {
  const handle = open(path, 'r');
  // A missing file is reported where the archive is first read (at start); not as an unhandled rejection first.
  handle.catch(() => {});
  return {
    getKey: () => path,
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const file = await handle;
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, offset);
      return { data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) };
    },
    close: async () => (await handle.catch(() => null))?.close(),
  };
}

/** Byte ranges of an object in the S3-compatible store (a ranged GetObject each). */
function s3Source(archive: Extract<MapArchive, { kind: 's3' }>): Source & { close(): Promise<void> } {
  const client = s3Client(archive);
  return {
    getKey: () => `s3:${archive.key}`,
    async getBytes(offset: number, length: number): Promise<RangeResponse> {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: archive.bucket,
          Key: archive.key,
          Range: `bytes=${offset}-${offset + length - 1}`,
        }),
      );
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      return {
        data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      };
    },
    close: async () => client.destroy(),
  };
}

/**
 * Opens MAP_PMTILES's archive and reads its header: a missing file or object, or an archive of anything but images
 * (vector tiles), stops the start with a message that names it.
 */
export async function openTileArchive(archive: MapArchive): Promise<TileArchive> {
  const source = archive.kind === 'file' ? fileSource(archive.path) : s3Source(archive);
  const reader = new PMTiles(source);
  const where = source.getKey();
  const header = await reader.getHeader().catch(async (error: unknown) => {
    await source.close();
    throw new Error(`MAP_PMTILES: ${where} could not be read as a PMTiles archive`, { cause: error });
  });
  const contentType = IMAGE_TYPES[header.tileType];
  if (!contentType) {
    await source.close();
    throw new Error(`MAP_PMTILES: ${where} holds no imagery (PNG, JPEG, WebP or AVIF tiles)`);
  }
  return {
    maxZoom: header.maxZoom,
    async tile(z, x, y) {
      const found = await reader.getZxy(z, x, y);
      return found ? { data: new Uint8Array(found.data), contentType } : null;
    },
    close: () => source.close(),
  };
}
