import { describe, expect, it } from 'vitest';
import type { MapMarkerItem } from './mapTypes';
import { markersOfYear, sameMarkers } from './markerSource';

const marker = (id: number, fields: Partial<MapMarkerItem> = {}): MapMarkerItem => ({
  id,
  position: [-116.5 + id / 1000, 53.9],
  kind: 'low',
  year: 2026,
  ...fields,
});

describe('sameMarkers', () => {
  it('holds for the same markers in new objects (a re-read after an unrelated write)', () => {
    expect(sameMarkers([marker(1), marker(2)], [marker(1), marker(2)])).toBe(true);
  });

  it('sees a moved, recoloured, relabelled, re-dated, added or removed marker', () => {
    const shown = [marker(1), marker(2)];
    expect(sameMarkers(shown, [marker(1), marker(2, { position: [-116.4, 53.9] })])).toBe(false);
    expect(sameMarkers(shown, [marker(1), marker(2, { kind: 'high' })])).toBe(false);
    expect(sameMarkers(shown, [marker(1), marker(2, { label: 'C-2' })])).toBe(false);
    expect(sameMarkers(shown, [marker(1), marker(2, { year: 2025 })])).toBe(false);
    expect(sameMarkers(shown, [marker(1), marker(2), marker(3)])).toBe(false);
    expect(sameMarkers(shown, [marker(1)])).toBe(false);
  });
});

describe('markersOfYear', () => {
  it("keeps the chosen year's markers and those without a year", () => {
    const markers = [marker(1), marker(2, { year: 2025 }), marker(3, { year: undefined })];
    expect(markersOfYear(markers, 2026).map((m) => m.id)).toEqual([1, 3]);
    expect(markersOfYear(markers, null)).toBe(markers);
  });
});
