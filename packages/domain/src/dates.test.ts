import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeUtc, formatDay, formatExportTime, formatShortDay } from './dates';

describe('dates', () => {
  const zone = process.env.TZ;
  // West of UTC a calendar day read as a UTC timestamp would show the day before.
  beforeEach(() => {
    process.env.TZ = 'America/Edmonton';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows a calendar day as that day, wherever the device is', () => {
    expect(formatDay('2026-06-01')).toBe('June 1 2026');
    expect(formatShortDay('2026-11-03')).toBe('Nov 3 2026');
  });

  it('shows a timestamp in the device’s time zone in the spec’s formats', () => {
    expect(formatDateTime('2026-06-01T15:05:00.000Z')).toBe('June 1 2026 - 9:05');
    expect(formatDay('2026-06-01T03:00:00.000Z')).toBe('May 31 2026');
    expect(formatExportTime(new Date('2026-11-25T16:05:00.000Z'))).toBe('2026-11-25 09:05');
    expect(formatDateTimeUtc('2026-06-01T10:30:00.000Z')).toBe('June 1 2026 - 10:30 UTC');
  });

  it('shows nothing for no date and other text as it is', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
