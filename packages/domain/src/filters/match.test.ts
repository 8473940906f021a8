import { describe, expect, it } from 'vitest';
import { chipText, countActiveGroups, equalsText, inDateRange, inNumberRange, matchesText } from './match';

describe('text matching', () => {
  it('ignores case and all whitespace', () => {
    expect(matchesText('North  Ditch 4', 'northditch')).toBe(true);
    expect(matchesText('North Ditch', 'DITCH 4')).toBe(false);
    expect(matchesText(null, 'x')).toBe(false);
  });
  it('matches everything with an empty search', () => {
    expect(matchesText('anything', '  ')).toBe(true);
    expect(equalsText('Area 1', '')).toBe(true);
  });
  it('exact matching ignores case and whitespace but not extra text', () => {
    expect(equalsText('Area 12', 'area12')).toBe(true);
    expect(equalsText('Area 12', 'area1')).toBe(false);
  });
});

describe('date range', () => {
  it('one date means on or after', () => {
    expect(inDateRange('2026-03-05T10:00:00Z', '2026-03-05', null)).toBe(true);
    expect(inDateRange('2026-03-04T23:59:00Z', null, '2026-03-05')).toBe(false);
  });
  it('two dates mean inclusive between, in either order', () => {
    expect(inDateRange('2026-03-10', '2026-03-12', '2026-03-10')).toBe(true);
    expect(inDateRange('2026-03-12', '2026-03-10', '2026-03-12')).toBe(true);
    expect(inDateRange('2026-03-13', '2026-03-10', '2026-03-12')).toBe(false);
  });
  it('no dates match everything, a missing value nothing', () => {
    expect(inDateRange(null, null, null)).toBe(true);
    expect(inDateRange(null, '2026-01-01', null)).toBe(false);
  });
});

describe('number range', () => {
  it('is inclusive with open bounds', () => {
    expect(inNumberRange(-1, -1, 150)).toBe(true);
    expect(inNumberRange(151, null, 150)).toBe(false);
    expect(inNumberRange(null, null, null)).toBe(true);
  });
});

describe('chips and badge', () => {
  it('shows two values then (+N others)', () => {
    expect(chipText(['A'])).toBe('A');
    expect(chipText(['A', 'B'])).toBe('A, B');
    expect(chipText(['A', 'B', 'C', 'D'])).toBe('A, B (+2 others)');
  });
  it('counts groups with a choice', () => {
    const groups = [['areas'], ['dateFrom', 'dateTo'], ['search']];
    expect(countActiveGroups({ areas: [], dateFrom: '2026-01-01', dateTo: null, search: ' ' }, groups)).toBe(
      1,
    );
    expect(countActiveGroups({ areas: [1], dateTo: '2026-01-01', search: 'x' }, groups)).toBe(3);
  });
});
