import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsClient, TestProviders } from '../../../../test/testProviders';
import type { LocalIssue } from '../../../core/issues';
import { db } from '../../../core/store/db';
import { IssueSummaryDialog } from '../IssueSummaryDialog';

const show = (issue: LocalIssue) =>
  render(<IssueSummaryDialog issue={issue} onClose={vi.fn()} />, { wrapper: TestProviders });
const button = (name: string) => screen.queryByRole('button', { name });

beforeEach(async () => {
  await db.settings.clear();
});
afterEach(cleanup);

describe('IssueSummaryDialog', () => {
  it('titles a synced issue by its tool id, with its risk assessment and directions to its GPS point', async () => {
    show(
      issueFixture({
        id: 12,
        original_issue_id: 4,
        risk_score: 10,
        gps_point: { type: 'Point', coordinates: [-116.5, 53.9] },
      }),
    );
    expect(await screen.findByText('Verge Id 4')).toBeTruthy();
    expect(screen.getByTestId('risk-assessment').textContent).toBe('High Risk Assessment');
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(
      /destination=53\.9,-116\.5$/,
    );
  });

  it('has no directions without a GPS point', async () => {
    show(issueFixture({ gps_point: null }));
    await screen.findByTestId('issue-detail-card');
    expect(screen.queryByRole('link', { name: 'Directions' })).toBeNull();
  });

  it('offers Edit Issue to client role-1 users only', async () => {
    await signInAsClient(1);
    show(issueFixture());
    await waitFor(() => expect(button('Edit Issue')).not.toBeNull());
    // The same dialog, live: the user becomes a field user.
    await signInAsClient(3);
    await waitFor(() => expect(button('Edit Issue')).toBeNull());
    expect(button('Add Follow Up Issue')).not.toBeNull();
  });

  it('an issue not assigned for work: its title, no risk, no follow-up or edit', async () => {
    await signInAsClient(1);
    show(issueFixture({ isInteractive: false }));
    expect(await screen.findByText('Issue Not Assigned For Work')).toBeTruthy();
    expect(screen.getByTestId('risk-assessment').textContent).toBe('Risk Unknown Assessment');
    expect(button('Add Follow Up Issue')).toBeNull();
    expect(button('Edit Issue')).toBeNull();
  });

  it('an issue done offline: its title and no PDF until it has an id', async () => {
    show(issueFixture({ id: -3 }));
    expect(await screen.findByText('Issue Done Offline, No Id Set Yet')).toBeTruthy();
    expect(button('Export to PDF')?.hasAttribute('disabled')).toBe(true);
  });

  it("says 'Error downloading pdf.' when the report cannot be fetched", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(issueFixture());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export to PDF' }));
    });
    expect(await screen.findByText(MESSAGES.pdfError)).toBeTruthy();
    vi.restoreAllMocks();
  });
});
