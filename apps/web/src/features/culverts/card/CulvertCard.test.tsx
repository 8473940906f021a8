import { ThemeProvider } from '@mui/material/styles';
import { render as baseRender, cleanup, fireEvent, screen } from '@testing-library/react';
import { culvertFixture, inspectionFixture } from '@verge/domain/testing/culvertFixture';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../base/theme';
import { beginSession } from '../../../core/session';
import { db } from '../../../core/store/db';
import { CulvertCard } from './CulvertCard';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Rendered inside the app's theme and a router, as in the app. */
const render = (ui: ReactElement) =>
  baseRender(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/culvert-asset-view']}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </ThemeProvider>,
  );

const value = (label: string) => document.querySelector(`[data-field="${label}"]`)?.textContent ?? null;

beforeEach(async () => {
  await db.outbox.clear();
  await beginSession(7);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CulvertCard', () => {
  it('shows the culvert and its inspection, Overdue once the next date has passed, and photos', () => {
    render(
      <CulvertCard
        culvert={culvertFixture({ diameter: 0.45, length: -1 })}
        inspection={inspectionFixture({
          culvertStatus: 'Poor',
          user: 'Nora Lindqvist',
          next_inspection_date: '2020-03-01',
          actionsRequired: ['Repair Culvert'],
          photos: ['k1.jpg'],
        })}
      />,
    );
    expect(value('Diameter')).toBe('45 cm');
    expect(value('Length')).toBe('Length unknown');
    expect(value('Status')).toBe('Poor');
    expect(value('User')).toBe('Nora Lindqvist');
    expect(value('Next Inspection Date')).toBe('March 1 2020');
    expect(value('Actions Taken')).toBe('No Taken Actions');
    expect(value('Actions Required')).toBe('Repair Culvert');
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toContain('k1.jpg');
  });

  it("without an inspection says 'No inspection completed.' and is not overdue; Enter Data opens add inspection", () => {
    const onEnterData = vi.fn();
    render(
      <CulvertCard
        culvert={culvertFixture({ site_culvert_id: 'RR 7/A', outlet_location: null })}
        inspection={null}
        onEnterData={onEnterData}
      />,
    );
    expect(value('Latest Inspection')).toBe('No inspection completed.');
    expect(value('Outlet UTM')).toBe('UTM data not available');
    expect(screen.queryByText('Overdue')).toBeNull();
    expect(value('Photos')).toBeNull();
    // The stable link a label holds, as a QR code and as text.
    expect(screen.getByRole('img', { name: 'QR code of culvert RR 7/A' })).toBeTruthy();
    expect(screen.getByTestId('culvert-link').textContent).toBe(
      `${location.origin}/culverts?asset=${culvertFixture().assetId}&siteCulvertId=RR+7%2FA`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enter Data' }));
    expect(onEnterData).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe(
      '/culvert-inspections/add?siteCulvertId=RR%207%2FA',
    );
  });
});
