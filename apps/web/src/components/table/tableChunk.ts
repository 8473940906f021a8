import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import { lazyPage } from '../../base/lazyPage';
import type { DataTableProps } from './DataTable';

/** Any table's row: LazyDataTable hands its own row type through. */
export type TableRow = GridValidRowModel & { id: number };

/**
 * The data grid and the table around it as a chunk loaded only when a table is shown or about to be (the routes
 * preload it for the issue list when it opens on its table). Its own small module, so the routes can name it
 * without taking LazyDataTable's fallback into the first chunk. React's lazy components take no type parameter:
 * the table's is restored by LazyDataTable.
 */
export const DataTableChunk = lazyPage<DataTableProps<TableRow>>(() =>
  import('./DataTable').then((module) => ({
    default: module.DataTable as ComponentType<DataTableProps<TableRow>>,
  })),
);
