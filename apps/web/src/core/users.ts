import type { CallInput } from '@verge/domain';
import { callApi } from './api/client';
import { db } from './store/db';
import { useUser, useUsers } from './store/readHooks';
import { requestSync } from './sync/engine';

export { useUser, useUsers };

const pullUsers = () => requestSync({ reason: 'save', push: false, pull: 'incremental' });

/**
 * Creating a user is online only (the server mails the new user); the new row arrives with the incremental
 * pull that follows, as another admin's device would receive it.
 */
export async function createUser(request: CallInput<'usersCreate'>): Promise<void> {
  await callApi('usersCreate', request);
  void pullUsers();
}

/**
 * Deactivate or reactivate a user on the server (online only: a failure rejects and changes nothing). The
 * state the server confirmed is written to the local row at once, so the Users table does not wait for the
 * incremental pull that brings the rest.
 */
export async function setUserActive(userId: number, active: boolean): Promise<void> {
  await callApi('usersToggleActivation', { id: userId });
  await db.users.update(userId, { is_active: active });
  void pullUsers();
}
