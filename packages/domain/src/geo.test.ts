import { describe, expect, it } from 'vitest';
import type { Position } from './common';
import {
  circlePolygon,
  distanceMetres,
  formatCoordinate,
  formatUtm,
  representativePosition,
  toUtm,
} from './geo';
import { MESSAGES } from './messages';

describe('toUtm (GRS 1980)', () => {
  // Expected values from an independent Krüger-series computation on the GRS 1980 ellipsoid.
  it('converts the default map centre to zone 11U', () => {
    const utm = toUtm(-116.5765, 53.9333);
    expect(utm).toMatchObject({ zone: 11, letter: 'U' });
    expect(utm!.easting).toBeCloseTo(527804.51, 1);
    expect(utm!.northing).toBeCloseTo(5976183.69, 1);
  });

  it('adds the false northing south of the equator', () => {
    const utm = toUtm(151.2093, -33.8688);
    expect(utm).toMatchObject({ zone: 56, letter: 'H' });
    expect(utm!.easting).toBeCloseTo(334368.63, 1);
    expect(utm!.northing).toBeCloseTo(6250948.35, 1);
  });

  it('applies the Norway and Svalbard zone exceptions', () => {
    expect(toUtm(5, 60)?.zone).toBe(32);
    expect(toUtm(10, 78)?.zone).toBe(33);
    expect(toUtm(5, 50)?.zone).toBe(31);
  });

  it('has no UTM position beyond 84° N, below 80° S or for non-coordinates', () => {
    expect(toUtm(0, 85)).toBeNull();
    expect(toUtm(0, -81)).toBeNull();
    expect(toUtm(Number.NaN, 10)).toBeNull();
    expect(toUtm(200, 10)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats UTM to the metre and falls back to the spec text', () => {
    expect(formatUtm({ zone: 11, letter: 'U', easting: 527804.51, northing: 5976183.69 })).toBe(
      '11U 527805 E 5976184 N',
    );
    expect(formatUtm(null)).toBe(MESSAGES.utmUnavailable);
    expect(formatUtm(null)).toBe('UTM data not available');
  });

  it('shows coordinates to 6 decimals', () => {
    expect(formatCoordinate(-116.5765)).toBe('-116.576500');
  });

  it('places a record at its point, else at the start of its track', () => {
    const point = { type: 'Point' as const, coordinates: [1, 2] as [number, number] };
    const track = {
      type: 'LineString' as const,
      coordinates: [
        [3, 4],
        [5, 6],
      ] as [number, number][],
    };
    expect(representativePosition(point, track)).toEqual([1, 2]);
    expect(representativePosition(null, track)).toEqual([3, 4]);
    expect(representativePosition(null, null)).toBeNull();
  });
});

const HOME: Position = [-116.5765, 53.9333];
/** A position the given number of metres north of HOME (one degree of latitude is about 111.2 km). */
const north = (metres: number): Position => [HOME[0], HOME[1] + metres / 111_195];

describe('distanceMetres', () => {
  it('is zero for the same place and symmetric', () => {
    expect(distanceMetres(HOME, HOME)).toBe(0);
    expect(distanceMetres(HOME, north(500))).toBeCloseTo(distanceMetres(north(500), HOME), 6);
  });
  it('measures known distances', () => {
    expect(distanceMetres(HOME, north(1000))).toBeCloseTo(1000, 0);
    // One degree of longitude on the equator: 111.2 km.
    expect(distanceMetres([0, 0], [1, 0]) / 1000).toBeCloseTo(111.2, 1);
    // Edmonton to Calgary, about 281 km.
    expect(distanceMetres([-113.4909, 53.5444], [-114.0719, 51.0447]) / 1000).toBeCloseTo(281, -1);
  });
});

describe('circlePolygon', () => {
  it('puts every corner the radius away from the centre, in a closed ring of the given steps', () => {
    const ring = circlePolygon(HOME, 25, 32).coordinates[0];
    expect(ring).toHaveLength(33);
    expect(ring[32]).toEqual(ring[0]);
    for (const corner of ring) expect(distanceMetres(HOME, corner)).toBeCloseTo(25, 6);
  });

  it('starts due north and runs counter-clockwise (west before east)', () => {
    const ring = circlePolygon(HOME, 1000, 4).coordinates[0];
    expect(ring[0][0]).toBeCloseTo(HOME[0], 9);
    expect(ring[0][1]).toBeCloseTo(north(1000)[1], 5);
    expect(ring[1][0]).toBeLessThan(HOME[0]);
    expect(ring[2][1]).toBeLessThan(HOME[1]);
    expect(ring[3][0]).toBeGreaterThan(HOME[0]);
  });

  it('keeps longitudes within ±180 across the antimeridian', () => {
    const ring = circlePolygon([179.9999, 0], 100).coordinates[0];
    expect(ring.every(([lng]) => lng >= -180 && lng <= 180)).toBe(true);
    for (const corner of ring) expect(distanceMetres([179.9999, 0], corner)).toBeCloseTo(100, 6);
  });
});
