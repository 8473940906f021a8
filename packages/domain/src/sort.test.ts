import { describe, expect, it } from 'vitest';
import { compareNatural, sortOptions } from './sort';

describe('sortOptions', () => {
  it('sorts numeric-aware and puts other, unknown and no action last', () => {
    const sorted = sortOptions(['Other', 'Area 10', 'area 2', 'No Action', 'Unknown', 'Bush'], (s) => s);
    expect(sorted.slice(0, 3)).toEqual(['area 2', 'Area 10', 'Bush']);
    expect(sorted.slice(3).sort()).toEqual(['No Action', 'Other', 'Unknown']);
  });
  it('compares naturally', () => {
    expect(compareNatural('Site 9', 'Site 10')).toBeLessThan(0);
  });
});
