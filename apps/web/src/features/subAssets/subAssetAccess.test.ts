import type { User } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { canManageSubAssets } from './subAssetAccess';

const user = (userRoleId: 1 | 2 | 3) => ({ userRoleId }) as User;

describe('canManageSubAssets', () => {
  it('lets only admins of a client company create and edit sub-assets', () => {
    expect(canManageSubAssets({ isClient: true, user: user(1) })).toBe(true);
    expect(canManageSubAssets({ isClient: true, user: user(3) })).toBe(false);
    expect(canManageSubAssets({ isClient: false, user: user(1) })).toBe(false);
    expect(canManageSubAssets({ isClient: false, user: user(2) })).toBe(false);
    expect(canManageSubAssets({ isClient: true, user: null })).toBe(false);
  });
});
