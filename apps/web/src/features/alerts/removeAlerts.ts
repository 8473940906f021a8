import { MESSAGES } from '@verge/domain';
import { isNoResponse } from '../../core/errors';

/** Removes one alert on the server; rejects when the server refuses or cannot be reached. */
export type RemoteRemove = (id: number) => Promise<unknown>;

export interface RemoveOutcome {
  /** The alerts whose removal failed (they stay). */
  failed: number[];
  message: string;
  severity: 'success' | 'error';
}

/**
 * Remove the selected alerts, one call per alert. All removed: 'Alert removed.'; a failure for want of a
 * connection: 'Remove alert failed, check your internet connection.'; a failure the server answered:
 * 'Error deleting selected alerts.'
 */
export async function removeAlerts(ids: readonly number[], remove: RemoteRemove): Promise<RemoveOutcome> {
  const failed: number[] = [];
  let offline = false;
  for (const id of ids) {
    try {
      await remove(id);
    } catch (error) {
      console.error(`Removing alert ${id} failed`, error);
      failed.push(id);
      offline ||= isNoResponse(error);
    }
  }
  if (failed.length === 0) return { failed, message: MESSAGES.alertRemoved, severity: 'success' };
  return {
    failed,
    message: offline ? MESSAGES.alertRemoveFailed : MESSAGES.alertsDeleteError,
    severity: 'error',
  };
}
