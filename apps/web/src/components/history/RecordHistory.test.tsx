import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { HistoryEntry } from '@verge/domain';
import { historyEntryFixture } from '@verge/domain/testing/historyFixture';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/testProviders';
import { db } from '../../core/store/db';
import { HISTORY_PAGE, RecordHistory } from './RecordHistory';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry =>
  historyEntryFixture({
    id,
    changes: [{ field: 'comments', old: `Visit ${id - 1}`, new: `Visit ${id}` }],
    updated_at: `2026-06-01T10:${String(id).padStart(2, '0')}:00.000Z`,
    deviceAt: null,
    ...overrides,
  });

const entries = () => screen.findAllByTestId('history-entry');
const issue = (id: number) => ({ target: 'vegetation-issue' as const, id, uuid: `issue-${id}` });

beforeEach(() => Promise.all([db.history.clear(), db.outbox.clear()]));
afterEach(cleanup);

describe('RecordHistory', () => {
  it('shows the record’s entries newest first, a page at a time', async () => {
    const rows = Array.from({ length: HISTORY_PAGE + 3 }, (_, i) => entry(i + 1));
    await db.history.bulkPut([...rows, entry(99, { recordId: 8 })]);
    render(
      <TestProviders>
        <RecordHistory records={[issue(7)]} />
      </TestProviders>,
    );
    const first = await entries();
    expect(first).toHaveLength(HISTORY_PAGE);
    expect(
      within(first[0]!).getByText(`Comments: Visit ${HISTORY_PAGE + 2} → Visit ${HISTORY_PAGE + 3}`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show older (3)' }));
    expect(await entries()).toHaveLength(HISTORY_PAGE + 3);
    expect(screen.queryByRole('button', { name: /Show older/ })).toBeNull();
    expect(screen.queryByText('Comments: Visit 98 → Visit 99')).toBeNull();
  });

  it('merges a culvert’s and its inspection’s entries, naming which', async () => {
    await db.history.bulkPut([
      entry(1, { targetType: 'culvert', recordId: 4, action: 'created', changes: [] }),
      entry(2, {
        targetType: 'culvert-inspection',
        recordId: 9,
        action: 'created',
        changes: [],
        offline: true,
      }),
    ]);
    render(
      <TestProviders>
        <RecordHistory
          records={[
            { target: 'culvert', id: 4, uuid: 'culvert-4' },
            { target: 'culvert-inspection', id: 9, uuid: 'inspection-9' },
          ]}
        />
      </TestProviders>,
    );
    const [inspection, culvert] = await entries();
    expect(inspection?.textContent).toContain('Inspection created by Jane Smith (Acme Pipelines)');
    expect(culvert?.textContent).toContain('Culvert created by Jane Smith');
  });

  it('says when there is nothing yet, and that a record made on the device has its history once synced', async () => {
    const { unmount } = render(
      <TestProviders>
        <RecordHistory records={[issue(7)]} />
      </TestProviders>,
    );
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
    unmount();
    render(
      <TestProviders>
        <RecordHistory records={[issue(-3)]} />
      </TestProviders>,
    );
    expect(await screen.findByText('The history shows once this record has synced.')).toBeTruthy();
  });

  it('counts the changes still queued on the device, which the history holds once they reach the server', async () => {
    await db.history.bulkPut([entry(1)]);
    const queued = (call: string, input: object) =>
      ({ call, input, uuid: crypto.randomUUID(), dependsOn: [], parked: false, attempts: 0 }) as never;
    await db.outbox.bulkAdd([
      queued('issuesUpdate', { id: 7 }),
      queued('photosUpload', { parentUuid: 'issue-7', targetType: 'vegetation-issue' }),
      queued('usersAssignIssues', { issueIds: [3, 7], userId: 2 }),
      queued('issuesUpdate', { id: 8 }),
      queued('culvertsUpdate', { id: 7 }),
    ]);
    render(
      <TestProviders>
        <RecordHistory records={[issue(7)]} />
      </TestProviders>,
    );
    expect(
      await screen.findByText('3 changes saved on this device show here once they reach the server.'),
    ).toBeTruthy();
    expect(await entries()).toHaveLength(1);
  });
});
