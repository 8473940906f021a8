import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { RISK_LEVELS } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { areaFixture } from '@verge/domain/testing/referenceFixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAsClient, TestProviders } from '../../../test/testProviders';
import { db } from '../../core/store/db';
import { AreaDialog, areaCountRows, areaDialogTitle } from './AreaDialog';

const keys = (rows: [string, string][]) => rows.map(([key]) => key);

describe('area dialog', () => {
  it("titles the area, with ' for ' and the year when one is chosen", () => {
    expect(areaDialogTitle('KP 1+000', null)).toBe('Area: KP 1+000');
    expect(areaDialogTitle('KP 1+000', 2025)).toBe('Area: KP 1+000 for 2025');
  });

  it('shows client role-1 users the totals, risk counts and resolved issues', () => {
    expect(keys(areaCountRows({ isClient: true, user: { userRoleId: 1 } }))).toEqual([
      'total',
      'high',
      'medium',
      'low',
      'none',
      'resolved',
    ]);
  });

  it('shows field users and provider admins what is assigned to them, and the risk counts', () => {
    const assigned = ['assignedToYou', 'notAssignedToYou', 'high', 'medium', 'low', 'none'];
    expect(keys(areaCountRows({ isClient: true, user: { userRoleId: 3 } }))).toEqual(assigned);
    expect(keys(areaCountRows({ isClient: false, user: { userRoleId: 2 } }))).toEqual(assigned);
    expect(keys(areaCountRows({ isClient: false, user: { userRoleId: 1 } }))).toEqual(assigned);
  });
});

const dialogOf = (areaId: number) => <AreaDialog areaId={areaId} year={null} onClose={vi.fn()} />;

describe('area dialog counts', () => {
  afterEach(async () => {
    cleanup();
    await Promise.all([db.settings.clear(), db.areas.clear(), db.issues.clear()]);
  });

  it("shows a labelled loading state until an area's counts are read, never the previous area's 0", async () => {
    await signInAsClient(1);
    await db.areas.bulkPut([areaFixture({ id: 7, name: 'KP 7' }), areaFixture({ id: 8, name: 'KP 8' })]);
    // Every count the client admin sees is 1 or more: any 0 on screen would be false.
    await db.issues.bulkPut(
      RISK_LEVELS.map((risk_score, i) => issueFixture({ id: i + 1, areaId: 7, risk_score })),
    );
    await db.issues.put(issueFixture({ id: 5, areaId: 7, original_issue_id: 1, has_issue: false }));

    // An area without issues is open first (once the session is read, as a client admin): its zeros are true.
    const { rerender } = render(dialogOf(8), { wrapper: TestProviders });
    const total = await screen.findByText('Total Issues Logged');
    await waitFor(() => expect(total.nextElementSibling?.textContent).toBe('0'));

    // Hold the issues table in a write transaction, so the area is read and its counts are not yet.
    let holding = true;
    const hold = db.transaction('rw', db.issues, async () => {
      while (holding) await db.issues.get(0);
    });
    rerender(dialogOf(7));
    await screen.findByText('Area: KP 7');
    expect(screen.getByRole('progressbar', { name: 'Loading Total Issues Logged' })).toBeTruthy();
    expect([...document.querySelectorAll('[data-count]')].map((dd) => dd.textContent)).not.toContain('0');

    holding = false;
    await act(() => hold);
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(
      [...document.querySelectorAll('[data-count]')].map((dd) => [
        dd.getAttribute('data-count'),
        dd.textContent,
      ]),
    ).toEqual([
      ['total', '5'],
      ['high', '1'],
      ['medium', '1'],
      ['low', '1'],
      ['none', '1'],
      ['resolved', '1'],
    ]);
  });
});
