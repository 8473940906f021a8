import { describe, expect, it } from 'vitest';
import { filteredEmptyState } from './filteredEmptyState';

describe('filteredEmptyState', () => {
  const none = { text: 'No issues yet' };

  it('offers Clear All Filters when the filters hide every row there is', () => {
    let cleared = 0;
    const empty = filteredEmptyState('issues', 3, () => cleared++, none);
    expect(empty.text).toBe('No issues match these filters');
    expect(empty.action?.label).toBe('Clear All Filters');
    empty.action?.onClick();
    expect(cleared).toBe(1);
  });

  it('says there is nothing at all when there are no rows to filter', () => {
    expect(filteredEmptyState('issues', 0, () => {}, none)).toBe(none);
  });
});
