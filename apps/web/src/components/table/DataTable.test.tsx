import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type DataColumn, headerWordWidth, layoutColumns } from './columnLayout';
import { DataTable, type TableSelection } from './DataTable';
import { PHONE_COLUMN_MIN_WIDTH } from './phoneColumns';

interface Row {
  id: number;
  name: string;
  open: boolean;
}

const ROWS: Row[] = [
  { id: 1, name: 'Alder', open: true },
  { id: 2, name: 'Birch', open: true },
  { id: 3, name: 'Aspen', open: false },
  { id: 4, name: 'Alpine fir', open: true },
];

const theme = createTheme();

afterEach(cleanup);

/** The table with an uncontrolled selection; the toolbar shows what it was handed. */
function show(rows: Row[] = ROWS) {
  let handed: TableSelection<Row> | undefined;
  const table = (list: Row[]) => (
    <ThemeProvider theme={theme}>
      <DataTable<Row>
        ariaLabel="Trees"
        rows={list}
        columns={[{ field: 'name', headerName: 'Name', flex: 1 }]}
        selectable
        isRowSelectable={(row) => row.open}
        search={{ placeholder: 'Search trees', matches: (row, text) => row.name.includes(text) }}
        empty={{ text: 'No trees yet' }}
        toolbar={(selection) => {
          handed = selection;
          return <span>{selection.rows.map((r) => r.name).join(',') || 'none'}</span>;
        }}
      />
    </ThemeProvider>
  );
  const view = render(table(rows));
  const grid = screen.getByRole('grid', { name: 'Trees' });
  const tick = (name: string) => {
    const row = within(grid).getByText(name).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
  };
  const selectAll = () => fireEvent.click(within(grid).getByRole('checkbox', { name: /select all/i }));
  const search = (text: string) =>
    fireEvent.change(screen.getByPlaceholderText('Search trees'), { target: { value: text } });
  return {
    grid,
    tick,
    selectAll,
    search,
    handed: () => handed,
    rerender: (list: Row[]) => view.rerender(table(list)),
  };
}

/** A caller holding the selection itself. */
function Held({ onTold }: { onTold: (ids: number[]) => void }) {
  const [ids, setIds] = useState<number[]>([1, 2, 4]);
  return (
    <ThemeProvider theme={theme}>
      <DataTable<Row>
        ariaLabel="Held"
        rows={ROWS}
        columns={[{ field: 'name', headerName: 'Name', flex: 1 }]}
        selectable
        selection={ids}
        onSelectionChange={(next) => {
          onTold(next);
          setIds(next);
        }}
        search={{ placeholder: 'Search held', matches: (row, text) => row.name.includes(text) }}
        empty={{ text: 'No trees held' }}
      />
    </ThemeProvider>
  );
}

