import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { GPS_TIMEOUT_MS } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { describe, expect, it } from 'vitest';
import { HOME, north, scriptedGeolocationPerTest } from '../../../../test/scriptedGeolocation';
import { theme } from '../../../base/theme';
import { useDevicePosition } from '../../../components/map/useDevicePosition';
import type { LocalIssue } from '../../../core/issues';
import { distanceText, IssuePickDialog } from './IssuePickDialog';
import { PATH_TOO_SHORT, useGpsPath } from './useGpsPath';

const geo = scriptedGeolocationPerTest();

describe('useGpsPath', () => {
  it('goes idle → tracking → set, recording accepted fixes and skipping repeats under 1 m', () => {
    const { result } = renderHook(() => useGpsPath(null));
    expect(result.current.state).toBe('idle');
    expect(geo.watchers.size).toBe(0);
    act(() => result.current.start());
    expect(result.current.state).toBe('tracking');
    expect(geo.options).toEqual([{ enableHighAccuracy: true, timeout: GPS_TIMEOUT_MS, maximumAge: 0 }]);
    geo.move(north(0));
    expect(result.current.path).toBeNull();
    geo.move(north(0.5));
    geo.move(north(30), 50);
    geo.move(north(10));
    expect(result.current.path?.coordinates).toEqual([north(0), north(10)]);
    geo.move(north(20));
    let line: ReturnType<typeof result.current.stop> = null;
    act(() => {
      line = result.current.stop();
    });
    const expected = { type: 'LineString', coordinates: [north(0), north(10), north(20)] };
    expect(line).toEqual(expected);
    expect(result.current.state).toBe('set');
    expect(result.current.path).toEqual(expected);
    expect(geo.watchers.size).toBe(0);
    geo.move(north(40));
    expect(result.current.path).toEqual(expected);
  });

  it('goes back to idle with a message when fewer than two points were recorded', () => {
    const { result } = renderHook(() => useGpsPath(null));
    act(() => result.current.start());
    geo.move(HOME);
    let line: ReturnType<typeof result.current.stop> = { type: 'LineString', coordinates: [] };
    act(() => {
      line = result.current.stop();
    });
    expect(line).toBeNull();
    expect(result.current.state).toBe('idle');
    expect(result.current.path).toBeNull();
    expect(result.current.error).toBe(PATH_TOO_SHORT);
  });

  it('starts set from an initial path; stop() leaves it; clear() resets; start() records afresh', () => {
    const initial = { type: 'LineString' as const, coordinates: [north(0), north(100)] };
    const { result } = renderHook(() => useGpsPath(initial));
    expect(result.current.state).toBe('set');
    expect(result.current.path).toEqual(initial);
    let line: ReturnType<typeof result.current.stop> = null;
    act(() => {
      line = result.current.stop();
    });
    expect(line).toEqual(initial);
    expect(result.current.state).toBe('set');
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ state: 'idle', path: null, error: null });
    act(() => result.current.start());
    expect(result.current.path).toBeNull();
    geo.move(north(500));
    geo.move(north(520));
    act(() => {
      line = result.current.stop();
    });
    expect(line).toEqual({ type: 'LineString', coordinates: [north(500), north(520)] });
  });

  it('clear() while tracking stops watching; unmounting stops it too', () => {
    const { result, unmount } = renderHook(() => useGpsPath(null));
    act(() => result.current.start());
    act(() => result.current.clear());
    expect(geo.watchers.size).toBe(0);
    expect(result.current.state).toBe('idle');
    act(() => result.current.start());
    expect(geo.watchers.size).toBe(1);
    unmount();
    expect(geo.watchers.size).toBe(0);
  });

  it('starts the path at the live position when the device is already being watched', () => {
    renderHook(() => useDevicePosition());
    geo.move(HOME);
    const { result } = renderHook(() => useGpsPath(null));
    act(() => result.current.start());
    geo.move(north(15));
    expect(result.current.path?.coordinates).toEqual([HOME, north(15)]);
  });

  it('passes errors on while tracking', () => {
    const { result } = renderHook(() => useGpsPath(null));
    act(() => result.current.start());
    geo.fail(2);
    expect(result.current.error).toMatch(/unavailable/);
    expect(result.current.state).toBe('tracking');
  });
});

describe('IssuePickDialog', () => {
  const issues = Array.from({ length: 12 }, (_, i) =>
    issueFixture({
      id: i + 1,
      area: `Area ${i + 1}`,
      inspection_date: `2024-06-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
      gps_point: { type: 'Point', coordinates: north((i + 1) * 100) },
    }),
  );

  const dialog = (open: boolean, onPick: (issue: LocalIssue) => void = () => {}) => (
    <ThemeProvider theme={theme}>
      <IssuePickDialog open={open} title="Pick" issues={issues} onPick={onPick} onClose={() => {}} />
    </ThemeProvider>
  );
  const show = (onPick?: (issue: LocalIssue) => void) => render(dialog(true, onPick));
  const rows = () => within(screen.getByRole('list', { name: 'Issues' })).getAllByRole('button');

  it('lists all issues newest first with unknown distance until the position is known, then the 10 closest', () => {
    const picked: number[] = [];
    show((issue) => picked.push(issue.id));
    expect(rows()).toHaveLength(12);
    // A real list: an item per issue, each holding its button (axe's 'list' rule).
    const items = within(screen.getByRole('list', { name: 'Issues' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button').length)).toEqual(Array(12).fill(1));
    expect(rows()[0].textContent).toContain('Area 12');
    expect(within(rows()[0]).getByTestId('distance').textContent).toBe('Distance unknown');
    geo.move(HOME);
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]).getByText('Area 1')).toBeTruthy();
    expect(within(rows()[0]).getByText('June 1 2024 · Weeds · Verge Id 1')).toBeTruthy();
    expect(within(rows()[0]).getByTestId('distance').textContent).toBe('100 m');
    fireEvent.click(rows()[1]);
    expect(picked).toEqual([2]);
  });

  it('narrows the list by the search box before picking the closest', () => {
    show();
    geo.move(HOME);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search issues' }), {
      target: { value: 'area 1 1' },
    });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText('Area 11')).toBeTruthy();
  });

  it('watches the device only while open and starts afresh on reopening', async () => {
    const { rerender } = show();
    expect(geo.watchers.size).toBe(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search issues' }), { target: { value: 'Area 3' } });
    expect(rows()).toHaveLength(1);
    rerender(dialog(false));
    // The dialog's body leaves once its closing transition has run.
    await waitFor(() => expect(geo.watchers.size).toBe(0));
    rerender(dialog(true));
    expect((screen.getByRole('textbox', { name: 'Search issues' }) as HTMLInputElement).value).toBe('');
    expect(rows()).toHaveLength(12);
  });

  it('words distances', () => {
    expect(distanceText(-100)).toBe('Distance unknown');
    expect(distanceText(12.4)).toBe('12 m');
    expect(distanceText(1544)).toBe('1.54 km');
    expect(distanceText(12_449)).toBe('12.4 km');
  });
});
