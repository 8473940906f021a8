import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { sortRows } from './tableRows';

interface Row {
  id: number;
  name: string | null;
  size: string;
}

const NO_GRID = { current: null };
const name: GridColDef<Row> = { field: 'name' };
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const row = (id: number, rowName: string | null, size = '0'): Row => ({ id, name: rowName, size });

describe('sortRows', () => {
  const rows = [
    row(1, 'birch'),
    row(2, 'Alder'),
    row(3, 'birch'),
    row(4, null),
    row(5, 'aspen'),
    row(6, 'Alder'),
  ];

  it('sorts by the grid’s comparator, empty values first, rows with equal values in the order they came', () => {
    expect(ids(sortRows(rows, { field: 'name', sort: 'asc' }, [name], NO_GRID))).toEqual([4, 2, 6, 5, 1, 3]);
  });

  it('sorts the other way with equal values still in the order they came', () => {
    expect(ids(sortRows(rows, { field: 'name', sort: 'desc' }, [name], NO_GRID))).toEqual([1, 3, 5, 2, 6, 4]);
  });

  it('keeps rows whose different strings compare equal (é composed and decomposed) in the order they came', () => {
    const accents = [row(1, '\u00e9'), row(2, 'a'), row(3, 'e\u0301'), row(4, '\u00e9')];
    expect(ids(sortRows(accents, { field: 'name', sort: 'asc' }, [name], NO_GRID))).toEqual([2, 1, 3, 4]);
  });

  it('sorts a number column by number and reads the value getter', () => {
    const sizes = [row(1, 'a', '10'), row(2, 'b', '9'), row(3, 'c', '100')];
    const size: GridColDef<Row> = {
      field: 'size',
      type: 'number',
      valueGetter: (value: string) => Number(value),
    };
    expect(ids(sortRows(sizes, { field: 'size', sort: 'asc' }, [size], NO_GRID))).toEqual([2, 1, 3]);
  });

  it('hands back the same rows without a sort, or for a column it does not know', () => {
    expect(sortRows(rows, undefined, [name], NO_GRID)).toBe(rows);
    expect(sortRows(rows, { field: 'name', sort: null }, [name], NO_GRID)).toBe(rows);
    expect(sortRows(rows, { field: 'other', sort: 'asc' }, [name], NO_GRID)).toBe(rows);
  });
});
