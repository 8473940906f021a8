import { describe, expect, it } from 'vitest';
import { areaCountRows, areaDialogTitle } from './AreaDialog';

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
