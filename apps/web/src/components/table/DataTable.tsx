import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type DataColumn, layoutColumns, phoneHiddenColumns, sameColumns } from './columnLayout';
import { GRID_STYLES } from './gridStyles';
import { useEqualValue, useSharedRows } from './stableValues';
import { type EmptyState, TableEmpty } from './TableEmpty';
import { TableHeader } from './TableHeader';
import { filterRows, sortRows } from './tableRows';
import { type TableSelection, useTableSelection } from './tableSelection';

export type { DataColumn } from './columnLayout';
export type { TableSelection } from './tableSelection';

export interface DataTableProps<R extends GridValidRowModel & { id: number }> {
  rows: readonly R[];
  columns: DataColumn<R>[];
  /**
   * Row selection with checkboxes; rows failing isRowSelectable cannot be ticked. The table keeps the selection
   * itself unless `selection` is given (then it is controlled by the caller through onSelectionChange, which is
   * told of every change in both modes, rows that disappear included).
   */
  selectable?: boolean;
  isRowSelectable?: (row: R) => boolean;
  selection?: readonly number[];
  onSelectionChange?: (ids: number[]) => void;
  /** A search box filtering rows with this predicate. */
  search?: { placeholder?: string; matches: (row: R, text: string) => boolean };
  /** A collapsible header: the button texts to show and hide the table. */
  collapsible?: { show: string; hide: string };
  /**
   * The column sorted at first. The free grid sorts by one column; its sort is stable, so rows handed over in
   * a second order keep that order within equal values.
   */
  initialSort?: GridSortModel[number];
  /** Buttons next to the search box; a function is handed the selection (to act on it and clear it). */
  toolbar?: ReactNode | ((selection: TableSelection<R>) => ReactNode);
  loading?: boolean;
  /**
   * What the table says when `rows` is empty: what is empty and the way out, e.g. 'No issues yet' with Add Issue,
   * or 'No issues match these filters' with Clear All Filters (see filteredEmptyState). A search box or a column
   * filter that hides every row says so itself.
   */
  empty: EmptyState;
  onRowClick?: (row: R) => void;
  /** A fixed height, or 'fit' (the default) to size the table to its rows, at most a screen-sized height. */
  height?: number | string | 'fit';
  ariaLabel?: string;
}

const NO_FILTER: GridFilterModel = { items: [] };
const PAGE_SIZE = 100;
const PAGE_SIZES = [25, 50, PAGE_SIZE];
const GRID_SLOTS = { noRowsOverlay: TableEmpty } as const;

/** Rows as tall as their wrapped content. */
const autoRowHeight = () => 'auto' as const;
const ROW_BUFFER_PX = 300;

/**
 * The table every list uses: selection, sorting, search box, collapsible header and reduced columns on
 * small screens. The table searches, filters, sorts and pages the rows itself and hands the grid only the page
 * it draws (the grid's server modes), so a refresh of 100,000 rows is no long task and the rows are not held twice.
 *
 * The grid is handed the same props while what it shows is the same: rows whose content did not change are the
 * rows it already has (useSharedRows), and columns, selection and handlers keep their identity. A sync that
 * reads the rows afresh then draws no row again, and one that changes a row draws that row.
 */
