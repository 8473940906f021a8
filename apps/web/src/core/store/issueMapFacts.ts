import type { GeoLineString } from '@verge/domain';
import type { LocalIssue } from './records';

/** What the issue maps draw of an issue: its marker (point or track start, risk, year), its track, its area's colour. */
export type IssueMapFacts = Pick<
  LocalIssue,
  'id' | 'assetId' | 'areaId' | 'gps_point' | 'gps_track' | 'risk_score' | 'isInteractive' | 'inspection_date'
>;

/** An issue's entry in the marker index: its map facts and whether it is a tombstone. */
export type IssueMarkerEntry = IssueMapFacts & { hidden: boolean };

/** Issues whose ids fall in one block of this many share a chunk of the index. */
export const MARKER_CHUNK_SIZE = 1024;

export const chunkOf = (id: number): number => Math.floor(id / MARKER_CHUNK_SIZE);

/**
 * One chunk of the marker index, by column: typed arrays are read back from IndexedDB at memory speed, where
 * tens of thousands of issue rows take a second to read and as long again to rebuild as objects.
 */
export interface IssueMarkerChunk {
  chunk: number;
  ids: Float64Array;
  assetIds: Float64Array;
  areaIds: Float64Array;
  /** Longitude, latitude per issue; NaN when it has no point. */
  points: Float64Array;
  risks: Uint8Array;
  /** HIDDEN | INTERACTIVE. */
  flags: Uint8Array;
  dates: string[];
  tracks: (GeoLineString | null)[];
}

const HIDDEN = 1;
const INTERACTIVE = 2;

export function markerEntryOf(issue: LocalIssue): IssueMarkerEntry {
  return {
    id: issue.id,
    assetId: issue.assetId,
    areaId: issue.areaId,
    gps_point: issue.gps_point,
    gps_track: issue.gps_track,
    risk_score: issue.risk_score,
    isInteractive: issue.isInteractive,
    inspection_date: issue.inspection_date,
    hidden: issue.hidden === true,
  };
}

/** A chunk holding `entries` (any order; stored by id). */
export function encodeChunk(chunk: number, entries: Iterable<IssueMarkerEntry>): IssueMarkerChunk {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const n = sorted.length;
  const encoded: IssueMarkerChunk = {
    chunk,
    ids: new Float64Array(n),
    assetIds: new Float64Array(n),
    areaIds: new Float64Array(n),
    points: new Float64Array(2 * n),
    risks: new Uint8Array(n),
    flags: new Uint8Array(n),
    dates: new Array<string>(n),
    tracks: new Array<GeoLineString | null>(n),
  };
  sorted.forEach((entry, i) => {
    encoded.ids[i] = entry.id;
    encoded.assetIds[i] = entry.assetId;
    encoded.areaIds[i] = entry.areaId;
    encoded.points[2 * i] = entry.gps_point?.coordinates[0] ?? Number.NaN;
    encoded.points[2 * i + 1] = entry.gps_point?.coordinates[1] ?? Number.NaN;
    encoded.risks[i] = entry.risk_score;
    encoded.flags[i] = (entry.hidden ? HIDDEN : 0) | (entry.isInteractive ? INTERACTIVE : 0);
    encoded.dates[i] = entry.inspection_date;
    encoded.tracks[i] = entry.gps_track;
  });
  return encoded;
}

/** The map facts of the issue at `i` of a chunk. */
function factsAt(chunk: IssueMarkerChunk, i: number): IssueMapFacts {
  const x = chunk.points[2 * i];
  const y = chunk.points[2 * i + 1];
  return {
    id: chunk.ids[i],
    assetId: chunk.assetIds[i],
    areaId: chunk.areaIds[i],
    gps_point: Number.isNaN(x) ? null : { type: 'Point', coordinates: [x, y] },
    gps_track: chunk.tracks[i],
    risk_score: chunk.risks[i] as IssueMapFacts['risk_score'],
    isInteractive: (chunk.flags[i] & INTERACTIVE) !== 0,
    inspection_date: chunk.dates[i],
  };
}

/** Every entry of a chunk, by id. */
export function decodeChunk(chunk: IssueMarkerChunk): Map<number, IssueMarkerEntry> {
  const entries = new Map<number, IssueMarkerEntry>();
  for (let i = 0; i < chunk.ids.length; i++)
    entries.set(chunk.ids[i], { ...factsAt(chunk, i), hidden: (chunk.flags[i] & HIDDEN) !== 0 });
  return entries;
}

/** Whether the chunks hold any entry of the asset (a tombstone included). */
export function holdsAsset(chunks: readonly IssueMarkerChunk[], assetId: number): boolean {
  return chunks.some((chunk) => chunk.assetIds.includes(assetId));
}

/** The map facts of the asset's issues in the chunks (tombstones left out), in id order as the store lists rows. */
export function assetMapFacts(chunks: readonly IssueMarkerChunk[], assetId: number): IssueMapFacts[] {
  const facts: IssueMapFacts[] = [];
  for (const chunk of [...chunks].sort((a, b) => a.chunk - b.chunk)) {
    for (let i = 0; i < chunk.ids.length; i++) {
      if (chunk.assetIds[i] !== assetId || (chunk.flags[i] & HIDDEN) !== 0) continue;
      facts.push(factsAt(chunk, i));
    }
  }
  return facts;
}
