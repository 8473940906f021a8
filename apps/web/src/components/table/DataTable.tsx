import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
  gridFilteredRowsLookupSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { SearchBox } from './SearchBox';

export type DataColumn<R extends GridValidRowModel> = GridColDef<R> & {
  /** Shown on small screens too (the others are hidden there). */
  mobile?: boolean;
};

/** The ticked rows still shown (searched or filtered-out rows and rows gone from `rows` leave it). */
export interface TableSelection<R> {
  rows: R[];
  ids: number[];
  /** Unticks every row, e.g. after an action on the selection. */
  clear: () => void;
}

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
  onRowClick?: (row: R) => void;
  /** A fixed height, or 'fit' to size the table to its rows (at most the default height). */
  height?: number | string | 'fit';
  ariaLabel?: string;
}

const EMPTY: readonly number[] = [];

/**
 * The table every list uses: selection, sorting, search box, collapsible header and reduced columns on
 * small screens. Virtualised, so tens of thousands of rows stay fast.
 */
export function DataTable<R extends GridValidRowModel & { id: number }>(props: DataTableProps<R>) {
  const { rows, columns, search, collapsible, selectable, isRowSelectable, onSelectionChange } = props;
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const apiRef = useGridApiRef();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [ownSelection, setOwnSelection] = useState<readonly number[]>(EMPTY);
  const held = props.selection ?? ownSelection;
  // Bumped whenever the grid's own column filter changes which rows it shows.
  const [gridFilter, setGridFilter] = useState(0);

  const visibleRows = useMemo(
    () => (search && text.trim() ? rows.filter((row) => search.matches(row, text)) : rows),
    [rows, search, text],
  );
  useEffect(
    () => apiRef.current?.subscribeEvent('filteredRowsSet', () => setGridFilter((n) => n + 1)),
    [apiRef],
  );

  /** The held ids that are still shown and selectable, in row order. */
  const selectedRows = useMemo(() => {
    if (!selectable || held.length === 0) return [];
    void gridFilter;
    const ids = new Set(held);
    const hiddenByGrid = apiRef.current ? gridFilteredRowsLookupSelector(apiRef) : {};
    return visibleRows.filter(
      (row) =>
        ids.has(row.id) && hiddenByGrid[row.id] !== false && (!isRowSelectable || isRowSelectable(row)),
    );
  }, [selectable, held, visibleRows, isRowSelectable, apiRef, gridFilter]);

  const change = useCallback(
    (ids: number[]) => {
      if (props.selection === undefined) setOwnSelection(ids);
      onSelectionChange?.(ids);
    },
    [props.selection, onSelectionChange],
  );
  const clear = useCallback(() => change([]), [change]);
  // Rows that disappear leave the selection, for the caller too.
  useEffect(() => {
    if (selectedRows.length !== held.length) change(selectedRows.map((row) => row.id));
  }, [selectedRows, held, change]);

  const columnVisibilityModel = useMemo(
    () => (small ? Object.fromEntries(columns.filter((c) => !c.mobile).map((c) => [c.field, false])) : {}),
    [small, columns],
  );
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<number>(selectedRows.map((row) => row.id)) }),
    [selectedRows],
  );
  const gridRowSelectable = useMemo(
    () => (isRowSelectable ? ({ row }: { row: R }) => isRowSelectable(row) : undefined),
    [isRowSelectable],
  );
  const toolbar =
    typeof props.toolbar === 'function'
      ? props.toolbar({ rows: selectedRows, ids: selectedRows.map((row) => row.id), clear })
      : props.toolbar;

  const maxHeight = small ? 520 : 640;
  const tableHeight =
    props.height === 'fit'
      ? Math.min(maxHeight, 56 + 54 + Math.max(2, visibleRows.length) * (small ? 36 : 52) + 4)
      : (props.height ?? maxHeight);

  const header = (search || toolbar || collapsible || selectable) && (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
      {collapsible && (
        <Button
          color="inherit"
          onClick={() => setOpen((v) => !v)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {open ? collapsible.hide : collapsible.show}
        </Button>
      )}
      {search && <SearchBox value={text} onChange={setText} placeholder={search.placeholder} />}
      {selectable && selectedRows.length > 0 && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {selectedRows.length} selected
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      {toolbar}
    </Stack>
  );

  return (
    <Box>
      {header}
      <Collapse in={open} unmountOnExit={false}>
        <Paper variant="outlined" sx={{ height: tableHeight, width: '100%' }}>
          <DataGrid<R>
            apiRef={apiRef}
            rows={visibleRows}
            columns={columns}
            aria-label={props.ariaLabel}
            checkboxSelection={selectable}
            disableRowSelectionOnClick
            // 'Select all' ticks the rows the search and the column filters let through, on every page.
            disableRowSelectionExcludeModel
            isRowSelectable={gridRowSelectable}
            rowSelectionModel={selectable ? selectionModel : undefined}
            onRowSelectionModelChange={(model) => change([...model.ids].map(Number))}
            hideFooterSelectedRowCount
            initialState={{
              sorting: { sortModel: props.initialSort ? [props.initialSort] : [] },
              pagination: { paginationModel: { pageSize: 100 } },
            }}
            pageSizeOptions={[25, 50, 100]}
            columnVisibilityModel={columnVisibilityModel}
            loading={props.loading}
            density={small ? 'compact' : 'standard'}
            onRowClick={props.onRowClick ? (params) => props.onRowClick!(params.row) : undefined}
            disableColumnMenu={small}
            sx={{ border: 0 }}
          />
        </Paper>
      </Collapse>
    </Box>
  );
}