export function DataTable<R extends GridValidRowModel & { id: number }>(props: DataTableProps<R>) {
  const { rows, search, collapsible, selectable = false } = props;
  const columns = useEqualValue(props.columns, sameColumns);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const apiRef = useGridApiRef();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [sortModel, setSortModel] = useState<GridSortModel>(() =>
    props.initialSort ? [props.initialSort] : [],
  );
  const [filterModel, setFilterModel] = useState<GridFilterModel>(NO_FILTER);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });

  const searched = useMemo(
    () => (search && text.trim() ? rows.filter((row) => search.matches(row, text)) : rows),
    [rows, search, text],
  );
  /** The rows the search and the column filters let through, in the order they came. */
  const shownRows = useMemo(() => filterRows(searched, filterModel, apiRef), [searched, filterModel, apiRef]);
  const sortedRows = useMemo(
    () => sortRows(shownRows, sortModel[0], columns, apiRef),
    [shownRows, sortModel, columns, apiRef],
  );
  // Rows that go (a sync, a delete) can leave the page past the last one: show the last.
  const lastPage = Math.max(0, Math.ceil(sortedRows.length / pagination.pageSize) - 1);
  const pageNumber = Math.min(pagination.page, lastPage);
  const { pageSize } = pagination;
  const page = useMemo(() => ({ page: pageNumber, pageSize }), [pageNumber, pageSize]);
  const pageRows = useSharedRows(
    useMemo(
      () => sortedRows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
      [sortedRows, pageNumber, pageSize],
    ),
  );
  /** A new search, filter or sort starts from the first page. */
  const fromTop = useCallback(() => setPagination((p) => ({ ...p, page: 0 })), []);
  const searchFor = (value: string) => {
    setText(value);
    fromTop();
  };
  const sortBy = useCallback(
    (model: GridSortModel) => {
      setSortModel(model);
      fromTop();
    },
    [fromTop],
  );
  const filterBy = useCallback(
    (model: GridFilterModel) => {
      setFilterModel(model);
      fromTop();
    },
    [fromTop],
  );

  const selection = useTableSelection({
    selectable,
    isRowSelectable: props.isRowSelectable,
    selection: props.selection,
    onSelectionChange: props.onSelectionChange,
    shownRows,
    loading: props.loading ?? false,
    apiRef,
  });

  const gridColumns = useMemo(() => layoutColumns(columns, small), [columns, small]);
  const columnVisibilityModel = useMemo(() => phoneHiddenColumns(columns, small), [columns, small]);
  // The latest handler behind one stable function, as for the selectable predicate.
  const rowClick = useRef(props.onRowClick);
  rowClick.current = props.onRowClick;
  const clickable = props.onRowClick !== undefined;
  const onRowClick = useMemo(
    () => (clickable ? (params: GridRowParams<R>) => rowClick.current?.(params.row) : undefined),
    [clickable],
  );
  const toolbar = typeof props.toolbar === 'function' ? props.toolbar(selection.selection) : props.toolbar;

  // Rows there, but the search or the column filters hide them all: say so and offer to clear them.
  const noRows: EmptyState =
    searched.length === 0 && rows.length > 0
      ? {
          text: `Nothing matches “${text.trim()}”`,
          action: { label: 'Clear Search', onClick: () => searchFor('') },
        }
      : shownRows.length === 0 && searched.length > 0
        ? {
            text: 'Nothing matches the column filters',
            action: { label: 'Clear Column Filters', onClick: () => setFilterModel(NO_FILTER) },
          }
        : props.empty;
  // The overlay shows only on an empty page; while there are rows, the grid is handed the same slot props.
  const overlay = pageRows.length === 0 ? noRows : undefined;
  const slotProps = useMemo(() => ({ noRowsOverlay: { empty: overlay } }), [overlay]);

  const maxHeight = small ? 520 : 640;
  // 'fit': a column flex box with a maximum height, in which the grid takes the height its rows need.
  const size =
    props.height === undefined || props.height === 'fit'
      ? ({ display: 'flex', flexDirection: 'column', maxHeight } as const)
      : { height: props.height };

  return (
    <Box>
      {(search || toolbar || collapsible || selectable) && (
        <TableHeader
          collapsible={collapsible}
          open={open}
          onToggle={() => setOpen((v) => !v)}
          search={search && { placeholder: search.placeholder, text, onChange: searchFor }}
          selected={selectable ? selection.selection.ids.length : undefined}
          toolbar={toolbar}
        />
      )}
      <Collapse in={open} unmountOnExit={false}>
        <Paper variant="outlined" sx={{ ...size, width: '100%' }}>
          <DataGrid<R>
            apiRef={apiRef}
            rows={pageRows}
            rowCount={sortedRows.length}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={page}
            onPaginationModelChange={setPagination}
            sortModel={sortModel}
            onSortModelChange={sortBy}
            filterModel={filterModel}
            onFilterModelChange={filterBy}
            columns={gridColumns}
            getRowHeight={autoRowHeight}
            // Rows are measured as they are drawn: a band of them around the view (twice the grid's default)
            // keeps a scroll from showing blanks while the next ones are measured. Not wider: every row in it is
            // drawn again when a stored sync page moves the rows.
            rowBufferPx={ROW_BUFFER_PX}
            // Two lines of a wrapped header title.
            columnHeaderHeight={small ? 52 : 56}
            aria-label={props.ariaLabel}
            checkboxSelection={selectable}
            disableRowSelectionOnClick
            disableRowSelectionExcludeModel
            // Ticked rows on other pages than the one the grid holds stay ticked.
            keepNonExistentRowsSelected
            isRowSelectable={selection.isRowSelectable}
            rowSelectionModel={selection.model}
            onRowSelectionModelChange={selection.onModelChange}
            hideFooterSelectedRowCount
            pageSizeOptions={PAGE_SIZES}
            columnVisibilityModel={columnVisibilityModel}
            loading={props.loading}
            slots={GRID_SLOTS}
            slotProps={slotProps}
            density={small ? 'compact' : 'standard'}
            onRowClick={onRowClick}
            disableColumnMenu={small}
            sx={small ? GRID_STYLES.phone : GRID_STYLES.wide}
          />
        </Paper>
      </Collapse>
    </Box>
  );
}
