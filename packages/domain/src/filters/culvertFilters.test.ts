import { describe, expect, it } from 'vitest';
import { latestInspectionByCulvert } from '../culvertDetail';
import { culvertFixture, inspectionFixture } from '../testing/culvertFixture';
import {
  AWAITING_RISK,
  CULVERT_FILTER_DEFAULTS,
  type CulvertFilterValues,
  filterCulverts,
  sliderRange,
  storedRange,
} from './culvertFilters';

const culverts = [
  culvertFixture({
    id: 1,
    site_culvert_id: 'RR-1',
    road_name: 'Range Road 190',
    is_fish_habitat: true,
    has_markers: true,
    diameter: 0.29,
    length: 12,
  }),
  culvertFixture({
    id: 2,
    site_culvert_id: 'RR-2',
    road_name: 'Township Road 584',
    is_fish_habitat: false,
    has_markers: false,
    diameter: -1,
    length: -1,
  }),
  culvertFixture({
    id: 3,
    site_culvert_id: 'RR-3',
    road_name: 'range road 19',
    is_fish_habitat: false,
    has_markers: true,
    diameter: 1.5,
    length: 150,
  }),
  culvertFixture({
    id: -4,
    site_culvert_id: 'NEW-4',
    road_name: 'Highway 43',
    is_fish_habitat: true,
    has_markers: false,
    diameter: 2,
    length: 151,
  }),
];
const latest = latestInspectionByCulvert([
  inspectionFixture({
    id: 10,
    culvertId: 1,
    risk_score: 10,
    culvertStatusId: 2,
    next_inspection_date: '2026-11-01',
    inspection_date: '2025-11-01T00:00:00Z',
  }),
  // An older inspection of culvert 1: not the one the filters read.
  inspectionFixture({
    id: 9,
    culvertId: 1,
    risk_score: 0,
    culvertStatusId: 1,
    next_inspection_date: '2027-11-01',
    inspection_date: '2024-11-01T00:00:00Z',
  }),
  inspectionFixture({
    id: 11,
    culvertId: 2,
    risk_score: 0,
    culvertStatusId: 1,
    next_inspection_date: '2027-06-01',
  }),
  inspectionFixture({
    id: 12,
    culvertId: 3,
    risk_score: 5,
    culvertStatusId: 3,
    next_inspection_date: '2026-11-25',
  }),
]);
const context = { latest, today: '2026-11-25' };

const ids = (changes: Partial<CulvertFilterValues>) =>
  filterCulverts(culverts, { ...CULVERT_FILTER_DEFAULTS, ...changes }, context).map((c) => c.id);

describe('filterCulverts', () => {
  it('no choice matches every culvert', () => {
    expect(ids({})).toEqual([1, 2, 3, -4]);
  });

  it('site ids: any of the chosen', () => {
    expect(ids({ siteIds: ['RR-2', 'NEW-4'] })).toEqual([2, -4]);
  });

  it('road name: substring ignoring case and all whitespace; empty matches all', () => {
    expect(ids({ roadNameSearch: 'RANGEROAD 19' })).toEqual([1, 3]);
    expect(ids({ roadNameSearch: '   ' })).toEqual([1, 2, 3, -4]);
  });

  it("risk scores and statuses read the latest inspection; 'Awaiting' picks culverts not inspected", () => {
    expect(ids({ riskScores: [10] })).toEqual([1]);
    expect(ids({ riskScores: [0] })).toEqual([2]);
    expect(ids({ riskScores: [AWAITING_RISK, 5] })).toEqual([3, -4]);
    expect(ids({ statusIds: [1] })).toEqual([2]);
    expect(ids({ statusIds: [2, 3] })).toEqual([1, 3]);
  });

  it('fish habitat and markers match their labels: 1 Yes, 0 No (DESIGN §7)', () => {
    expect(ids({ fishHabitat: [1] })).toEqual([1, -4]);
    expect(ids({ fishHabitat: [0] })).toEqual([2, 3]);
    expect(ids({ fishHabitat: [0, 1] })).toEqual([1, 2, 3, -4]);
    expect(ids({ markers: [1] })).toEqual([1, 3]);
    expect(ids({ markers: [0] })).toEqual([2, -4]);
  });

  it('diameter range in cm against the stored metres × 100, inclusive; -1 (unknown) compared as -1', () => {
    expect(ids({ diameterRange: [29, 29] })).toEqual([1]);
    expect(ids({ diameterRange: [-1, -1] })).toEqual([2]);
    expect(ids({ diameterRange: [0, 150] })).toEqual([1, 3]);
    expect(ids({ diameterRange: [-1, 30] })).toEqual([1, 2]);
  });

  it('length range in m, inclusive at both ends; -1 finds unknown lengths', () => {
    expect(ids({ lengthRange: [12, 150] })).toEqual([1, 3]);
    expect(ids({ lengthRange: [-1, 0] })).toEqual([2]);
  });

  it('overdue: the latest inspection’s next date has passed; never inspected is not overdue', () => {
    expect(ids({ overdue: [1] })).toEqual([1]);
    expect(ids({ overdue: [0] })).toEqual([2, 3, -4]);
  });

  it('groups combine with AND', () => {
    expect(ids({ fishHabitat: [0], markers: [1] })).toEqual([3]);
    expect(ids({ roadNameSearch: 'range', riskScores: [5], overdue: [1] })).toEqual([]);
  });
});

describe('slider ranges', () => {
  it('the whole scale -1…150 is stored as no filter; a narrower range as [min, max]', () => {
    expect(storedRange(-1, 150)).toEqual([]);
    expect(storedRange(0, 150)).toEqual([0, 150]);
    expect(storedRange(40, -1)).toEqual([-1, 40]);
    expect(sliderRange([])).toEqual([-1, 150]);
    expect(sliderRange([3, 9])).toEqual([3, 9]);
  });
});
