import { describe, expect, it } from 'vitest';
import { canEditIssue, directionsUrl, issueListUrl } from './IssueSummaryDialog';

describe('issue dialog', () => {
  it('sends Apple devices to Apple Maps and others to a web directions link', () => {
    expect(directionsUrl(53.9, -116.5, true)).toBe('https://maps.apple.com/?daddr=53.9,-116.5');
    expect(directionsUrl(53.9, -116.5, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=53.9,-116.5',
    );
  });
});

describe('issue dialog buttons and links', () => {
  const clientAdmin = { isClient: true, user: { userRoleId: 1 as const } };
  it('offers Edit Issue only to role-1 client users on interactive, synced issues', () => {
    const synced = { id: 9, isInteractive: true };
    expect(canEditIssue(synced, clientAdmin)).toBe(true);
    expect(canEditIssue({ id: -1, isInteractive: true }, clientAdmin)).toBe(false);
    expect(canEditIssue({ id: 9, isInteractive: false }, clientAdmin)).toBe(false);
    expect(canEditIssue(synced, { isClient: false, user: { userRoleId: 1 as const } })).toBe(false);
    expect(canEditIssue(synced, { isClient: true, user: { userRoleId: 3 as const } })).toBe(false);
  });
  it('links Show buttons to the issue list, marking the original', () => {
    expect(issueListUrl(4, true)).toBe('/vegetation-issues?issueId=4&original=true');
    expect(issueListUrl(12, false)).toBe('/vegetation-issues?issueId=12');
  });
});
