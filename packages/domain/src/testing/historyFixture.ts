import type { HistoryEntry } from '../history';

/** A history entry: Jane Smith of Acme Pipelines edited issue 7's comments; a test overrides what it is about. */
export function historyEntryFixture(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 1,
    targetType: 'vegetation-issue',
    recordId: 7,
    assetId: 1,
    action: 'edited',
    changes: [{ field: 'comments', old: 'Thistle', new: 'Sprayed' }],
    merged: [],
    user: 'Jane Smith',
    userId: 3,
    userRole: 1,
    company: 'Acme Pipelines',
    updated_at: '2026-06-01T10:00:30.000Z',
    hidden: false,
    deviceAt: '2026-06-01T10:00:00.000Z',
    offline: false,
    devicePosition: null,
    recordPosition: null,
    duplicateWarning: null,
    ...overrides,
  };
}
