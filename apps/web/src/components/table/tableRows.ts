import {
  type GridApi,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  GridLogicOperator,
  type GridSortModel,
  type GridValidRowModel,
  gridDateComparator,
  gridNumberComparator,
  gridStringOrNumberComparator,
} from '@mui/x-data-grid';
import { stableSortBy } from '@verge/domain';
import type { RefObject } from 'react';

/**
 * The rows a table shows, worked out by the table rather than by the grid: the grid is handed one page of them.
 * The grid builds its own model of every row it holds (lookups, tree, filter and sort), about a second per refresh
 * at 100,000 rows; here a refresh is a filter pass and a sort by small integers.
 */

/** The grid's API as `useGridApiRef` hands it (empty until the grid mounts). */
type ApiRef = RefObject<GridApi | null>;

/** A cell's value as the grid sees it: the column's value getter's, else the row's field (sort and filter alike). */
function cellValue<R extends GridValidRowModel>(row: R, column: GridColDef<R>, apiRef: ApiRef): unknown {
  const value: unknown = row[column.field];
  return column.valueGetter
    ? column.valueGetter(value as never, row, column, apiRef as RefObject<GridApi>)
    : value;
}

/** The grid's comparator for a column type (no column of ours brings its own). */
function comparatorFor(type: GridColDef['type']): (a: unknown, b: unknown) => number {
  const compare =
    type === 'number'
      ? gridNumberComparator
      : type === 'date' || type === 'dateTime'
        ? gridDateComparator
        : gridStringOrNumberComparator;
  // The grid's comparators read only the two values; the cell params are for columns' own comparators.
  return (a, b) => compare(a, b, undefined as never, undefined as never);
}

/**
 * The rows sorted by one column as the grid sorts them (its comparator for the column's type; stable, so rows
 * with equal values keep the order they came in, both ways). Each distinct value is ranked once and the rows are
 * sorted by rank: 100,000 issues have a few thousand area names, and comparing names is the slow part.
 */
export function sortRows<R extends GridValidRowModel>(
  rows: readonly R[],
  item: GridSortModel[number] | undefined,
  columns: readonly GridColDef<R>[],
  apiRef: ApiRef,
): readonly R[] {
  const column = item?.sort ? columns.find((c) => c.field === item.field) : undefined;
  if (!column || !item?.sort) return rows;
  const compare = comparatorFor(column.type);
  const values = rows.map((row) => cellValue(row, column, apiRef));
  const distinct = [...new Set(values)].sort(compare);
  const rank = new Map<unknown, number>();
  distinct.forEach((value, i) => {
    // Values that compare equal share a rank, so their rows keep their order.
    rank.set(value, i > 0 && compare(distinct[i - 1], value) === 0 ? (rank.get(distinct[i - 1]) ?? i) : i);
  });
  return stableSortBy(rows, (_row, i) => rank.get(values[i]) ?? 0, item.sort);
}

/** One column filter item as a row test, with the grid's operator for it; null when it tests nothing yet. */
function itemTest<R extends GridValidRowModel>(
  item: GridFilterItem,
  apiRef: ApiRef,
): ((row: R) => boolean) | null {
  const column = apiRef.current?.getColumn(item.field);
  const operator = column?.filterOperators?.find((op: { value: string }) => op.value === item.operator);
  if (!column || !operator) return null;
  // The grid is mounted (it has the column), so its API is there for the parser and the operator.
  const grid = apiRef as RefObject<GridApi>;
  const parse = column.valueParser;
  const value = parse
    ? Array.isArray(item.value)
      ? item.value.map((v) => parse(v, undefined, column, grid))
      : parse(item.value, undefined, column, grid)
    : item.value;
  const apply = operator.getApplyFilterFn({ ...item, value }, column);
  if (!apply) return null;
  return (row) => apply(cellValue(row, column, apiRef), row, column, grid);
}

/**
 * The rows the grid's column filters let through, by the grid's own operators (contains, equals, is empty …)
 * on the same cell values; items without a value yet test nothing, as in the grid.
 */
export function filterRows<R extends GridValidRowModel>(
  rows: readonly R[],
  model: GridFilterModel,
  apiRef: ApiRef,
): readonly R[] {
  const tests = model.items.flatMap((item) => {
    const test = itemTest<R>(item, apiRef);
    return test ? [test] : [];
  });
  if (tests.length === 0) return rows;
  const any = model.logicOperator === GridLogicOperator.Or;
  return rows.filter((row) => (any ? tests.some((test) => test(row)) : tests.every((test) => test(row))));
}
