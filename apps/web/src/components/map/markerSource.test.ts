import { describe, expect, it } from 'vitest';
import type { MapMarkerItem } from './mapTypes';
import { markerFeatures, sameMarkers } from './markerSource';

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

describe('markerFeatures', () => {
  it("keeps the chosen year's markers and those without a year", () => {
    const markers = [marker(1), marker(2, { year: 2025 }), marker(3, { year: undefined })];
    expect(markerFeatures(markers, 2026).features.map((f) => f.properties?.id)).toEqual([1, 3]);
    expect(markerFeatures(markers, null).features).toHaveLength(3);
  });

  it('gives a label only to a marker that has one (the label layer draws those that have it)', () => {
    const features = markerFeatures(
      [marker(1), marker(2, { label: 'C-2' }), marker(3, { label: '' })],
      null,
    ).features;
    expect(features.map((f) => f.properties)).toEqual([
      { id: 1, icon: 'marker-low' },
      { id: 2, icon: 'marker-low', label: 'C-2' },
      { id: 3, icon: 'marker-low' },
    ]);
  });
});
