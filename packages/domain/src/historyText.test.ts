import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './history';
import {
  historyChangeText,
  historyEntryLines,
  historyEntryTitle,
  historyEntryWhen,
  historyEntryWhere,
} from './historyText';
import { historyEntryFixture } from './testing/historyFixture';

const entry = historyEntryFixture;

describe('the words of a record history entry', () => {
  it('shows a field change old → new in the form’s words', () => {
    expect(historyChangeText({ field: 'comments', old: 'Thistle', new: 'Sprayed' })).toBe(
      'Comments: Thistle → Sprayed',
    );
    expect(historyChangeText({ field: 'risk_score', old: 1, new: 10 })).toMatch(/^Risk: .+ → .+$/);
    expect(historyChangeText({ field: 'has_issue', old: false, new: true })).toBe(
      'Problem Vegetation Identified: No → Yes',
    );
    expect(historyChangeText({ field: 'density', old: 1.2, new: 1.1977186311787071 })).toBe(
      'Density: 1.2 → 1.198',
    );
    expect(historyChangeText({ field: 'veg_height', old: null, new: 1.5 })).toBe(
      'Vegetation Height (m): (none) → 1.5',
    );
    expect(
      historyChangeText({
        field: 'inlet_location',
        old: { type: 'Point', coordinates: [-116.5, 53.9] },
        new: { type: 'Point', coordinates: [-116.6, 53.95] },
      }),
    ).toBe('Inlet: 53.900000, -116.500000 → 53.950000, -116.600000');
  });

  it('shows list items added and removed, and photos', () => {
    expect(historyChangeText({ field: 'species', old: null, new: 'Leafy Spurge' })).toBe(
      'Species added: Leafy Spurge',
    );
    expect(historyChangeText({ field: 'assignedUsers', old: 'Joe Field', new: null })).toBe(
      'Assigned Users removed: Joe Field',
    );
    expect(historyChangeText({ field: 'photos', old: null, new: 'a.jpg' })).toBe('Photo added');
    expect(historyChangeText({ field: 'photos', old: 'a.jpg', new: null })).toBe('Photo removed');
  });

  it('names who, when (device time, offline, synced later) and where', () => {
    expect(historyEntryTitle(entry())).toBe('Edited by Jane Smith (Acme Pipelines)');
    expect(historyEntryTitle(entry({ targetType: 'culvert-inspection', action: 'created' }), true)).toBe(
      'Inspection created by Jane Smith (Acme Pipelines)',
    );
    expect(historyEntryWhen(entry())).not.toContain('synced');
    const late = historyEntryWhen(entry({ offline: true, updated_at: '2026-06-02T08:00:00.000Z' }));
    expect(late).toMatch(/, offline · synced /);
    expect(historyEntryWhen(entry({ deviceAt: null }))).not.toContain('offline');
    expect(historyEntryWhere(entry())).toBeNull();
    expect(historyEntryWhere(entry({ devicePosition: [-116.5, 53.9] }))).toBe(
      'Device at 53.900000, -116.500000',
    );
  });

  it('says what the user answered a duplicate warning with', () => {
    const warned = (choice: 'saveAnyway' | 'followUp', targetType: HistoryEntry['targetType']) =>
      historyEntryLines(
        entry({
          action: 'created',
          changes: [],
          targetType,
          duplicateWarning: { recordId: 204, distanceM: 11.6, choice },
        }),
      );
    expect(warned('saveAnyway', 'vegetation-issue')).toEqual([
      'Saved after a warning of a similar issue 12 m away (Verge Id 204)',
    ]);
    expect(warned('followUp', 'vegetation-issue')).toEqual([
      'Added as a follow-up after a warning of a similar issue 12 m away (Verge Id 204)',
    ]);
    expect(warned('saveAnyway', 'culvert')).toEqual(['Saved after a warning of a culvert 12 m away']);
  });

  it('lists a stale edit’s merge after the changes', () => {
    const lines = historyEntryLines(
      entry({
        changes: [{ field: 'comments', old: 'A', new: 'B' }],
        merged: [{ field: 'comments', value: 'C', by: 'Joe Field' }],
      }),
    );
    expect(lines).toEqual([
      'Comments: A → B',
      'Comments: C kept as Edited meanwhile, after an edit by Joe Field',
    ]);
  });
});
