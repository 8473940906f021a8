import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectAsset } from './assetSelection';
import { db } from './db';
import { forgetFilterSets, lastReadFilterValues, preloadFilterSet, writeFilterValues } from './filterSets';

describe('filter sets read on this page', () => {
  // The page's memory of them is module state, which other test files in this worker may have filled.
  beforeEach(forgetFilterSets);
  afterEach(async () => {
    await Promise.all([db.filterSets.clear(), db.settings.clear(), db.syncCursors.clear()]);
  });

  it('keeps the last read or saved values, none saved as null', async () => {
    expect(lastReadFilterValues('issues')).toBeUndefined();
    await writeFilterValues('issues', { risk: [10] });
    expect(lastReadFilterValues('issues')).toEqual({ risk: [10] });
    preloadFilterSet('assign-issues');
    await db.filterSets.get('assign-issues');
    expect(lastReadFilterValues('assign-issues')).toBeNull();
  });

  it('forgets them when another asset is selected (its filters are cleared)', async () => {
    await writeFilterValues('issues', { risk: [10] });
    await selectAsset(3);
    expect(lastReadFilterValues('issues')).toBeUndefined();
  });
});
