import { describe, expect, it } from 'vitest';
import { mergeEdit, sameValue } from './editMerge';
import { editedMeanwhileBy } from './messages';

interface Fields extends Record<string, unknown> {
  comments: string;
  risk_score: number;
  speciesIds: number[];
  inspection_date: string;
}

const base: Fields = {
  comments: 'Thistle patch',
  risk_score: 5,
  speciesIds: [1, 2],
  inspection_date: '2026-06-01T10:30:00.000Z',
};

function merge(
  incoming: Partial<Fields>,
  changed: (keyof Fields)[],
  current: Partial<Fields>,
  times: { editedAt: string; currentEditedAt: string | null } = {
    editedAt: '2026-06-02T10:00:00Z',
    currentEditedAt: '2026-06-01T12:00:00Z',
  },
) {
  return mergeEdit<Fields>({
    incoming: { ...base, ...incoming },
    base: Object.fromEntries(changed.map((field) => [field, base[field]])),
    current: { ...base, ...current },
    ...times,
    unordered: ['speciesIds'],
  });
}

describe('mergeEdit', () => {
  it('keeps the server’s value of every field the edit did not change', () => {
    const result = merge({ comments: 'Sprayed' }, ['comments'], { risk_score: 10, speciesIds: [3] });
    expect(result.values).toEqual({ ...base, comments: 'Sprayed', risk_score: 10, speciesIds: [3] });
    expect(result.overwritten).toEqual([]);
  });

  it('writes a changed field the server still holds at its base value', () => {
    const result = merge({ risk_score: 10 }, ['risk_score'], {});
    expect(result.values.risk_score).toBe(10);
    expect(result.overwritten).toEqual([]);
  });

  it('lets the later edit win a field both changed, reporting the server’s value it overwrote', () => {
    const result = merge({ comments: 'Mine' }, ['comments'], { comments: 'Theirs' });
    expect(result.values.comments).toBe('Mine');
    expect(result.overwritten).toEqual([{ field: 'comments', overwrittenValue: 'Theirs' }]);
  });

  it('keeps the server’s later value of a field both changed, reporting the edit’s value that lost', () => {
    const result = merge(
      { comments: 'Mine' },
      ['comments'],
      { comments: 'Theirs' },
      {
        editedAt: '2026-06-01T11:00:00Z',
        currentEditedAt: '2026-06-01T12:00:00Z',
      },
    );
    expect(result.values.comments).toBe('Theirs');
    expect(result.overwritten).toEqual([{ field: 'comments', overwrittenValue: 'Mine' }]);
  });

  it('counts the edit as later when the times are equal or the server’s time is unknown', () => {
    const at = '2026-06-01T12:00:00Z';
    for (const currentEditedAt of [at, null]) {
      const result = merge(
        { comments: 'Mine' },
        ['comments'],
        { comments: 'Theirs' },
        { editedAt: at, currentEditedAt },
      );
      expect(result.values.comments).toBe('Mine');
    }
  });

  it('reports nothing when both sides made the same change', () => {
    const result = merge({ comments: 'Same' }, ['comments'], { comments: 'Same' });
    expect(result).toEqual({ values: { ...base, comments: 'Same' }, overwritten: [] });
  });

  it('compares id lists whatever their order, and instants whatever their notation', () => {
    const result = merge(
      { speciesIds: [4], inspection_date: '2026-06-03T08:00:00Z' },
      ['speciesIds', 'inspection_date'],
      { speciesIds: [2, 1], inspection_date: '2026-06-01T10:30:00+00:00' },
      { editedAt: '2026-06-01T11:00:00Z', currentEditedAt: '2026-06-01T12:00:00Z' },
    );
    expect(result.values).toMatchObject({ speciesIds: [4], inspection_date: '2026-06-03T08:00:00Z' });
    expect(result.overwritten).toEqual([]);
  });
});

describe('sameValue', () => {
  it('compares JSON values deeply, geometry coordinates in order', () => {
    expect(sameValue({ type: 'Point', coordinates: [1, 2] }, { type: 'Point', coordinates: [1, 2] })).toBe(
      true,
    );
    expect(sameValue({ type: 'Point', coordinates: [1, 2] }, { type: 'Point', coordinates: [2, 1] })).toBe(
      false,
    );
    expect(sameValue(null, { type: 'Point' })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue('2026-06-01T10:30:00Z', '2026-06-01T10:30:00.000+00:00')).toBe(true);
    expect(sameValue('2026-06-01', '2026-06-01T00:00:00Z')).toBe(false);
    expect(sameValue(0.8, 0.8)).toBe(true);
  });
});

describe('editedMeanwhileBy', () => {
  it('names the other editor', () => {
    expect(editedMeanwhileBy('Dana Field')).toBe('Edited meanwhile by Dana Field');
  });
});
