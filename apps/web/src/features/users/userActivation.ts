import { callApi } from '../../core/remote';
import { db } from '../../core/store/db';
import { requestSync } from '../../core/sync';

/**
 * Deactivate or reactivate a user on the server (online only: a failure rejects and changes nothing), then
 * write the new state to the local row the Users table reads and let an incremental pull bring the rest.
 */
export async function setUserActive(userId: number, active: boolean): Promise<void> {
  await callApi('usersToggleActivation', { id: userId });
  await db.users.update(userId, { is_active: active });
  void requestSync({ reason: 'save', push: false, pull: 'incremental' });
}
