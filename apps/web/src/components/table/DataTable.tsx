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
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PHONE_COLUMN_MIN_WIDTH } from './phoneColumns';
import { rovingRenderCell } from './RovingCell';
import { SearchBox } from './SearchBox';
import { type EmptyState, TableEmpty } from './TableEmpty';
import { filterRows, sortRows } from './tableRows';

export type DataColumn<R extends GridValidRowModel> = GridColDef<R> & {
  /** Shown on small screens too (the others are hidden there). */
  mobile?: boolean;
  /** The column's share of a phone's width, when its width (or min width × flex) is not the right one. */
  phoneWeight?: number;
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

const EMPTY: readonly number[] = [];
const NO_FILTER: GridFilterModel = { items: [] };
const PAGE_SIZE = 100;
const GRID_SLOTS = { noRowsOverlay: TableEmpty } as const;

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

/**
 * Cells and headers wrap onto more lines (rows grow to fit, see getRowHeight) rather than cut their text off;
 * on a phone with less padding, so a 390-px screen shows more of each word.
 */
function wrappingStyles(small: boolean) {
  const padding = small ? '6px' : '10px';
  return {
    border: 0,
    '& .MuiDataGrid-cell': {
      flexWrap: 'wrap',
      alignContent: 'center',
      columnGap: 1,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      lineHeight: 1.35,
      py: small ? 0.75 : 1,
      px: padding,
    },
    '& .MuiDataGrid-columnHeader': { px: padding },
    '& .MuiDataGrid-cellCheckbox, & .MuiDataGrid-columnHeaderCheckbox': { p: 0 },
    '& .MuiDataGrid-columnHeaderTitleContainer, & .MuiDataGrid-columnHeaderTitleContainerContent': {
      whiteSpace: 'normal',
    },
    // Room for an empty table's text and its button.
    '--DataGrid-overlayHeight': '160px',
    '& .MuiDataGrid-columnHeaderTitle': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      lineHeight: 1.2,
    },
  } as const;
}

/** Rows as tall as their wrapped content. */
const autoRowHeight = () => 'auto' as const;
const ROW_BUFFER_PX = 300;

/**
 * The same array as last time when it holds the same items in the same order: a sync page that changes no shown
 * row then redraws no row of the grid.
 */
function useSameItems<T>(items: readonly T[]): readonly T[] {
  const last = useRef(items);
  const previous = last.current;
  if (
    previous !== items &&
    (previous.length !== items.length || items.some((item, i) => item !== previous[i]))
  ) {
    last.current = items;
  }
  return last.current;
}

/**
 * The table every list uses: selection, sorting, search box, collapsible header and reduced columns on
 * small screens. The table searches, filters, sorts and pages the rows itself and hands the grid only the page
 * it draws (the grid's server modes), so a refresh of 100,000 rows is no long task and the rows are not held twice.
 */
export function DataTable<R extends GridValidRowModel & { id: number }>(props: DataTableProps<R>) {
  const { rows, columns, search, collapsible, selectable, isRowSelectable, onSelectionChange } = props;
  // The latest predicate behind one stable function: callers pass an inline one, and a new function made the
  // grid re-check its rows on each render of the page, a dialog opening included.
  const selectableRef = useRef(isRowSelectable);
  selectableRef.current = isRowSelectable;
  const hasSelectable = isRowSelectable !== undefined;
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const apiRef = useGridApiRef();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [ownSelection, setOwnSelection] = useState<readonly number[]>(EMPTY);
  const held = props.selection ?? ownSelection;
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
  const pageRows = useSameItems(
    useMemo(
      () => sortedRows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
      [sortedRows, pageNumber, pageSize],
    ),
  );
  /** A new search, filter or sort starts from the first page. */
  const fromTop = () => setPagination((p) => ({ ...p, page: 0 }));
  const searchFor = (value: string) => {
    setText(value);
    fromTop();
  };

  /** The held ids that are still shown and selectable, in row order. */
  const selectedRows = useMemo(() => {
    if (!selectable || held.length === 0) return [];
    const ids = new Set(held);
    return shownRows.filter((row) => ids.has(row.id) && (selectableRef.current?.(row) ?? true));
  }, [selectable, held, shownRows]);

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
  // 'Select all' ticks every selectable row the search and the column filters let through, on every page (the
  // grid holds one page, and would tick that one only); unticking clears them all.
  useEffect(
    () =>
      apiRef.current?.subscribeEvent(
        'headerSelectionCheckboxChange',
        ({ value }, event) => {
          event.defaultMuiPrevented = true;
          const all = shownRows.filter((row) => selectableRef.current?.(row) ?? true);
          change(value ? all.map((row) => row.id) : []);
        },
        { isFirst: true },
      ),
    [apiRef, shownRows, change],
  );

  const gridColumns = useMemo(() => layoutColumns(columns, small), [columns, small]);
  const columnVisibilityModel = useMemo(
    () => (small ? Object.fromEntries(columns.filter((c) => !c.mobile).map((c) => [c.field, false])) : {}),
    [small, columns],
  );
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<number>(selectedRows.map((row) => row.id)) }),
    [selectedRows],
  );
  const gridRowSelectable = useMemo(
    () => (hasSelectable ? ({ row }: { row: R }) => selectableRef.current?.(row) ?? true : undefined),
    [hasSelectable],
  );
  const toolbar =
    typeof props.toolbar === 'function'
      ? props.toolbar({ rows: selectedRows, ids: selectedRows.map((row) => row.id), clear })
      : props.toolbar;

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

  const maxHeight = small ? 520 : 640;
  // 'fit': a column flex box with a maximum height, in which the grid takes the height its rows need.
  const size =
    props.height === undefined || props.height === 'fit'
      ? ({ display: 'flex', flexDirection: 'column', maxHeight } as const)
      : { height: props.height };

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
      {search && <SearchBox value={text} onChange={searchFor} placeholder={search.placeholder} />}
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
            onSortModelChange={(model) => {
              setSortModel(model);
              fromTop();
            }}
            filterModel={filterModel}
            onFilterModelChange={(model) => {
              setFilterModel(model);
              fromTop();
            }}
            columns={gridColumns}
            getRowHeight={autoRowHeight}
            // Rows are measured as they are drawn: a band of them around the view (twice the grid's default)
            // keeps a scroll from showing blanks while the next ones are measured. Not wider: every row in it is
            // drawn again when a stored sync page moves the rows, and 600 px made those tasks a third longer.
            rowBufferPx={ROW_BUFFER_PX}
            // Two lines of a wrapped header title.
            columnHeaderHeight={small ? 52 : 56}
            aria-label={props.ariaLabel}
            checkboxSelection={selectable}
            disableRowSelectionOnClick
            disableRowSelectionExcludeModel
            // Ticked rows on other pages than the one the grid holds stay ticked.
            keepNonExistentRowsSelected
            isRowSelectable={gridRowSelectable}
            rowSelectionModel={selectable ? selectionModel : undefined}
            onRowSelectionModelChange={(model) => change([...model.ids].map(Number))}
            hideFooterSelectedRowCount
            pageSizeOptions={[25, 50, PAGE_SIZE]}
            columnVisibilityModel={columnVisibilityModel}
            loading={props.loading}
            slots={GRID_SLOTS}
            slotProps={{ noRowsOverlay: { empty: noRows } }}
            density={small ? 'compact' : 'standard'}
            onRowClick={props.onRowClick ? (params) => props.onRowClick!(params.row) : undefined}
            disableColumnMenu={small}
            sx={wrappingStyles(small)}
          />
        </Paper>
      </Collapse>
    </Box>
  );
}
