import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatUtm, representativePosition, toUtm } from './geo';
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
