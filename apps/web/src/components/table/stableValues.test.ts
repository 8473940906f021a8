import { describe, expect, it } from 'vitest';
import { sameColumns } from './columnLayout';
import { sameContent, shareRows } from './stableValues';

describe('sameContent', () => {
  it('compares what the local store hands back member by member', () => {
    expect(
      sameContent({ id: 1, photos: ['a'], at: { lat: 1 } }, { id: 1, photos: ['a'], at: { lat: 1 } }),
    ).toBe(true);
    expect(sameContent({ id: 1, photos: ['a'] }, { id: 1, photos: ['a', 'b'] })).toBe(false);
    expect(sameContent({ id: 1, note: undefined }, { id: 1 })).toBe(false);
    expect(sameContent({ id: 1, list: [] }, { id: 1, list: {} })).toBe(false);
    expect(sameContent(new Date(5), new Date(5))).toBe(true);
    expect(sameContent(new Date(5), new Date(6))).toBe(false);
    expect(sameContent(null, {})).toBe(false);
    expect(sameContent(Number.NaN, Number.NaN)).toBe(true);
    expect(sameContent(new Map([[1, 'a']]), new Map([[1, 'b']]))).toBe(false);
  });
});

describe('shareRows', () => {
  const before = [
    { id: 1, name: 'Alder' },
    { id: 2, name: 'Birch' },
  ];

  it('keeps the previous list when the rows read afresh are equal', () => {
    expect(
      shareRows(
        before,
        before.map((row) => ({ ...row })),
      ),
    ).toBe(before);
  });

  it('keeps each unchanged row and takes the changed, new and moved ones', () => {
    const birch = { id: 2, name: 'Birch, tall' };
    const cedar = { id: 3, name: 'Cedar' };
    const shared = shareRows(before, [birch, { ...before[0] }, cedar]);
    expect(shared).toEqual([birch, before[0], cedar]);
    expect(shared[0]).toBe(birch);
    expect(shared[1]).toBe(before[0]);
    // Same rows in another order: a new list of the same objects.
    const moved = shareRows(before, [{ ...before[1] }, { ...before[0] }]);
    expect(moved).not.toBe(before);
    expect(moved[0]).toBe(before[1]);
  });
});

describe('sameColumns', () => {
  const render = () => null;

  it('takes an equal description written anew as the same columns, and a new function as a change', () => {
    const columns = [{ field: 'name', headerName: 'Name', flex: 1, renderCell: render }];
    expect(sameColumns(columns, [{ field: 'name', headerName: 'Name', flex: 1, renderCell: render }])).toBe(
      true,
    );
    expect(sameColumns(columns, [{ field: 'name', headerName: 'Name', flex: 2, renderCell: render }])).toBe(
      false,
    );
    expect(
      sameColumns(columns, [{ field: 'name', headerName: 'Name', flex: 1, renderCell: () => null }]),
    ).toBe(false);
    expect(sameColumns(columns, [])).toBe(false);
  });
});
