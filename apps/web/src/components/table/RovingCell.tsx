import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { memo, type ReactNode, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** A box that lays out as its children (a plain element: one is drawn in every cell of a control column). */
const CONTENTS = { display: 'contents' } as const;

type CellRender<R extends GridValidRowModel> = (params: GridRenderCellParams<R>) => ReactNode;

interface RovingCellProps<R extends GridValidRowModel> {
  params: GridRenderCellParams<R>;
  render: CellRender<R>;
}

/**
 * A cell's links and buttons take the cell's tab index, as the grid's own cells do (roving tab index): the
 * table is one Tab stop, the arrow keys move between cells, and a cell the keyboard lands on hands the focus to
 * its first control (Tab goes on to the next one in that cell). Without it every row's controls are Tab stops.
 */
function RovingCellContent<R extends GridValidRowModel>({ params, render }: RovingCellProps<R>) {
  const box = useRef<HTMLDivElement>(null);
  // After every render: a control drawn afresh starts with its own tab index.
  useLayoutEffect(() => {
    for (const control of box.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []) {
      control.tabIndex = params.tabIndex;
    }
  });
  return (
    <div ref={box} style={CONTENTS}>
      {render(params)}
    </div>
  );
}

/**
 * Drawn again only when its row, value or tab index changes: the grid re-renders a row whenever it moves on the
 * page (rows stored by a sync above it), and the cells' buttons and tooltips were most of that work. Every cell
 * renderer of ours reads only these.
 */
const RovingCell = memo(
  RovingCellContent,
  (a, b) =>
    a.render === b.render &&
    a.params.row === b.params.row &&
    a.params.value === b.params.value &&
    a.params.tabIndex === b.params.tabIndex,
) as typeof RovingCellContent;

/** The column's own cell renderer, its controls roving with the cell's tab index. */
export function rovingRenderCell<R extends GridValidRowModel>(render: CellRender<R>) {
  return (params: GridRenderCellParams<R>) => <RovingCell params={params} render={render} />;
}
