import { CULVERT_RANGE_FILTER } from '../constants';
import { diameterToCm } from '../culvert';
import type { DetailCulvert, DetailInspection } from '../culvertDetail';
import { isOverdue } from '../culvertDetail';
import { matchesText } from './match';

/** The risk filter's option for culverts with no inspection yet ('Awaiting'). */
export const AWAITING_RISK = -1;

/**
 * The applied values of the culvert filter panel (spec 2 §3 "Culvert filter", plus Overdue). Lists hold option
 * values (empty = no filter; a culvert matches a group when it matches any chosen value); groups combine with
 * AND. A range is [] (no filter) or [min, max] on the slider's scale, -1 to 150 (diameter in cm, length in m).
 */
export type CulvertFilterValues = {
  siteIds: string[];
  roadNameSearch: string;
  /** Risk of the latest inspection; AWAITING_RISK for culverts not inspected yet. */
  riskScores: number[];
  /** Status of the latest inspection. */
  statusIds: number[];
  /** 1 Yes (a fish habitat), 0 No: the labels' meaning (DESIGN §7, not the original's inversion). */
  fishHabitat: number[];
  /** 1 Yes (markers in place), 0 No. */
  markers: number[];
  diameterRange: number[];
  lengthRange: number[];
  /** 1 overdue, 0 not overdue (beyond the spec). */
  overdue: number[];
};

export const CULVERT_FILTER_DEFAULTS: CulvertFilterValues = {
  siteIds: [],
  roadNameSearch: '',
  riskScores: [],
  statusIds: [],
  fishHabitat: [],
  markers: [],
  diameterRange: [],
  lengthRange: [],
  overdue: [],
};

export interface CulvertFilterContext {
  /** Each culvert's latest inspection by culvert id (latestInspectionByCulvert). */
  latest: ReadonlyMap<number, DetailInspection>;
  /** Today's local calendar day, yyyy-MM-dd (for Overdue). */
  today: string;
}

type Test = (culvert: DetailCulvert) => boolean;

const flag = (value: boolean): number => (value ? 1 : 0);

function oneOf(chosen: readonly number[], value: (culvert: DetailCulvert) => number | null): Test | null {
  if (chosen.length === 0) return null;
  const set = new Set(chosen);
  return (culvert) => {
    const v = value(culvert);
    return v !== null && set.has(v);
  };
}

/** A slider's range as stored: [] when it spans the whole scale (no filter), else [low, high]. */
export function storedRange(low: number, high: number): number[] {
  const [min, max] = low <= high ? [low, high] : [high, low];
  return min <= CULVERT_RANGE_FILTER.min && max >= CULVERT_RANGE_FILTER.max ? [] : [min, max];
}

/** The slider's position of a stored range: the whole scale when none is set. */
export function sliderRange(range: readonly number[]): [number, number] {
  return range.length === 2 ? [range[0], range[1]] : [CULVERT_RANGE_FILTER.min, CULVERT_RANGE_FILTER.max];
}

/** Inclusive range on the slider's scale; the measure is already in the slider's unit, -1 (unknown) as is. */
function rangeTest(range: readonly number[], measure: (culvert: DetailCulvert) => number): Test | null {
  if (range.length !== 2) return null;
  const [min, max] = range;
  return (culvert) => {
    const value = measure(culvert);
    return value >= min && value <= max;
  };
}

function tests(f: CulvertFilterValues, context: CulvertFilterContext): Test[] {
  const latest = (c: DetailCulvert) => context.latest.get(c.id) ?? null;
  const siteIds = new Set(f.siteIds);
  const all: (Test | null)[] = [
    f.siteIds.length > 0 ? (c) => siteIds.has(c.site_culvert_id) : null,
    f.roadNameSearch.trim() ? (c) => matchesText(c.road_name, f.roadNameSearch) : null,
    oneOf(f.riskScores, (c) => latest(c)?.risk_score ?? AWAITING_RISK),
    oneOf(f.statusIds, (c) => latest(c)?.culvertStatusId ?? null),
    oneOf(f.fishHabitat, (c) => flag(c.is_fish_habitat)),
    oneOf(f.markers, (c) => flag(c.has_markers)),
    // Diameter is stored in metres and filtered in cm (× 100, rounded off float noise); -1 stays -1.
    rangeTest(f.diameterRange, (c) => diameterToCm(c.diameter)),
    rangeTest(f.lengthRange, (c) => c.length),
    oneOf(f.overdue, (c) => flag(isOverdue(latest(c), context.today))),
  ];
  return all.filter((t): t is Test => t !== null);
}

/** The culverts matching every group that holds a choice (spec 2 §3 and §5, culvert filter). */
export function filterCulverts<C extends DetailCulvert>(
  culverts: readonly C[],
  values: CulvertFilterValues,
  context: CulvertFilterContext,
): C[] {
  const active = tests(values, context);
  if (active.length === 0) return [...culverts];
  return culverts.filter((culvert) => active.every((test) => test(culvert)));
}
