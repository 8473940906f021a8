import Box from '@mui/material/Box';
import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A cell's links and buttons take the cell's tab index, as the grid's own cells do (roving tab index): the
 * table is one Tab stop, the arrow keys move between cells, and a cell the keyboard lands on hands the focus to
 * its first control (Tab goes on to the next one in that cell). Without it every row's controls are Tab stops.
 */
export function RovingCell({ tabIndex, children }: { tabIndex: 0 | -1; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // After every render: a control drawn afresh starts with its own tab index.
  useLayoutEffect(() => {
    for (const control of box.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []) {
      control.tabIndex = tabIndex;
    }
  });
  return (
    <Box ref={box} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}

/** The column's own cell renderer, its controls roving with the cell's tab index. */
export function rovingRenderCell<R extends GridValidRowModel>(
  render: (params: GridRenderCellParams<R>) => ReactNode,
) {
  return (params: GridRenderCellParams<R>) => (
    <RovingCell tabIndex={params.tabIndex}>{render(params)}</RovingCell>
  );
}
