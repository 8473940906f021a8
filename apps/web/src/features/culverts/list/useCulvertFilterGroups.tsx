import {
  AWAITING_RISK,
  CULVERT_DETAIL_EMPTY,
  CULVERT_RANGE_FILTER,
  type CulvertFilterValues,
  OVERDUE_LABEL,
  type Relations,
  RISK_LABELS,
  RISK_LEVELS,
  sliderRange,
  sortOptions,
  storedRange,
} from '@verge/domain';
import { useMemo } from 'react';
import type { FilterGroup } from '../../../components/filters/FilterPanel';
import {
  listGroup as anyListGroup,
  textGroup as anyTextGroup,
} from '../../../components/filters/filterGroups';
import type { FilterOption } from '../../../components/filters/MultiSelectFilter';
import { RangeSliderFilter } from '../../../components/filters/RangeSliderFilter';
import type { LocalCulvert } from '../../../core/culverts';

const listGroup = anyListGroup<CulvertFilterValues>;

const yesNo: FilterOption[] = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

/** A -1…150 slider group; its chip shows the chosen range. */
function rangeGroup(
  id: string,
  label: string,
  field: 'diameterRange' | 'lengthRange',
  tooltip: string,
): FilterGroup<CulvertFilterValues> {
  return {
    id,
    label,
    fields: [field],
    render: (draft, set) => (
      <RangeSliderFilter
        label={label}
        tooltip={tooltip}
        min={CULVERT_RANGE_FILTER.min}
        max={CULVERT_RANGE_FILTER.max}
        value={sliderRange(draft[field])}
        onChange={(low, high) => set({ [field]: storedRange(low, high) })}
      />
    ),
    chipValues: (values) =>
      values[field].length === 2 ? [`${values[field][0]} to ${values[field][1]}`] : [],
  };
}

/**
 * The groups of spec 2 §3 "Culvert filter" (site ids, road name, risk scores, statuses, fish habitat, markers,
 * diameter and length ranges) and Overdue; risk and status read each culvert's latest inspection.
 */
export function useCulvertFilterGroups(
  culverts: readonly LocalCulvert[] | undefined,
  relations: Relations | null,
): FilterGroup<CulvertFilterValues>[] {
  return useMemo(() => {
    const siteIds = sortOptions([...new Set((culverts ?? []).map((c) => c.site_culvert_id))], (s) => s);
    return [
      listGroup(
        'siteIds',
        'Culverts',
        'siteIds',
        siteIds.map((site) => ({ value: site, label: site })),
      ),
      anyTextGroup<CulvertFilterValues>('roadName', 'Road Name', 'roadNameSearch', 'Road name search'),
      listGroup('risk', 'Risk Scores', 'riskScores', [
        ...RISK_LEVELS.map((r) => ({ value: r, label: RISK_LABELS[r] })),
        { value: AWAITING_RISK, label: CULVERT_DETAIL_EMPTY.risk },
      ]),
      listGroup(
        'statuses',
        'Culvert Statuses',
        'statusIds',
        sortOptions(relations?.culvertStatuses ?? [], (s) => s.culvert_status).map((s) => ({
          value: s.id,
          label: s.culvert_status,
        })),
      ),
      listGroup('fishHabitat', 'Fish Habitat', 'fishHabitat', yesNo),
      listGroup('markers', 'Has Markers', 'markers', yesNo),
      rangeGroup(
        'diameter',
        'Diameter (cm)',
        'diameterRange',
        'Use -1 for finding culverts with an unknown diameter',
      ),
      rangeGroup('length', 'Length (m)', 'lengthRange', 'Use -1 for finding culverts with an unknown length'),
      listGroup('overdue', OVERDUE_LABEL, 'overdue', yesNo),
    ];
  }, [culverts, relations]);
}
