import { describe, expect, it } from 'vitest';
import { compareNatural, newestInspectionFirst, sortOptions } from './sort';

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

describe('newestInspectionFirst', () => {
  it('orders by the instant, whatever the offset it is written with, keeping ties in order', () => {
    const rows = [
      { id: 1, inspection_date: '2026-03-01T10:00:00.000Z' },
      { id: 2, inspection_date: '2026-03-01T06:30:00-06:00' }, // 12:30 UTC
      { id: 3, inspection_date: '2026-03-01T10:00:00.000Z' },
      { id: 4, inspection_date: '2025-12-31T23:59:00.000Z' },
    ];
    expect(newestInspectionFirst(rows).map((r) => r.id)).toEqual([2, 1, 3, 4]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});
