import type { GridApi, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEqualValue } from './stableValues';

/** The ticked rows still shown (searched or filtered-out rows and rows gone from `rows` leave it). */
export interface TableSelection<R> {
  rows: R[];
  ids: number[];
  /** Unticks every row, e.g. after an action on the selection. */
  clear: () => void;
}

interface SelectionOptions<R> {
  selectable: boolean;
  isRowSelectable?: (row: R) => boolean;
  /** The caller's selection, when it holds it (told of every change through onSelectionChange). */
  selection?: readonly number[];
  onSelectionChange?: (ids: number[]) => void;
  /** The rows the search and the column filters let through, on every page. */
  shownRows: readonly R[];
  /** The rows are being read: none has gone. */
  loading: boolean;
  apiRef: RefObject<GridApi | null>;
}

const EMPTY: readonly number[] = [];

/** The uuid of a record that has one: it keeps it when its temporary id becomes the server's. */
const uuidOf = (row: GridValidRowModel): unknown => row.uuid;

const sameModel = (a: GridRowSelectionModel, b: GridRowSelectionModel) =>
  a.type === b.type && a.ids.size === b.ids.size && [...a.ids].every((id) => b.ids.has(id));

/**
 * The table's row selection, held by the table or by the caller. The grid shows it (a controlled model, the
 * same object while the same rows are ticked), and every change goes through `change`, told to the caller too.
 *
 * A tick made while the rows are drawn again stays: rows read afresh are the same rows (by id); a record whose
 * upload gave it the server's id in place of its temporary one is the same record (by uuid), and the selection
 * follows it; rows being read are not rows gone. Rows that did go, or that the search or the column filters hide,
 * leave it; what leaves is taken from the latest selection, so that a tick made meanwhile is not undone.
 */
export function useTableSelection<R extends GridValidRowModel & { id: number }>(
  options: SelectionOptions<R>,
) {
  const { selectable, shownRows, loading, apiRef } = options;
  // The latest predicate behind one stable function: callers pass an inline one, and a new function made the
  // grid re-check its rows on each render of the page, a dialog opening included.
  const selectableRef = useRef(options.isRowSelectable);
  selectableRef.current = options.isRowSelectable;
  const hasPredicate = options.isRowSelectable !== undefined;
  const canTick = useCallback((row: R) => selectableRef.current?.(row) ?? true, []);

  const [own, setOwn] = useState<readonly number[]>(EMPTY);
  const controlled = options.selection !== undefined;
  const held = options.selection ?? own;
  // The selection as last told, ahead of `held` between a change and the render that shows it.
  const latest = useRef(held);
  const seen = useRef(held);
  if (seen.current !== held) {
    seen.current = held;
    latest.current = held;
  }
  // The uuids of the ticked records, by id.
  const uuids = useRef(new Map<number, unknown>());

  /** The held rows still shown and selectable, in row order; a held record now under its server id included. */
  const selectedRows = useMemo(() => {
    if (!selectable || held.length === 0) return [];
    const ids = new Set(held);
    const rows = shownRows.filter((row) => ids.has(row.id) && canTick(row));
    if (rows.length === ids.size) return rows;
    const found = new Set(rows.map((row) => row.id));
    const moved = new Set(held.filter((id) => !found.has(id)).map((id) => uuids.current.get(id)));
    moved.delete(undefined);
    if (moved.size === 0) return rows;
    return shownRows.filter((row) => (ids.has(row.id) || moved.has(uuidOf(row))) && canTick(row));
  }, [selectable, held, shownRows, canTick]);

  // The caller's latest handler, behind a change that keeps its identity (and the grid its props).
  const tell = useRef(options.onSelectionChange);
  tell.current = options.onSelectionChange;
  const change = useCallback(
    (ids: number[]) => {
      latest.current = ids;
      if (!controlled) setOwn(ids);
      tell.current?.(ids);
    },
    [controlled],
  );
  const clear = useCallback(() => change([]), [change]);

  useEffect(() => {
    if (loading) return;
    const before = uuids.current;
    uuids.current = new Map(selectedRows.map((row) => [row.id, uuidOf(row)]));
    const kept = new Set(selectedRows.map((row) => row.id));
    if (kept.size === held.length && held.every((id) => kept.has(id))) return;
    // What went or is hidden leaves the latest selection; a record under its server id takes its old id's place.
    const was = new Set(held);
    const renamed = new Map(
      selectedRows.filter((row) => !was.has(row.id)).map((row) => [uuidOf(row), row.id] as const),
    );
    const next = latest.current.flatMap((id) => {
      if (!was.has(id) || kept.has(id)) return [id];
      const now = renamed.get(before.get(id));
      return now === undefined ? [] : [now];
    });
    if (next.length !== latest.current.length || next.some((id, i) => id !== latest.current[i])) change(next);
  }, [selectedRows, held, loading, change]);

  // 'Select all' ticks every selectable row the search and the column filters let through, on every page (the
  // grid holds one page, and would tick that one only); unticking clears them all.
  useEffect(
    () =>
      apiRef.current?.subscribeEvent(
        'headerSelectionCheckboxChange',
        ({ value }, event) => {
          event.defaultMuiPrevented = true;
          change(value ? shownRows.filter(canTick).map((row) => row.id) : []);
        },
        { isFirst: true },
      ),
    [apiRef, shownRows, canTick, change],
  );

  const model = useEqualValue<GridRowSelectionModel>(
    useMemo(() => ({ type: 'include', ids: new Set(selectedRows.map((row) => row.id)) }), [selectedRows]),
    sameModel,
  );
  const onModelChange = useCallback(
    (next: GridRowSelectionModel) => change([...next.ids].map(Number)),
    [change],
  );
  const gridRowSelectable = useMemo(
    () => (hasPredicate ? ({ row }: { row: R }) => canTick(row) : undefined),
    [hasPredicate, canTick],
  );
  const ids = useMemo(() => selectedRows.map((row) => row.id), [selectedRows]);

  return {
    selection: { rows: selectedRows, ids, clear } satisfies TableSelection<R>,
    model: selectable ? model : undefined,
    onModelChange,
    isRowSelectable: gridRowSelectable,
  };
}
