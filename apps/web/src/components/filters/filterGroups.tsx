import { sortOptions } from '@verge/domain';
import {
  DateRangeFilter,
  type FilterGroup,
  type FilterOption,
  MultiSelectFilter,
  TextFilter,
} from './FilterPanel';
import type { FilterValues } from './useSavedFilters';

/** The names of V's fields whose values are of type T. */
type FieldsOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/** A multi-select group over one list field; its chip names the chosen options. */
export function listGroup<V extends FilterValues>(
  id: string,
  label: string,
  field: FieldsOf<V, (string | number)[]>,
  options: readonly FilterOption[],
): FilterGroup<V> {
  const chosen = (values: V) => values[field] as readonly (string | number)[];
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

/** A text group; its chip shows the trimmed text. */
export function textGroup<V extends FilterValues>(
  id: string,
  label: string,
  field: FieldsOf<V, string>,
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

/** A date range group over two date fields (one date: on or after; two: between, either order). */
export function dateRangeGroup<V extends FilterValues>(
  id: string,
  label: string,
  fields: [from: FieldsOf<V, string | null>, to: FieldsOf<V, string | null>],
  inputLabel: string,
): FilterGroup<V> {
  const [fromField, toField] = fields;
  const day = (values: V, field: FieldsOf<V, string | null>) => values[field] as string | null;
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
    chipValues: (values) => [day(values, fromField), day(values, toField)].filter((x): x is string => !!x),
  };
}

/** Options of a reference list, sorted the spec's way ('other', 'unknown', 'no action' last). */
export function referenceOptions<T extends { id: number }>(
  items: readonly T[] | undefined,
  label: (item: T) => string,
): FilterOption[] {
  return sortOptions(items ?? [], label).map((item) => ({ value: item.id, label: label(item) }));
}
