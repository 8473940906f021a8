import type { User } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { companyUsers, isDeactivatable } from './companyUsers';

const user = (id: number, user_name: string, companyId: number, is_active = true): User => ({
  id,
  user_name,
  email: `${user_name}@example.com`,
  first_name: 'First',
  last_name: 'Last',
  userRoleId: 3,
  is_active,
  companyId,
  assignedIssues: [],
  assetIds: [],
});

describe('companyUsers', () => {
  it("keeps the company's own users, active first and by username, leaving out providers' users", () => {
    const rows = companyUsers(
      [user(1, 'zed', 1), user(2, 'amy', 1, false), user(3, 'bob', 1), user(4, 'provider.crew', 9)],
      1,
    );
    expect(rows.map((u) => u.user_name)).toEqual(['bob', 'zed', 'amy']);
  });

  it('holds nothing before the company is known', () => {
    expect(companyUsers([user(1, 'zed', 1)], null)).toEqual([]);
  });
});

describe('isDeactivatable', () => {
  it('lets an admin select active colleagues only: not a deactivated user, not themselves', () => {
    expect(isDeactivatable(user(3, 'bob', 1), 5)).toBe(true);
    expect(isDeactivatable(user(2, 'amy', 1, false), 5)).toBe(false);
    expect(isDeactivatable(user(5, 'me', 1), 5)).toBe(false);
  });
});
