import { describe, expect, it } from 'vitest';
import { directionsUrl, issueDialogTitle } from './IssueSummaryDialog';

describe('issue dialog', () => {
  it('titles non-interactive, offline and synced issues as the spec says', () => {
    expect(issueDialogTitle({ id: 5, original_issue_id: null, isInteractive: false })).toBe(
      'Issue Not Assigned For Work',
    );
    expect(issueDialogTitle({ id: -2, original_issue_id: null, isInteractive: true })).toBe(
      'Issue Done Offline, No Id Set Yet',
    );
    expect(issueDialogTitle({ id: 9, original_issue_id: 4, isInteractive: true })).toBe('Verge Id 4');
  });
  it('sends Apple devices to Apple Maps and others to a web directions link', () => {
    expect(directionsUrl(53.9, -116.5, true)).toBe('https://maps.apple.com/?daddr=53.9,-116.5');
    expect(directionsUrl(53.9, -116.5, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=53.9,-116.5',
    );
  });
});
