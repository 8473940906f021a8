import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { type FilterValues, useSavedFilters, writeFilterValues } from './filterSets';

/** What each drawing of a screen with the named saved set had as its applied filters. */
const drawn: (FilterValues | null)[] = [];

function Screen({ name }: { name: string }) {
  drawn.push(useSavedFilters<FilterValues>(name, { risk: [], year: null }).applied);
  return null;
}

describe('saved filters', () => {
  afterEach(async () => {
    cleanup();
    drawn.length = 0;
    await db.filterSets.clear();
  });

  it('draws at once with the set as last read or saved on the page, before its own read answers', async () => {
    await writeFilterValues('issues', { risk: [10] });
    render(<Screen name="issues" />);
    expect(drawn[0]).toEqual({ risk: [10], year: null });
  });

  it('is null until read when the page has not read the set', () => {
    render(<Screen name="never-read" />);
    expect(drawn[0]).toBeNull();
  });
});
