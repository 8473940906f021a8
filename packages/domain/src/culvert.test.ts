import { describe, expect, it } from 'vitest';
import { culvertMidpoint } from './culvert';

const point = (lng: number, lat: number) => ({
  type: 'Point' as const,
  coordinates: [lng, lat] as [number, number],
});

describe('culvertMidpoint', () => {
  it('lies midway between inlet and outlet', () => {
    expect(
      culvertMidpoint({ inlet_location: point(-116.5, 53.9), outlet_location: point(-116.4, 54.1) }),
    ).toEqual([-116.45, 54]);
  });
  it('is the one end set, or null with neither', () => {
    expect(culvertMidpoint({ inlet_location: null, outlet_location: point(-116.4, 54.1) })).toEqual([
      -116.4, 54.1,
    ]);
    expect(culvertMidpoint({ inlet_location: null, outlet_location: null })).toBeNull();
  });
});
