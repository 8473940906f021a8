import { MAP } from '@verge/domain';
import type { DemoRandom } from './demoRandom';

export type Position = [number, number];

/** Metres per degree at the demo latitude: close enough for corridors a few kilometres long. */
const METRES_PER_DEGREE_LAT = 111_320;
const METRES_PER_DEGREE_LNG = METRES_PER_DEGREE_LAT * Math.cos((MAP.defaultCentre.latitude * Math.PI) / 180);

/** A point `east` and `north` metres away from `origin` ([lng, lat]). */
export function offsetMetres(origin: Position, east: number, north: number): Position {
  return [round(origin[0] + east / METRES_PER_DEGREE_LNG), round(origin[1] + north / METRES_PER_DEGREE_LAT)];
}

const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** One straight piece of a corridor (a right-of-way) between two centreline vertices. */
export interface CorridorSegment {
  name: string;
  start: Position;
  end: Position;
  /** Half the right-of-way width in metres. */
  halfWidth: number;
}

function localVector(from: Position, to: Position): { east: number; north: number; length: number } {
  const east = (to[0] - from[0]) * METRES_PER_DEGREE_LNG;
  const north = (to[1] - from[1]) * METRES_PER_DEGREE_LAT;
  return { east, north, length: Math.hypot(east, north) };
}

/** A point `along` (0–1) the segment and `across` (-1–1, in half-widths) from its centreline. */
export function pointInSegment(segment: CorridorSegment, along: number, across: number): Position {
  const v = localVector(segment.start, segment.end);
  const unitEast = v.east / v.length;
  const unitNorth = v.north / v.length;
  const side = across * segment.halfWidth;
  return offsetMetres(segment.start, v.east * along - unitNorth * side, v.north * along + unitEast * side);
}

/** The segment's right-of-way as a closed GeoJSON polygon ring. */
export function segmentPolygon(segment: CorridorSegment): { type: 'Polygon'; coordinates: Position[][] } {
  const corners = [
    pointInSegment(segment, 0, -1),
    pointInSegment(segment, 1, -1),
    pointInSegment(segment, 1, 1),
    pointInSegment(segment, 0, 1),
  ];
  return { type: 'Polygon', coordinates: [[...corners, corners[0]]] };
}

/** A square pad (valve site, compressor station) of `half` metres around a point. */
export function padPolygon(centre: Position, half: number): { type: 'Polygon'; coordinates: Position[][] } {
  const ring = [
    offsetMetres(centre, -half, -half),
    offsetMetres(centre, half, -half),
    offsetMetres(centre, half, half),
    offsetMetres(centre, -half, half),
  ];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/** A random spot inside the segment, away from its edges. */
export function randomSpot(segment: CorridorSegment, random: DemoRandom): Position {
  return pointInSegment(segment, 0.05 + random.next() * 0.9, (random.next() * 2 - 1) * 0.7);
}

/** A walked delineation of a patch: a few steps along the corridor, wandering across it. */
export function randomTrack(segment: CorridorSegment, random: DemoRandom): Position[] {
  const start = 0.1 + random.next() * 0.6;
  const steps = random.int(3, 6);
  return Array.from({ length: steps }, (_, i) =>
    pointInSegment(segment, start + i * 0.04, (random.next() * 2 - 1) * 0.6),
  );
}

const KP_STEP_METRES = 1200;

/** "KP 3+600": kilometre post notation used along pipelines. */
function kilometrePost(metres: number): string {
  const km = Math.floor(metres / 1000);
  return `KP ${km}+${String(metres % 1000).padStart(3, '0')}`;
}

/**
 * The demo pipeline: 10 right-of-way segments of 1.2 km running north-west then west from the map centre,
 * 30 m wide, named by kilometre post.
 */
export function pipelineSegments(): CorridorSegment[] {
  const centre: Position = [MAP.defaultCentre.longitude, MAP.defaultCentre.latitude];
  const headings = [300, 295, 290, 288, 285, 280, 278, 275, 272, 270];
  const segments: CorridorSegment[] = [];
  let start = offsetMetres(centre, 2500, -1500);
  headings.forEach((heading, i) => {
    const radians = (heading * Math.PI) / 180;
    const end = offsetMetres(start, Math.sin(radians) * KP_STEP_METRES, Math.cos(radians) * KP_STEP_METRES);
    segments.push({
      name: `${kilometrePost(i * KP_STEP_METRES)} – ${kilometrePost((i + 1) * KP_STEP_METRES)}`,
      start,
      end,
      halfWidth: 15,
    });
    start = end;
  });
  return segments;
}

const MILE_METRES = 1609;

/**
 * The demo road: Range Road 190 running north for ten miles east of the map centre, one segment per
 * township-road crossing, 40 m of ditches and shoulders wide.
 */
export function roadSegments(): CorridorSegment[] {
  const origin = offsetMetres([MAP.defaultCentre.longitude, MAP.defaultCentre.latitude], 4000, -8000);
  return Array.from({ length: 10 }, (_, i) => ({
    name: `RR 190 North – Twp Rd ${540 + i} to ${541 + i}`,
    start: offsetMetres(origin, 0, i * MILE_METRES),
    end: offsetMetres(origin, 0, (i + 1) * MILE_METRES),
    halfWidth: 20,
  }));
}
