import { describe, expect, it } from 'vitest';
import type { DetailInspection } from '../culvertDetail';
import { inspectionFixture } from '../testing/culvertFixture';
import {
  filterInspections,
  INSPECTION_FILTER_DEFAULTS,
  type InspectionFilterValues,
  NO_INSPECTION_ACTIONS,
} from './inspectionFilters';

function inspection(id: number, fields: Partial<DetailInspection> = {}): DetailInspection {
  return inspectionFixture({ id, ...fields });
}

/** The ids of the inspections matching the given values. */
function ids(inspections: DetailInspection[], values: Partial<InspectionFilterValues>): number[] {
  return filterInspections(inspections, { ...INSPECTION_FILTER_DEFAULTS, ...values }).map((i) => i.id);
}

describe('filterInspections, one group at a time', () => {
  it('no choice matches everything', () => {
    expect(ids([inspection(1), inspection(2)], {})).toEqual([1, 2]);
  });

  it('culverts: the chosen site ids', () => {
    const list = [inspection(1, { culvert: 'C-1' }), inspection(2, { culvert: 'C-2' }), inspection(3)];
    expect(ids(list, { culverts: ['C-2'] })).toEqual([2]);
    expect(ids(list, { culverts: ['C-1', 'C-2'] })).toEqual([1, 2, 3]);
  });

  it('inspection dates: one date means on or after, two between inclusive in either order', () => {
    const list = [
      inspection(1, { inspection_date: '2026-01-01T08:00:00.000Z' }),
      inspection(2, { inspection_date: '2026-03-01T08:00:00.000Z' }),
      inspection(3, { inspection_date: '2026-05-01T08:00:00.000Z' }),
    ];
    expect(ids(list, { inspectionDateFrom: '2026-03-01' })).toEqual([2, 3]);
    expect(ids(list, { inspectionDateTo: '2026-03-01' })).toEqual([2, 3]);
    expect(ids(list, { inspectionDateFrom: '2026-01-01', inspectionDateTo: '2026-03-01' })).toEqual([1, 2]);
    expect(ids(list, { inspectionDateFrom: '2026-03-01', inspectionDateTo: '2026-01-01' })).toEqual([1, 2]);
  });

  it('next inspection dates: the same rule on the next date', () => {
    const list = [
      inspection(1, { next_inspection_date: '2027-01-10' }),
      inspection(2, { next_inspection_date: '2027-06-10' }),
    ];
    expect(ids(list, { nextDateFrom: '2027-06-10' })).toEqual([2]);
    expect(ids(list, { nextDateFrom: '2027-02-01', nextDateTo: '2026-12-31' })).toEqual([1]);
    // The inspection date is not what this group reads.
    expect(ids(list, { nextDateFrom: '2028-01-01' })).toEqual([]);
  });

  it('risk scores', () => {
    const list = [inspection(1, { risk_score: 10 }), inspection(2, { risk_score: 0 })];
    expect(ids(list, { riskScores: [0] })).toEqual([2]);
    expect(ids(list, { riskScores: [10, 0] })).toEqual([1, 2]);
  });

  it('statuses', () => {
    const list = [inspection(1, { culvertStatusId: 1 }), inspection(2, { culvertStatusId: 3 })];
    expect(ids(list, { statusIds: [3] })).toEqual([2]);
  });

  it("photo status: 'No Photos' (0) matches none, 'Contain Photos' (1) at least one", () => {
    const list = [inspection(1, { photos: ['a', 'b'] }), inspection(2)];
    expect(ids(list, { photoStatus: [0] })).toEqual([2]);
    expect(ids(list, { photoStatus: [1] })).toEqual([1]);
    expect(ids(list, { photoStatus: [0, 1] })).toEqual([1, 2]);
  });

  it("actions taken: 'No actions' matches an empty list, otherwise any chosen action present", () => {
    const list = [
      inspection(1, { actionsTakenIds: [1, 2] }),
      inspection(2, { actionsTakenIds: [3] }),
      inspection(3, { actionsTakenIds: [] }),
    ];
    expect(ids(list, { actionsTakenIds: [NO_INSPECTION_ACTIONS] })).toEqual([3]);
    expect(ids(list, { actionsTakenIds: [2] })).toEqual([1]);
    expect(ids(list, { actionsTakenIds: [2, 3] })).toEqual([1, 2]);
    expect(ids(list, { actionsTakenIds: [NO_INSPECTION_ACTIONS, 3] })).toEqual([2, 3]);
  });

  it('actions required: the same rule on the required actions', () => {
    const list = [inspection(1, { actionsRequiredIds: [20] }), inspection(2, { actionsTakenIds: [1] })];
    expect(ids(list, { actionsRequiredIds: [NO_INSPECTION_ACTIONS] })).toEqual([2]);
    expect(ids(list, { actionsRequiredIds: [20] })).toEqual([1]);
  });

  it("initiators: the full name 'first last'", () => {
    const list = [inspection(1, { user: 'Fran Field' }), inspection(2, { user: 'Ada Admin' })];
    expect(ids(list, { initiators: ['Ada Admin'] })).toEqual([2]);
    expect(ids(list, { initiators: ['Ada'] })).toEqual([]);
  });

  it('comment search ignores case and all whitespace; blank matches everything', () => {
    const list = [
      inspection(1, { comments: 'Beaver dam at the inlet' }),
      inspection(2, { comments: 'Clear' }),
      inspection(3, { comments: '' }),
    ];
    expect(ids(list, { commentSearch: 'BEAVERDAM  at' })).toEqual([1]);
    expect(ids(list, { commentSearch: '   ' })).toEqual([1, 2, 3]);
  });
});

describe('filterInspections, groups combined', () => {
  it('every group holding a choice must match', () => {
    const list = [
      inspection(1, { culvert: 'C-1', risk_score: 10 }),
      inspection(2, { culvert: 'C-1', risk_score: 0 }),
      inspection(3, { culvert: 'C-2', risk_score: 10 }),
    ];
    expect(ids(list, { culverts: ['C-1'], riskScores: [10] })).toEqual([1]);
  });
});