// The grid is heavy to mount in happy-dom on a busy machine.
describe('DataTable selection', { timeout: 20_000 }, () => {
  it('ticks rows without a caller holding the selection, counts them and hands them to the toolbar', () => {
    const t = show();
    expect(screen.queryByText(/selected$/)).toBeNull();
    t.tick('Alder');
    t.tick('Birch');
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(t.handed()?.ids).toEqual([1, 2]);
    expect(screen.getByText('Alder,Birch')).toBeTruthy();
  });

  it('selects all rows the search lets through, selectable ones only', () => {
    const t = show();
    t.search('Al');
    t.selectAll();
    expect(t.handed()?.rows.map((r) => r.name)).toEqual(['Alder', 'Alpine fir']);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('drops rows the search hides and rows that are gone, and clears on request', () => {
    const t = show();
    t.selectAll();
    expect(t.handed()?.ids).toEqual([1, 2, 4]);
    t.search('Al');
    expect(t.handed()?.ids).toEqual([1, 4]);
    t.search('');
    // A row hidden by the search stays out of the selection when it shows again.
    expect(t.handed()?.ids).toEqual([1, 4]);
    t.rerender(ROWS.filter((r) => r.id !== 4));
    expect(t.handed()?.ids).toEqual([1]);
    act(() => t.handed()?.clear());
    expect(t.handed()?.ids).toEqual([]);
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('re-checks no more rows for a new but equal predicate than for the same one', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Tree ${i + 1}`, open: true }));
    let checks = 0;
    const stable = (row: Row) => {
      checks += 1;
      return row.open;
    };
    const table = (isRowSelectable: (row: Row) => boolean) => (
      <ThemeProvider theme={theme}>
        <DataTable<Row>
          ariaLabel="Many"
          rows={rows}
          columns={[{ field: 'name', headerName: 'Name', flex: 1 }]}
          selectable
          isRowSelectable={isRowSelectable}
          empty={{ text: 'No trees yet' }}
        />
      </ThemeProvider>
    );
    const view = render(table(stable));
    checks = 0;
    view.rerender(table(stable));
    const same = checks;
    checks = 0;
    // What a page does: an inline predicate, a new function on each of its renders.
    view.rerender(table((row) => stable(row)));
    expect(checks).toBeLessThanOrEqual(same);
  });

  it('keeps a caller-held selection, telling the caller when searched-out rows leave it', () => {
    const told: number[][] = [];
    render(<Held onTold={(ids) => told.push(ids)} />);
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Search held'), { target: { value: 'Al' } });
    expect(told.at(-1)).toEqual([1, 4]);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });
});

describe('DataTable with more rows than a page', { timeout: 30_000 }, () => {
  // 250 trees handed over out of order (7 is prime to 250, so i × 7 visits every number once); every tenth closed.
  const many: Row[] = Array.from({ length: 250 }, (_, i) => {
    const n = ((i * 7) % 250) + 1;
    return { id: n, name: `Tree ${String(n).padStart(3, '0')}`, open: n % 10 !== 0 };
  });
  const firstName = (grid: HTMLElement) => within(grid).getAllByRole('row')[1]?.textContent;

  it('hands the grid one page, sorts every row across pages, and starts a new search from the first page', () => {
    const t = show(many);
    expect(within(t.grid).getAllByRole('row').length).toBeLessThanOrEqual(101);
    expect(screen.getByText('1–100 of 250')).toBeTruthy();
    fireEvent.click(within(t.grid).getByRole('columnheader', { name: /Name/ }));
    expect(firstName(t.grid)).toContain('Tree 001');
    fireEvent.click(within(t.grid).getByRole('columnheader', { name: /Name/ }));
    expect(firstName(t.grid)).toContain('Tree 250');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByText('101–200 of 250')).toBeTruthy();
    expect(firstName(t.grid)).toContain('Tree 150');
    t.search('Tree 2');
    expect(screen.getByText('1–51 of 51')).toBeTruthy();
    expect(firstName(t.grid)).toContain('Tree 250');
  });

  it('ticks every selectable row of every page with select all, and unticks them all again', () => {
    const t = show(many);
    t.selectAll();
    expect(screen.getByText('225 selected')).toBeTruthy();
    expect(t.handed()?.ids).toHaveLength(225);
    t.selectAll();
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('filters every row by a column filter and says when it hides them all', async () => {
    const t = show(many);
    fireEvent.click(within(t.grid).getByLabelText('Name column menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /filter/i }));
    const value = await screen.findByRole('textbox', { name: 'Value' });
    fireEvent.change(value, { target: { value: 'Tree 24' } });
    expect(await screen.findByText('1–10 of 10', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.change(value, { target: { value: 'Oak' } });
    expect(
      await screen.findByText('Nothing matches the column filters', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Column Filters' }));
    expect(await screen.findByText('1–100 of 250')).toBeTruthy();
  });
});

describe('layoutColumns', () => {
  const columns: DataColumn<Row>[] = [
    { field: 'risk', headerName: 'Risk', width: 92, mobile: true, phoneWeight: 56 },
    { field: 'name', headerName: 'Name', flex: 1.5, minWidth: 120, mobile: true },
    { field: 'note', headerName: 'Note', flex: 1, mobile: true },
    { field: 'date', headerName: 'Date', width: 168, mobile: true },
  ];

  it('keeps the widths on a wide screen, with wrapping flex cells', () => {
    const laidOut = layoutColumns(columns, false);
    expect(laidOut.map((c) => [c.width, c.flex, c.minWidth, c.display])).toEqual([
      [92, undefined, undefined, 'flex'],
      [undefined, 1.5, 120, 'flex'],
      [undefined, 1, undefined, 'flex'],
      [168, undefined, undefined, 'flex'],
    ]);
    expect(laidOut.some((c) => 'mobile' in c || 'phoneWeight' in c)).toBe(false);
  });

  it('shares a phone width by weight (phone weight, width, or min width times flex), none below the phone minimum', () => {
    const laidOut = layoutColumns(columns, true);
    expect(laidOut.map((c) => [c.width, c.flex, c.minWidth])).toEqual([
      [undefined, 56, PHONE_COLUMN_MIN_WIDTH],
      [undefined, 180, PHONE_COLUMN_MIN_WIDTH],
      [undefined, 150, PHONE_COLUMN_MIN_WIDTH],
      [undefined, 168, PHONE_COLUMN_MIN_WIDTH],
    ]);
    // Four columns fit a 390-px phone less the page's padding and the table's border.
    expect(laidOut.reduce((sum, c) => sum + (c.minWidth ?? 0), 0)).toBeLessThanOrEqual(390 - 2 * 12 - 2);
  });

  it('keeps a phone column wide enough for the longest word of its header', () => {
    const [details, date] = layoutColumns(
      [
        { field: 'actions', headerName: 'Details', width: 40 },
        { field: 'date', headerName: 'Date Inspected', width: 160 },
      ],
      true,
    );
    expect(details?.minWidth).toBe(headerWordWidth('Details'));
    expect(date?.minWidth).toBe(headerWordWidth('Inspected'));
    expect(headerWordWidth('Details')).toBeGreaterThan(PHONE_COLUMN_MIN_WIDTH);
    expect(headerWordWidth('')).toBe(0);
  });

  it('keeps a narrower minimum a column asks for on a phone', () => {
    const [column] = layoutColumns([{ field: 'dot', headerName: '', width: 40, minWidth: 40 }], true);
    expect(column?.minWidth).toBe(40);
  });
});

describe('DataTable layout', { timeout: 20_000 }, () => {
  it('lets rows grow to their wrapped content rather than a fixed height', () => {
    const t = show([
      { id: 1, name: 'RR 190 North – Twp Rd 540 to 541, a long area name that needs lines', open: true },
    ]);
    const row = t.grid.querySelector('.MuiDataGrid-row');
    expect(row?.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
  });
});

describe('DataTable empty state', { timeout: 20_000 }, () => {
  it('says what is empty and offers its way out, never a bare "No rows"', () => {
    let added = 0;
    render(
      <ThemeProvider theme={theme}>
        <DataTable<Row>
          ariaLabel="Trees"
          rows={[]}
          columns={[{ field: 'name', headerName: 'Name', flex: 1 }]}
          empty={{ text: 'No trees yet', action: { label: 'Add Tree', onClick: () => added++ } }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('No trees yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Tree' }));
    expect(added).toBe(1);
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('says when the search hides every row, and Clear Search brings them back', () => {
    const t = show();
    t.search('Oak');
    expect(screen.getByText('Nothing matches “Oak”')).toBeTruthy();
    expect(screen.queryByText('No trees yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(within(t.grid).getByText('Alder')).toBeTruthy();
    expect((screen.getByPlaceholderText('Search trees') as HTMLInputElement).value).toBe('');
  });
});

describe('DataTable keyboard', { timeout: 20_000 }, () => {
  it("keeps the cells' own controls out of the Tab order until the grid's focus reaches their cell", async () => {
    render(
      <ThemeProvider theme={theme}>
        <DataTable<Row>
          ariaLabel="Trees"
          rows={ROWS}
          empty={{ text: 'No trees yet' }}
          columns={[
            { field: 'name', headerName: 'Name', flex: 1 },
            {
              field: 'open',
              headerName: 'Actions',
              renderCell: ({ row }) => <button type="button">{`Open ${row.name}`}</button>,
            },
          ]}
        />
      </ThemeProvider>,
    );
    const buttons = await screen.findAllByRole('button', { name: /^Open / });
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, -1, -1, -1]);

    const birch = screen.getByRole('button', { name: 'Open Birch' });
    // Clicking a cell gives it the grid's focus.
    const cell = birch.closest('[role="gridcell"]') as HTMLElement;
    act(() => {
      fireEvent.mouseDown(cell);
      fireEvent.mouseUp(cell);
      fireEvent.click(cell);
    });
    // The cell hands the focus to its control, and only that cell's control is a Tab stop.
    expect(document.activeElement).toBe(birch);
    expect(birch.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Open Alder' }).tabIndex).toBe(-1);
  });
});
