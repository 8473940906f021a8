import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import type { DataTableProps } from './DataTable';
import { DataTableChunk, type TableRow } from './tableChunk';

/** Held while the table's chunk loads: about the height of a table's header and first rows. */
const LOADING_HEIGHT = 360;

/**
 * The table, its chunk (the data grid, 130 kB compressed) loaded when it is first drawn: for a page that can
 * open without its table, as the issue list does on its map, where evaluating the grid held up the map.
 */
export function LazyDataTable<R extends TableRow>(props: DataTableProps<R>) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rectangular"
          height={LOADING_HEIGHT}
          sx={{ borderRadius: 1 }}
          role="progressbar"
          aria-label={`Loading ${props.ariaLabel ?? 'table'}`}
        />
      }
    >
      <DataTableChunk {...(props as unknown as DataTableProps<TableRow>)} />
    </Suspense>
  );
}
