import { TileType, zxyToTileId } from 'pmtiles';

export interface ArchiveTileInput {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

const HEADER_BYTES = 127;

function varints(values: number[]): Buffer {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return Buffer.from(bytes);
}

/**
 * A PMTiles (version 3) archive of the given tiles, as the spec lays one out: header, root directory (no leaves),
 * metadata, tile data; nothing compressed. For tests of the server's archive reading; the pmtiles reader is the judge.
 */
export function pmtilesArchive(
  tiles: readonly ArchiveTileInput[],
  tileType: TileType = TileType.Jpeg,
): Buffer {
  const sorted = [...tiles]
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = sorted.map((tile) => {
    const entry = { tileId: tile.tileId, offset, length: tile.data.length };
    offset += tile.data.length;
    return entry;
  });
  const ids = entries.map((entry, i) => entry.tileId - (i === 0 ? 0 : entries[i - 1].tileId));
  const offsets = entries.map((entry, i) =>
    i > 0 && entry.offset === entries[i - 1].offset + entries[i - 1].length ? 0 : entry.offset + 1,
  );
  const directory = Buffer.concat([
    varints([entries.length]),
    varints(ids),
    varints(entries.map(() => 1)),
    varints(entries.map((entry) => entry.length)),
    varints(offsets),
  ]);
  const metadata = Buffer.from(JSON.stringify({ name: 'test imagery' }));
  const data = Buffer.concat(sorted.map((tile) => tile.data));
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const sections = [
    [HEADER_BYTES, directory.length],
    [HEADER_BYTES + directory.length, metadata.length],
    [HEADER_BYTES + directory.length + metadata.length, 0],
    [HEADER_BYTES + directory.length + metadata.length, data.length],
  ];
  sections.forEach(([start, length], i) => {
    header.writeBigUInt64LE(BigInt(start), 8 + i * 16);
    header.writeBigUInt64LE(BigInt(length), 16 + i * 16);
  });
  header.writeBigUInt64LE(BigInt(entries.length), 72);
  header.writeBigUInt64LE(BigInt(entries.length), 80);
  header.writeBigUInt64LE(BigInt(entries.length), 88);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(tileType, 99);
  const zooms = sorted.map((tile) => tile.z);
  header.writeUInt8(zooms.length > 0 ? Math.min(...zooms) : 0, 100);
  header.writeUInt8(Math.max(...zooms, 0), 101);
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  return Buffer.concat([header, directory, metadata, data]);
}
