import type { User } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import type { LocalIssue } from '../../../core/issues';
import { issueRowRights, issueScreenRights } from './issueRights';

const user = (userRoleId: 1 | 2 | 3) => ({ userRoleId }) as User;
const row = (id: number, isInteractive = true, original_issue_id: number | null = null) =>
  ({ id, isInteractive, original_issue_id }) as LocalIssue;

describe('issue row rights', () => {
  it('client admins copy, follow up, assign and edit interactive synced issues', () => {
    expect(issueRowRights(row(4), { isClient: true, user: user(1) })).toEqual({
      copy: true,
      followUp: true,
      assign: true,
      edit: true,
    });
  });
  it('edit needs a positive id; assign needs the chain on the server', () => {
    const rights = issueRowRights(row(-3), { isClient: true, user: user(1) });
    expect(rights.edit).toBe(false);
    expect(rights.assign).toBe(false);
    expect(issueRowRights(row(-3, true, 9), { isClient: true, user: user(1) }).assign).toBe(true);
  });
  it('field users and provider users only follow up interactive issues', () => {
    for (const viewer of [
      { isClient: true, user: user(3) },
      { isClient: false, user: user(2) },
      { isClient: false, user: user(1) },
    ]) {
      expect(issueRowRights(row(4), viewer)).toEqual({
        copy: false,
        followUp: true,
        assign: false,
        edit: false,
      });
      expect(issueRowRights(row(4, false), viewer).followUp).toBe(false);
    }
  });
  it('delete and Enter Data follow the server: client-company users only', () => {
    expect(issueScreenRights({ isClient: true, user: user(3) })).toEqual({ delete: true, enterData: true });
    expect(issueScreenRights({ isClient: false, user: user(2) })).toEqual({
      delete: false,
      enterData: false,
    });
  });
});
