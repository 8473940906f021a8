import { ThemeProvider } from '@mui/material/styles';
import { render as baseRender, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { issueFixture as issue } from '@verge/domain/testing/issueFixture';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPhoto } from '../../../../test/testRecords';
import { theme } from '../../../base/theme';
import { addPhotos } from '../../../core/photos';
import { beginSession } from '../../../core/session';
import { db } from '../../../core/store/db';
import { assigneeNames, IssueDetailCard } from './IssueDetailCard';

/** Rendered inside the app's theme and a router (a waiting photo links to Pending changes), as in the app. */
const render = (ui: ReactElement) =>
  baseRender(ui, {
    wrapper: ({ children }) => (
      <ThemeProvider theme={theme}>
        <MemoryRouter>{children}</MemoryRouter>
      </ThemeProvider>
    ),
  });

const field = (label: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(`[data-field="${label}"]`);
  if (!element) throw new Error(`No ${label} field`);
  return element;
};
const value = (label: string) => document.querySelector(`[data-field="${label}"]`)?.textContent ?? null;

beforeEach(async () => {
  await Promise.all([db.users.clear(), db.thirdPartyCompanies.clear(), db.outbox.clear()]);
  await beginSession(7);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('IssueDetailCard', () => {
  it('shows the fallbacks of an issue with nothing recorded', () => {
    render(
      <IssueDetailCard
        issue={issue({ issue_type: null, issueTypeId: null, action_required: false, gps_point: null })}
        onShowIssue={vi.fn()}
      />,
    );
    expect(value('Issue Type')).toBe('No Problem Found');
    expect(value('Original Issue')).toBe('Initial Record of Issue');
    expect(value('Follow-Ups')).toBe('Issue Has No Follow-Ups');
    expect(value('Future Action Required')).toBe('No');
    expect(value('Required Actions')).toBe('No Required Actions');
    expect(value('Vegetation Type / Species')).toBe('Other');
    expect(value('Vegetation Height')).toBe('Height Not Recorded');
    expect(value('UTM')).toBe('UTM data not available');
    expect(value('Comments')).toBe('No Comments');
    expect(value('Photos')).toBe('No Photos');
  });

  it('shows the recorded values: actions joined with " | ", 6-decimal coordinates and UTM', () => {
    render(
      <IssueDetailCard
        issue={issue({
          action_required: true,
          actionsRequired: ['Mow', 'Spray'],
          vegetation_type: 'Willow',
          veg_height: 2.5,
          comments: 'Close to the riser',
          gps_point: { type: 'Point', coordinates: [-116.5765, 53.9333] },
          inspection_date: new Date(2026, 5, 1, 9, 5).toISOString(),
        })}
        onShowIssue={vi.fn()}
      />,
    );
    expect(value('Future Action Required')).toBe('Yes');
    expect(value('Required Actions')).toBe('Mow | Spray');
    expect(value('Vegetation Type / Species')).toBe('Willow');
    expect(value('Vegetation Height')).toBe('2.5 m');
    expect(value('Longitude')).toBe('-116.576500');
    expect(value('Latitude')).toBe('53.933300');
    expect(value('UTM')).toMatch(/^11U \d+ E \d+ N$/);
    expect(value('Inspection Date')).toBe('June 1 2026 - 9:05');
    expect(value('Comments')).toBe('Close to the riser');
  });

  it("takes a track's first point when there is no GPS point", () => {
    render(
      <IssueDetailCard
        issue={issue({
          gps_point: null,
          gps_track: {
            type: 'LineString',
            coordinates: [
              [-116.1, 54.2],
              [-116.2, 54.3],
            ],
          },
        })}
        onShowIssue={vi.fn()}
      />,
    );
    expect(value('Longitude')).toBe('-116.100000');
    expect(value('Latitude')).toBe('54.200000');
  });

  it('shows distribution only for Weeds and Animal Attractant, proximity only for pipe types', () => {
    const { rerender } = render(
      <IssueDetailCard
        issue={issue({
          issueTypeId: 1,
          issue_type: 'Weeds',
          species: ['Canada Thistle'],
          distribution: 'Patchy',
        })}
        onShowIssue={vi.fn()}
      />,
    );
    expect(value('Distribution')).toBe('Patchy');
    expect(value('Proximity')).toBeNull();
    expect(value('Vegetation Type / Species')).toBe('Canada Thistle');

    rerender(
      <IssueDetailCard
        issue={issue({ issueTypeId: 5, issue_type: 'Animal Attractant', distribution: null })}
        onShowIssue={vi.fn()}
      />,
    );
    expect(value('Distribution')).toBe('Not Recorded');

    rerender(
      <IssueDetailCard
        issue={issue({ issueTypeId: 2, issue_type: 'Vegetation Above-Ground Pipe', proximity: 'Within 1 m' })}
        onShowIssue={vi.fn()}
      />,
    );
    expect(value('Proximity')).toBe('Within 1 m');
    expect(value('Distribution')).toBeNull();

    rerender(<IssueDetailCard issue={issue()} onShowIssue={vi.fn()} />);
    expect(value('Proximity')).toBeNull();
  });

  it('Show buttons jump to the original and to each follow-up', () => {
    const onShowIssue = vi.fn();
    render(
      <IssueDetailCard
        issue={issue({ original_issue_id: 7, subsequentIssueIds: [50, 51] })}
        onShowIssue={onShowIssue}
      />,
    );
    fireEvent.click(within(field('Original Issue')).getByRole('button', { name: 'Show 7' }));
    expect(onShowIssue).toHaveBeenLastCalledWith(7, true);
    fireEvent.click(within(field('Follow-Ups')).getByRole('button', { name: 'Show 51' }));
    expect(onShowIssue).toHaveBeenLastCalledWith(51, false);
  });

  it('names assignees from the local users and service providers', async () => {
    await db.users.add({
      id: 8,
      user_name: 'nora',
      email: 'nora@example.com',
      first_name: 'Nora',
      last_name: 'Field',
      userRoleId: 3,
      is_active: true,
      companyId: 2,
      assignedIssues: [],
      assetIds: [],
    });
    await db.thirdPartyCompanies.add({
      id: 4,
      company_name: 'Clearcut',
      company_tag: 'CC',
      company_type: 'thirdParty',
      vegetationIssues: [],
    });
    render(
      <IssueDetailCard
        issue={issue({ assignedUserIds: [8], thirdPartyCompanyIds: [4] })}
        onShowIssue={vi.fn()}
      />,
    );
    await waitFor(() => expect(value('Assigned To')).toBe('Clearcut, Nora Field'));
  });

  it('shows server thumbnails 150 wide and queued photos, each with its status, and how many are uploaded', async () => {
    const mine = issue();
    await addPhotos('vegetation-issue', mine.uuid, [testPhoto()], { assetId: 1 });
    // A queued photo is shown through an object URL of its bytes; its address is the platform's own.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:queued-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    render(<IssueDetailCard issue={{ ...mine, photos: ['key-1'] }} onShowIssue={vi.fn()} />);
    const thumb = screen.getByRole('img', { name: 'Photo 1' });
    expect(thumb.getAttribute('src')).toBe('/api/photos/thumb/key-1');
    await waitFor(() => expect(screen.getByText('Waiting to upload')).toBeTruthy());
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByTestId('photo-upload-count').textContent).toBe('1 of 2 photos uploaded');
    expect(screen.getByRole('img', { name: 'Photo 2' }).getAttribute('src')).toBe('blob:queued-photo');
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1' }));
    expect(screen.getByRole('img', { name: 'Full photo' }).getAttribute('src')).toBe(
      '/api/photos/file/key-1',
    );
  });
});

describe('assigneeNames', () => {
  it('skips ids the local store does not know', () => {
    expect(assigneeNames({ assignedUserIds: [99], thirdPartyCompanyIds: [98] }, [], [])).toEqual([]);
  });
});
