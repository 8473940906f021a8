import { formatDay, sortOptions } from '@verge/domain';
import type { FilterValues } from '../../core/filterSets';
import { DateRangeFilter } from './DateRangeFilter';
import type { FilterGroup } from './FilterPanel';
import { type FilterOption, MultiSelectFilter } from './MultiSelectFilter';
import { TextFilter } from './TextFilter';

/** The fields of a filter set that hold a list of option values. */
type ListField<V extends FilterValues> = {
  [K in keyof V]: V[K] extends (string | number)[] ? K : never;
}[keyof V] &
  string;

/** The fields of a filter set that hold a search text. */
type SearchField<V extends FilterValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] &
  string;

/** A multi-select group over one list field, storing the options' values; its chip names the chosen options. */
export function listGroup<V extends FilterValues>(
  id: string,
  label: string,
  field: ListField<V>,
  options: readonly FilterOption[],
): FilterGroup<V> {
  const chosen = (values: V) => values[field] as (string | number)[];
  return {
    id,
    label,
    fields: [field],
    render: (draft, set) => (
      <MultiSelectFilter
        label={label}
        options={options}
        value={chosen(draft)}
        onChange={(value) => set({ [field]: value } as Partial<V>)}
      />
    ),
    chipValues: (values) => options.filter((o) => chosen(values).includes(o.value)).map((o) => o.label),
  };
}

/** A text search group; its chip shows the trimmed text. */
export function textGroup<V extends FilterValues>(
  id: string,
  label: string,
  field: SearchField<V>,
  inputLabel: string,
): FilterGroup<V> {
  const text = (values: V) => values[field] as string;
  return {
    id,
    label,
    fields: [field],
    render: (draft, set) => (
      <TextFilter
        label={inputLabel}
        value={text(draft)}
        onChange={(value) => set({ [field]: value } as Partial<V>)}
      />
    ),
    chipValues: (values) => (text(values).trim() ? [text(values).trim()] : []),
  };
}

/** The names of V's fields holding a date (yyyy-MM-dd) or null. */
type DateField<V extends FilterValues> = { [K in keyof V]: V[K] extends string | null ? K : never }[keyof V] &
  string;

/** A date range group over two date fields (one date: on or after; two: between, either order). */
export function dateRangeGroup<V extends FilterValues>(
  id: string,
  label: string,
  fields: [from: DateField<V>, to: DateField<V>],
  inputLabel: string,
): FilterGroup<V> {
  const [fromField, toField] = fields;
  const day = (values: V, field: DateField<V>) => values[field] as string | null;
  return {
    id,
    label,
    fields: [fromField, toField],
    render: (draft, set) => (
      <DateRangeFilter
        label={inputLabel}
        from={day(draft, fromField)}
        to={day(draft, toField)}
        onChange={(from, to) => set({ [fromField]: from, [toField]: to } as Partial<V>)}
      />
    ),
    chipValues: (values) =>
      [day(values, fromField), day(values, toField)].flatMap((value) => (value ? [formatDay(value)] : [])),
  };
}

/** Options of a reference list, sorted the spec's way ('other', 'unknown', 'no action' last). */
export function referenceOptions<T extends { id: number }>(
  items: readonly T[] | undefined,
  label: (item: T) => string,
): FilterOption[] {
  return sortOptions(items ?? [], label).map((item) => ({ value: item.id, label: label(item) }));
}
