import type { EmptyState } from '../table/TableEmpty';

/**
 * What a filtered table says when it shows no rows: when there are rows and its filters hide them all, that
 * none match ('No issues match these filters'), with Clear All Filters; when there are none at all, `none`.
 */
export function filteredEmptyState(
  noun: string,
  unfiltered: number,
  clear: () => void,
  none: EmptyState,
): EmptyState {
  if (unfiltered === 0) return none;
  return { text: `No ${noun} match these filters`, action: { label: 'Clear All Filters', onClick: clear } };
}
