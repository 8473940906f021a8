import { FILTER_CHIPS_SHOWN } from '../constants';

/** Text as filters compare it: lower case with all whitespace removed. */
export function normalizeText(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().replace(/\s+/g, '');
}

/** matchesText with the search prepared once, for testing many values (100,000 issues' comments). */
export function textMatcher(
  search: string | null | undefined,
): (value: string | null | undefined) => boolean {
  const needle = normalizeText(search);
  return (value) => needle === '' || normalizeText(value).includes(needle);
}

/** Substring match ignoring case and all whitespace; an empty search matches everything. */
export function matchesText(value: string | null | undefined, search: string | null | undefined): boolean {
  return textMatcher(search)(value);
}

/** Exact match ignoring case and whitespace (e.g. the overview's area-name search); empty matches all. */
export function equalsText(value: string | null | undefined, search: string | null | undefined): boolean {
  const needle = normalizeText(search);
  return needle === '' || normalizeText(value) === needle;
}

/** The yyyy-MM-dd day of a date or date-time string (its calendar day as written). */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/**
 * Date range filter: no dates match everything; one date means on or after it; two dates mean between
 * them inclusive, in either order. Compared by calendar day.
 */
export function inDateRange(
  value: string | null | undefined,
  first: string | null,
  second: string | null,
): boolean {
  return dateRangeMatcher(first, second)(value);
}

/** inDateRange with the range prepared once, for testing many values. */
export function dateRangeMatcher(
  first: string | null,
  second: string | null,
): (value: string | null | undefined) => boolean {
  const dates = [first, second].filter((d): d is string => !!d).map(dayOf);
  if (dates.length === 0) return () => true;
  const [from, to] = dates.length === 1 || dates[0] <= dates[1] ? dates : [dates[1], dates[0]];
  return (value) => {
    if (!value) return false;
    const day = dayOf(value);
    return day >= from && (to === undefined || day <= to);
  };
}

/** Numeric range, inclusive; a missing bound is open. */
export function inNumberRange(
  value: number | null | undefined,
  min: number | null,
  max: number | null,
): boolean {
  if (min === null && max === null) return true;
  if (value === null || value === undefined) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/** A chip's text: the first two values, then '(+N others)'. */
export function chipText(values: readonly string[], shown = FILTER_CHIPS_SHOWN): string {
  const head = values.slice(0, shown).join(', ');
  const rest = values.length - shown;
  return rest > 0 ? `${head} (+${rest} others)` : head;
}

export type FilterFieldValue = string | number | boolean | null | readonly (string | number)[];

/** Whether one filter field holds a choice (non-empty list, non-empty text, or a set value). */
export function isActiveValue(value: FilterFieldValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/** The badge number: how many filter groups hold a choice; a group is active when any of its fields is. */
export function countActiveGroups(
  values: Readonly<Record<string, FilterFieldValue | undefined>>,
  groups: readonly (readonly string[])[],
): number {
  return groups.filter((fields) => fields.some((field) => isActiveValue(values[field]))).length;
}
