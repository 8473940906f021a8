import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { type ReactNode, useMemo, useState } from 'react';
import { SearchBox } from './SearchBox';

export type DataColumn<R extends GridValidRowModel> = GridColDef<R> & {
  /** Shown on small screens too (the others are hidden there). */
  mobile?: boolean;
};

export interface DataTableProps<R extends GridValidRowModel & { id: number }> {
  rows: readonly R[];
  columns: DataColumn<R>[];
  /** Row selection with checkboxes; rows failing isRowSelectable cannot be ticked. */
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
  /** Buttons next to the search box. */
  toolbar?: ReactNode;
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
  const { rows, columns, search, collapsible, selection = EMPTY } = props;
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);

  const visibleRows = useMemo(
    () => (search && text.trim() ? rows.filter((row) => search.matches(row, text)) : rows),
    [rows, search, text],
  );
  const columnVisibilityModel = useMemo(
    () => (small ? Object.fromEntries(columns.filter((c) => !c.mobile).map((c) => [c.field, false])) : {}),
    [small, columns],
  );
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<number>(selection) }),
    [selection],
  );

  const maxHeight = small ? 520 : 640;
  const tableHeight =
    props.height === 'fit'
      ? Math.min(maxHeight, 56 + 54 + Math.max(2, visibleRows.length) * (small ? 36 : 52) + 4)
      : (props.height ?? maxHeight);

  const header = (search || props.toolbar || collapsible) && (
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
      <Box sx={{ flex: 1 }} />
      {props.toolbar}
    </Stack>
  );

  return (
    <Box>
      {header}
      <Collapse in={open} unmountOnExit={false}>
        <Paper variant="outlined" sx={{ height: tableHeight, width: '100%' }}>
          <DataGrid<R>
            rows={visibleRows}
            columns={columns}
            aria-label={props.ariaLabel}
            checkboxSelection={props.selectable}
            disableRowSelectionOnClick
            isRowSelectable={
              props.isRowSelectable ? (params) => props.isRowSelectable!(params.row) : undefined
            }
            rowSelectionModel={props.selectable ? selectionModel : undefined}
            onRowSelectionModelChange={(model) => {
              if (!props.onSelectionChange) return;
              const ids =
                model.type === 'include'
                  ? [...model.ids].map(Number)
                  : visibleRows.map((r) => r.id).filter((id) => !model.ids.has(id));
              props.onSelectionChange(ids);
            }}
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
