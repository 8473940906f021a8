import {
  compareNatural,
  INSPECTION_PHOTO_OPTIONS,
  type InspectionFilterValues,
  NO_ACTIONS_REQUIRED,
  NO_ACTIONS_TAKEN,
  NO_INSPECTION_ACTIONS,
  type Relations,
  RISK_LABELS,
  RISK_LEVELS,
} from '@verge/domain';
import type { FilterGroup } from '../../../components/filters/FilterPanel';
import {
  dateRangeGroup,
  listGroup,
  referenceOptions,
  textGroup,
} from '../../../components/filters/filterGroups';
import type { FilterOption } from '../../../components/filters/MultiSelectFilter';

export interface InspectionFilterSources {
  /** Site ids of the selected asset's culverts. */
  siteIds: readonly string[];
  /** Initiators' full names, as the inspections carry them. */
  initiators: readonly string[];
  relations: Relations | null;
}

/** Distinct texts, sorted numeric-aware, as options whose value is the text itself. */
function textOptions(texts: readonly string[]): FilterOption[] {
  return [...new Set(texts)].sort(compareNatural).map((text) => ({ value: text, label: text }));
}

/** The 'no actions' placeholder first, then the reference list's actions. */
function actionOptions(
  placeholder: string,
  actions: readonly { id: number; inspection_action: string }[] | undefined,
): FilterOption[] {
  return [
    { value: NO_INSPECTION_ACTIONS, label: placeholder },
    ...referenceOptions(actions, (a) => a.inspection_action),
  ];
}

/**
 * The ten groups of spec 2 §3 'Culvert inspection filter' (the badge counts them, §9): culverts by site id, the
 * inspection and next-inspection date ranges, risk, status, photos, actions taken, initiators, actions required
 * and the comment search.
 */
export function inspectionFilterGroups({
  siteIds,
  initiators,
  relations,
}: InspectionFilterSources): FilterGroup<InspectionFilterValues>[] {
  return [
    listGroup('culverts', 'Culverts', 'culverts', textOptions(siteIds)),
    dateRangeGroup(
      'inspectionDates',
      'Inspection Dates',
      ['inspectionDateFrom', 'inspectionDateTo'],
      'Inspected',
    ),
    dateRangeGroup('nextDates', 'Next Inspection Dates', ['nextDateFrom', 'nextDateTo'], 'Next date'),
    listGroup(
      'risk',
      'Risk Scores',
      'riskScores',
      RISK_LEVELS.map((r) => ({ value: r, label: RISK_LABELS[r] })),
    ),
    listGroup(
      'statuses',
      'Culvert Statuses',
      'statusIds',
      referenceOptions(relations?.culvertStatuses, (s) => s.culvert_status),
    ),
    listGroup('photos', 'Photo Status', 'photoStatus', [...INSPECTION_PHOTO_OPTIONS]),
    listGroup(
      'actionsTaken',
      'Actions Taken',
      'actionsTakenIds',
      actionOptions(NO_ACTIONS_TAKEN, relations?.culvertTakenActions),
    ),
    listGroup('initiators', 'Initiators', 'initiators', textOptions(initiators)),
    listGroup(
      'actionsRequired',
      'Actions Required',
      'actionsRequiredIds',
      actionOptions(NO_ACTIONS_REQUIRED, relations?.culvertRequiredActions),
    ),
    textGroup('comments', 'Comments', 'commentSearch', 'Comment search'),
  ];
}
