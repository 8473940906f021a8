import { MESSAGES } from '@verge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NoResponseError } from '../../core/errors';
import { removeAlerts } from './removeAlerts';

afterEach(() => vi.restoreAllMocks());

describe('removeAlerts', () => {
  it("makes one call per selected alert and says 'Alert removed.' when all went", async () => {
    const remove = vi.fn(async () => ({ success: true }));
    const outcome = await removeAlerts([4, 7], remove);
    expect(remove.mock.calls).toEqual([[4], [7]]);
    expect(outcome).toEqual({ failed: [], message: MESSAGES.alertRemoved, severity: 'success' });
  });

  it('keeps going past a failure, and blames the connection when there was no answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const remove = vi.fn(async (id: number) => {
      if (id === 4) throw new NoResponseError(new TypeError('Failed to fetch'));
      return { success: true };
    });
    const outcome = await removeAlerts([4, 7], remove);
    expect(remove).toHaveBeenCalledTimes(2);
    expect(outcome).toEqual({ failed: [4], message: MESSAGES.alertRemoveFailed, severity: 'error' });
  });

  it("says 'Error deleting selected alerts.' when the server refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await removeAlerts([4], async () => {
      throw new HttpError(404, 'not_found', 'Alert not found');
    });
    expect(outcome).toEqual({ failed: [4], message: MESSAGES.alertsDeleteError, severity: 'error' });
  });
});
