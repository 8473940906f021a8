import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { SYNC_REMOVAL_RETENTION_DAYS } from './constants';
import { incrementalSince } from './sync';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const daysBefore = (days: number) => subDays(NOW, days).toISOString();

describe('incrementalSince', () => {
  it('keeps a since within the removals the server keeps, less a week for the device clock', () => {
    expect(incrementalSince(daysBefore(1), NOW)).toBe(daysBefore(1));
    expect(incrementalSince(daysBefore(SYNC_REMOVAL_RETENTION_DAYS - 8), NOW)).toBe(
      daysBefore(SYNC_REMOVAL_RETENTION_DAYS - 8),
    );
  });

  it('answers a full pull (null) for a since older than that, and for none', () => {
    expect(incrementalSince(daysBefore(SYNC_REMOVAL_RETENTION_DAYS - 6), NOW)).toBeNull();
    expect(incrementalSince(daysBefore(SYNC_REMOVAL_RETENTION_DAYS + 30), NOW)).toBeNull();
    expect(incrementalSince(null, NOW)).toBeNull();
  });
});
