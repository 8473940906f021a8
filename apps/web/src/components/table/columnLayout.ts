import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { PHONE_COLUMN_MIN_WIDTH } from './phoneColumns';
import { rovingRenderCell } from './RovingCell';

export type DataColumn<R extends GridValidRowModel> = GridColDef<R> & {
  /** Shown on small screens too (the others are hidden there). */
  mobile?: boolean;
  /** The column's share of a phone's width, when its width (or min width × flex) is not the right one. */
  phoneWeight?: number;
};

/** A flex column's width per unit of flex, when it has no min width, for sharing a phone's width. */
const FLEX_BASIS = 150;
/** A header character's width at most (14 px medium type) and a phone header's side padding, in pixels. */
const HEADER_CHAR_PX = 9;
const PHONE_HEADER_PADDING_PX = 12;

/** The width a phone column needs so that no word of its header is broken ('Detail s'). */
export function headerWordWidth(headerName: string | undefined): number {
  const longest = Math.max(0, ...(headerName ?? '').split(/\s+/).map((word) => word.length));
  return longest === 0 ? 0 : longest * HEADER_CHAR_PX + PHONE_HEADER_PADDING_PX;
}

/**
 * The columns as the grid lays them out. Every cell is a wrapping flex box, so a long id, name or pair of links
 * takes more lines instead of an ellipsis. On a phone the fixed widths become shares of the width (a column's
 * phone weight, else its width, else its min width or FLEX_BASIS times its flex), so the columns shown always fit
 * the screen and nothing scrolls sideways; each is still wide enough for the longest word of its header. Controls
 * drawn in cells rove with the grid's focus (RovingCell).
 */
export function layoutColumns<R extends GridValidRowModel>(
  columns: readonly DataColumn<R>[],
  small: boolean,
): GridColDef<R>[] {
  return columns.map(({ mobile: _mobile, phoneWeight, ...own }) => {
    const column = own.renderCell ? { ...own, renderCell: rovingRenderCell(own.renderCell) } : own;
    if (!small) return { ...column, display: 'flex' };
    const weight = phoneWeight ?? column.width ?? (column.minWidth ?? FLEX_BASIS) * (column.flex ?? 1);
    return {
      ...column,
      display: 'flex',
      width: undefined,
      flex: weight,
      minWidth: Math.max(
        Math.min(column.minWidth ?? PHONE_COLUMN_MIN_WIDTH, PHONE_COLUMN_MIN_WIDTH),
        headerWordWidth(column.headerName),
      ),
    };
  });
}

/** The columns hidden on a phone (those not marked `mobile`), as the grid's visibility model. */
export function phoneHiddenColumns<R extends GridValidRowModel>(
  columns: readonly DataColumn<R>[],
  small: boolean,
): Record<string, boolean> {
  return small ? Object.fromEntries(columns.filter((c) => !c.mobile).map((c) => [c.field, false])) : {};
}

/**
 * Columns that describe the same as the last ones (each attribute the same value, functions the same function)
 * are the last ones: a page that writes its columns inline hands over a new but equal list on each render, and
 * a new list has the grid lay out its columns and draw every row again.
 */
export function sameColumns<R extends GridValidRowModel>(
  a: readonly DataColumn<R>[],
  b: readonly DataColumn<R>[],
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((column, i) => {
    const own = Object.entries(column);
    const other = new Map(Object.entries(b[i] ?? {}));
    return (
      own.length === other.size &&
      own.every(([key, value]) => other.has(key) && Object.is(value, other.get(key)))
    );
  });
}
