import type { CulvertInspection } from '../inspection';
import { inDateRange, matchesText } from './match';

/**
 * The applied values of the culvert inspection filter panel (spec 2 §3 'Culvert inspection filter', §5). Every
 * list holds option values (empty = no filter; an inspection matches a group when it matches any chosen value)
 * and the groups combine with AND. Stored as a saved filter set, so lists stay plain arrays; the culvert
 * selection is kept like every other field (DESIGN §7).
 */
export type InspectionFilterValues = {
  /** Site culvert ids. */
  culverts: string[];
  inspectionDateFrom: string | null;
  inspectionDateTo: string | null;
  nextDateFrom: string | null;
  nextDateTo: string | null;
  riskScores: number[];
  /** Culvert status ids. */
  statusIds: number[];
  /** 0 no photos, 1 contains photos. */
  photoStatus: number[];
  /** Action ids; NO_INSPECTION_ACTIONS (0) matches an inspection with no action taken. */
  actionsTakenIds: number[];
  /** Initiators' full names ('first last'). */
  initiators: string[];
  /** Action ids; NO_INSPECTION_ACTIONS (0) matches an inspection with no action required. */
  actionsRequiredIds: number[];
  commentSearch: string;
};

export const INSPECTION_FILTER_DEFAULTS: InspectionFilterValues = {
  culverts: [],
  inspectionDateFrom: null,
  inspectionDateTo: null,
  nextDateFrom: null,
  nextDateTo: null,
  riskScores: [],
  statusIds: [],
  photoStatus: [],
  actionsTakenIds: [],
  initiators: [],
  actionsRequiredIds: [],
  commentSearch: '',
};

/** The placeholder action option (spec 2 §3: id 0): 'No actions', an inspection with an empty action list. */
export const NO_INSPECTION_ACTIONS = 0;
/** The placeholders' labels in the two action lists, of the form and of the filter (spec 2 §3). */
export const NO_ACTIONS_TAKEN = 'No Actions Taken';
export const NO_ACTIONS_REQUIRED = 'No Actions Required';

/** The photo status options (spec 2 §5). */
export const INSPECTION_PHOTO_OPTIONS = [
  { value: 0, label: 'No Photos' },
  { value: 1, label: 'Contain Photos' },
] as const;

/** The inspection fields the filters read. */
export type FilterableInspection = Pick<
  CulvertInspection,
  | 'culvert'
  | 'inspection_date'
  | 'next_inspection_date'
  | 'risk_score'
  | 'culvertStatusId'
  | 'photos'
  | 'actionsTakenIds'
  | 'actionsRequiredIds'
  | 'user'
  | 'comments'
>;

type Test = (inspection: FilterableInspection) => boolean;

function oneOf<T>(chosen: readonly T[], value: (inspection: FilterableInspection) => T): Test | null {
  if (chosen.length === 0) return null;
  const set = new Set(chosen);
  return (inspection) => set.has(value(inspection));
}

/** Action filter (spec 2 §5): 'No actions' matches an empty list; otherwise any chosen action present. */
function actions(
  chosen: readonly number[],
  list: (inspection: FilterableInspection) => number[],
): Test | null {
  if (chosen.length === 0) return null;
  const set = new Set(chosen);
  return (inspection) => {
    const ids = list(inspection);
    return ids.length === 0 ? set.has(NO_INSPECTION_ACTIONS) : ids.some((id) => set.has(id));
  };
}

function dates(
  from: string | null,
  to: string | null,
  value: (inspection: FilterableInspection) => string,
): Test | null {
  return from || to ? (inspection) => inDateRange(value(inspection), from, to) : null;
}

/** The tests of the groups that hold a choice; groups left empty cost nothing. */
function tests(f: InspectionFilterValues): Test[] {
  const all: (Test | null)[] = [
    oneOf(f.culverts, (i) => i.culvert),
    dates(f.inspectionDateFrom, f.inspectionDateTo, (i) => i.inspection_date),
    dates(f.nextDateFrom, f.nextDateTo, (i) => i.next_inspection_date),
    oneOf(f.riskScores, (i) => i.risk_score),
    oneOf(f.statusIds, (i) => i.culvertStatusId),
    oneOf(f.photoStatus, (i) => (i.photos.length > 0 ? 1 : 0)),
    actions(f.actionsTakenIds, (i) => i.actionsTakenIds),
    oneOf(f.initiators, (i) => i.user),
    actions(f.actionsRequiredIds, (i) => i.actionsRequiredIds),
    f.commentSearch.trim() ? (i) => matchesText(i.comments, f.commentSearch) : null,
  ];
  return all.filter((t): t is Test => t !== null);
}

/** The inspections matching every group that holds a choice (spec 2 §5 filter rules). */
export function filterInspections<I extends FilterableInspection>(
  inspections: readonly I[],
  values: InspectionFilterValues,
): I[] {
  const active = tests(values);
  if (active.length === 0) return [...inspections];
  return inspections.filter((inspection) => active.every((test) => test(inspection)));
}
