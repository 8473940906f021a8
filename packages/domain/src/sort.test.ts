import { describe, expect, it } from 'vitest';
import { compareNatural, newestInspectionFirst, sortOptions, stableSortBy } from './sort';

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

describe('stableSortBy', () => {
  const rows = [
    { id: 1, key: 5 },
    { id: 2, key: -1.5 },
    { id: 3, key: 5 },
    { id: 4, key: Number.NaN },
    { id: 5, key: 1e12 },
    { id: 6, key: -1.5 },
  ];
  const ids = (sorted: readonly { id: number }[]) => sorted.map((r) => r.id);

  it('sorts by the key, records with equal keys in the order they came, a key that is no number as 0', () => {
    expect(ids(stableSortBy(rows, (r) => r.key))).toEqual([2, 6, 4, 1, 3, 5]);
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sorts the other way with records of equal keys still in the order they came', () => {
    expect(ids(stableSortBy(rows, (r) => r.key, 'desc'))).toEqual([5, 1, 3, 4, 2, 6]);
  });

  it('hands the key each record’s place, and sorts no records to none', () => {
    expect(ids(stableSortBy(rows, (_r, i) => -i))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(stableSortBy([], () => 1)).toEqual([]);
  });

  it('agrees with a comparator sort on many random keys', () => {
    const many = Array.from({ length: 5_000 }, (_, id) => ({ id, key: Math.floor(Math.random() * 300) }));
    const expected = [...many].sort((a, b) => a.key - b.key || a.id - b.id);
    expect(ids(stableSortBy(many, (r) => r.key))).toEqual(ids(expected));
  });

  it('agrees with a comparator sort both ways, for whole keys close together (counted) and far apart', () => {
    for (const spread of [40, 12_345, 1e9, 1e12]) {
      const many = Array.from({ length: 2_000 }, (_, id) => ({
        id,
        key: Math.floor(Math.random() * 200) * spread - 100 * spread,
      }));
      const up = [...many].sort((a, b) => a.key - b.key || a.id - b.id);
      const down = [...many].sort((a, b) => b.key - a.key || a.id - b.id);
      expect(ids(stableSortBy(many, (r) => r.key))).toEqual(ids(up));
      expect(ids(stableSortBy(many, (r) => r.key, 'desc'))).toEqual(ids(down));
    }
  });

  it('sorts instants in milliseconds over years, and keys too far apart for whole-number arithmetic', () => {
    const start = Date.parse('2019-01-01T00:00:00Z');
    const instants = Array.from({ length: 3_000 }, (_, id) => ({
      id,
      key: start + Math.floor(Math.random() * 400) * 86_400_000 + (id % 3) * 1_000,
    }));
    const down = [...instants].sort((a, b) => b.key - a.key || a.id - b.id);
    expect(ids(stableSortBy(instants, (r) => r.key, 'desc'))).toEqual(ids(down));
    const huge = [
      { id: 1, key: 1e300 },
      { id: 2, key: -1e300 },
      { id: 3, key: 1e300 },
    ];
    expect(ids(stableSortBy(huge, (r) => r.key))).toEqual([2, 1, 3]);
    // A span of exactly 2^48 needs a fourth pass of 16 bits.
    const edges = [2 ** 48, 0, 2 ** 32, 2 ** 48 - 1, 2 ** 16, 5].map((key, id) => ({ id, key }));
    expect(ids(stableSortBy(edges, (r) => r.key))).toEqual([1, 5, 4, 2, 3, 0]);
  });
});

describe('newestInspectionFirst with records seen before', () => {
  it('sorts a record again by its date when the same object is sorted once more, and by a changed date', () => {
    const a = { id: 1, inspection_date: '2026-01-01T00:00:00Z' };
    const b = { id: 2, inspection_date: '2026-02-01T00:00:00Z' };
    expect(newestInspectionFirst([a, b]).map((r) => r.id)).toEqual([2, 1]);
    expect(newestInspectionFirst([a, b]).map((r) => r.id)).toEqual([2, 1]);
    a.inspection_date = '2026-03-01T00:00:00Z';
    expect(newestInspectionFirst([a, b]).map((r) => r.id)).toEqual([1, 2]);
  });
});
