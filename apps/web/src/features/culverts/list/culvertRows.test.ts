import { latestInspectionByCulvert } from '@verge/domain';
import { culvertFixture, inspectionFixture } from '@verge/domain/testing/culvertFixture';
import { describe, expect, it } from 'vitest';
import { culvertMarkers, culvertRows } from './culvertRows';

describe('culvert rows and markers', () => {
  const latest = latestInspectionByCulvert([
    inspectionFixture({ id: 1, culvertId: 1, risk_score: 10, next_inspection_date: '2026-01-01' }),
    inspectionFixture({ id: 2, culvertId: 2, risk_score: 0, next_inspection_date: '2027-01-01' }),
  ]);
  const rows = culvertRows(
    [
      culvertFixture({ id: 1, site_culvert_id: 'A' }),
      culvertFixture({ id: 2, site_culvert_id: 'B' }),
      culvertFixture({ id: 3, site_culvert_id: 'C' }),
      culvertFixture({ id: 4, site_culvert_id: 'D', inlet_location: null, outlet_location: null }),
    ],
    latest,
    '2026-06-01',
  );

  it('carry the latest inspection and whether it is overdue', () => {
    expect(rows.map((r) => [r.latest?.id ?? null, r.overdue])).toEqual([
      [1, true],
      [2, false],
      [null, false],
      [null, false],
    ]);
  });

  it('mark the midpoint, coloured by risk (grey when not inspected), labelled with the site id and Overdue', () => {
    const markers = culvertMarkers(rows);
    expect(markers.map((m) => [m.id, m.kind, m.label])).toEqual([
      [1, 'high', 'A · Overdue'],
      [2, 'none', 'B'],
      [3, 'default', 'C'],
    ]);
    expect(markers[0].position[1]).toBeCloseTo(53.85, 9);
  });
});
