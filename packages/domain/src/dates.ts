import { format, parseISO } from 'date-fns';
import { DATE_DISPLAY, DATE_TIME_DISPLAY, KML_DESCRIPTION_DATE_FORMAT } from './constants';

/**
 * Every date the app shows or exports, in the spec's formats (spec 1 §7: 'MMMM d yyyy' and 'MMMM d yyyy - H:mm').
 * A calendar day ('2026-06-01') is read as that day wherever the device is; a timestamp is shown in the device's
 * time zone. Text that is not a date is shown as it is; nothing shows as ''.
 */
type DateValue = string | Date | null | undefined;

function shown(value: DateValue, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : format(date, pattern);
}

/** 'June 1 2026'. */
export const formatDay = (value: DateValue): string => shown(value, DATE_DISPLAY);

/** 'Jun 1 2026': a phone's table column. */
export const formatShortDay = (value: DateValue): string => shown(value, 'MMM d yyyy');

/** 'June 1 2026 - 9:05'. */
export const formatDateTime = (value: DateValue): string => shown(value, DATE_TIME_DISPLAY);

/** '2026-11-25 09:05': the export time in a culvert KML balloon (spec 2 §2). */
export const formatExportTime = (value: Date): string => shown(value, KML_DESCRIPTION_DATE_FORMAT);

/** The local calendar day (yyyy-MM-dd) of a moment: what a next inspection date is compared with. */
export const localDay = (now: Date): string => format(now, 'yyyy-MM-dd');

/** 'June 1 2026 - 10:30 UTC': for a reader whose time zone is unknown (the server's PDF report). */
export function formatDateTimeUtc(value: string): string {
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return value;
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${month} ${date.getUTCDate()} ${date.getUTCFullYear()} - ${date.getUTCHours()}:${minutes} UTC`;
}
