import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from './columnLayout';
import { DataTable } from './DataTable';

/** How often the data grid was drawn (vi.mock is hoisted above the imports): again only for a new prop. */
const grid = vi.hoisted(() => ({ draws: 0 }));
vi.mock('@mui/x-data-grid', async (original) => {
  const module = await original<typeof import('@mui/x-data-grid')>();
  const Counted = memo((props: Parameters<typeof module.DataGrid>[0]) => {
    grid.draws += 1;
    return <module.DataGrid {...props} />;
  });
  return { ...module, DataGrid: Counted };
});

/** A record as the local store holds it: a uuid, and a negative id until its upload gives it the server's. */
interface Row {
  id: number;
  uuid: string;
  name: string;
  photos: string[];
}

const ROWS: Row[] = [
  { id: 1, uuid: 'u-1', name: 'Alder', photos: [] },
  { id: 2, uuid: 'u-2', name: 'Birch', photos: ['b.jpg'] },
  { id: -3, uuid: 'u-3', name: 'Cedar', photos: [] },
];

/** The rows read afresh, as a sync hands them over: new objects (arrays included), the same content. */
const readAfresh = (rows: readonly Row[]) => rows.map((row) => ({ ...row, photos: [...row.photos] }));

const theme = createTheme();

afterEach(cleanup);

interface PageProps {
  rows: Row[];
  loading?: boolean;
  columns: DataColumn<Row>[];
  /** Every selection the table told the page of. */
  told: number[][];
}

/** A page holding its selection, as the lists do. */
function Page({ rows, loading = false, columns, told }: PageProps) {
  const [selection, setSelection] = useState<number[]>([]);
  return (
    <ThemeProvider theme={theme}>
      <DataTable<Row>
        ariaLabel="Trees"
        rows={rows}
        loading={loading}
        columns={columns}
        selectable
        selection={selection}
        onSelectionChange={(ids) => {
          told.push(ids);
          setSelection(ids);
        }}
        empty={{ text: 'No trees yet' }}
      />
    </ThemeProvider>
  );
}

/** The page with a cell renderer that counts what it draws; `update` hands the table new rows, as a sync does. */
function showPage() {
  const drawn: string[] = [];
  const told: number[][] = [];
  const columns: DataColumn<Row>[] = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      renderCell: ({ row }) => {
        drawn.push(row.name);
        return <span>{row.name}</span>;
      },
    },
  ];
  const view = render(<Page rows={ROWS} columns={columns} told={told} />);
  const grid = screen.getByRole('grid', { name: 'Trees' });
  const box = (name: string) => {
    const row = within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
    return within(row).getByRole('checkbox') as HTMLInputElement;
  };
  return {
    drawn,
    told,
    box,
    tick: (name: string) => fireEvent.click(box(name)),
    update: (rows: Row[], loading?: boolean) => {
      drawn.length = 0;
      view.rerender(<Page rows={rows} loading={loading} columns={columns} told={told} />);
    },
  };
}

// The grid is heavy to mount in happy-dom on a busy machine.
describe('DataTable while a sync redraws its rows', { timeout: 30_000 }, () => {
  it('keeps a tick and draws no row again when the rows come back read afresh', () => {
    const page = showPage();
    page.tick('Birch');
    expect(page.box('Birch').checked).toBe(true);
    const draws = grid.draws;
    page.update(readAfresh(ROWS));
    expect(grid.draws).toBe(draws);
    expect(page.box('Birch').checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(page.drawn).toEqual([]);
    expect(page.told).toEqual([[2]]);
  });

  it('draws again only the row whose content changed', () => {
    const page = showPage();
    page.update(readAfresh(ROWS).map((row) => (row.id === 2 ? { ...row, photos: ['b.jpg', 'c.jpg'] } : row)));
    expect(page.drawn).toEqual(['Birch']);
  });

  it('keeps the tick of a record whose upload gave it the server id, and tells the page its new id', () => {
    const page = showPage();
    page.tick('Alder');
    page.tick('Cedar');
    expect(page.told.at(-1)).toEqual([1, -3]);
    page.update(ROWS.map((row) => (row.id === -3 ? { ...row, id: 42 } : row)));
    expect(page.box('Cedar').checked).toBe(true);
    expect(page.box('Alder').checked).toBe(true);
    expect(page.told.at(-1)).toEqual([1, 42]);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('keeps a tick while the rows are being read again, and drops it once they come back without its row', () => {
    const page = showPage();
    page.tick('Birch');
    page.update([], true);
    page.update(readAfresh(ROWS));
    expect(page.box('Birch').checked).toBe(true);
    expect(page.told).toEqual([[2]]);
    page.update(ROWS.filter((row) => row.id !== 2));
    expect(page.told.at(-1)).toEqual([]);
    expect(screen.queryByText(/selected$/)).toBeNull();
  });
});
