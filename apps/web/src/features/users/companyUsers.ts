import type { User } from '@verge/domain';

/**
 * The rows of the Users table: the users of one company (a client's app also holds its providers' users,
 * for the assigned-users filter; they are not its to manage), active first, then by username.
 */
export function companyUsers(users: readonly User[], companyId: number | null): User[] {
  return users
    .filter((u) => u.companyId === companyId)
    .sort((a, b) => Number(b.is_active) - Number(a.is_active) || a.user_name.localeCompare(b.user_name));
}

/** Rows an admin may select to deactivate: active users other than the admin (the server refuses oneself). */
export function isDeactivatable(user: User, selfId: number | null): boolean {
  return user.is_active && user.id !== selfId;
}
