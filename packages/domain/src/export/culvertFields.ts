import type { GeoPoint } from '../common';
import { UNKNOWN_MEASURE } from '../constants';
import { CULVERT_DETAIL_EMPTY, type DetailCulvert, type DetailInspection, yesNo } from '../culvertDetail';
import { formatDateTime, formatDay } from '../dates';
import { formatCoordinate, toUtm } from '../geo';
import { riskLabel } from '../risk';
import { EXPORT_EMPTY, EXPORT_LIST_SEPARATOR } from './fields';

/** A culvert to export with the inspection shown for it (its latest), or null when it has none. */
export interface ExportCulvert {
  culvert: DetailCulvert;
  inspection: DetailInspection | null;
}

const END_COLUMNS = (end: 'Inlet' | 'Outlet') =>
  [
    `${end} Latitude`,
    `${end} Longitude`,
    `${end} UTM Zone`,
    `${end} UTM Letter`,
    `${end} UTM Easting`,
    `${end} UTM Northing`,
  ] as const;

/** Culvert CSV columns in the spec's order (spec 2 §7); UTM on the GRS 1980 ellipsoid. */
export const CULVERT_EXPORT_COLUMNS = [
  'Site Culvert Id',
  'Road Name',
  'Fish Habitat',
  'Diameter (m)',
  'Length (m)',
  'Direction of Flow',
  ...END_COLUMNS('Inlet'),
  ...END_COLUMNS('Outlet'),
  'Has Markers?',
  'Has Culvert Inspection?',
  'Actions Required',
  'Actions Taken',
  'Comments',
  'Culvert Status',
  'Inspection Date',
  'Next Inspection Date',
  'Photos Taken',
  'Risk Score',
  'User',
] as const;
export type CulvertExportColumn = (typeof CULVERT_EXPORT_COLUMNS)[number];
export type CulvertExportRow = Record<CulvertExportColumn, string>;

function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EXPORT_EMPTY;
  const s = String(value).trim();
  return s === '' ? EXPORT_EMPTY : s;
}

function measure(value: number): string {
  return value === UNKNOWN_MEASURE ? EXPORT_EMPTY : String(value);
}

/** '{n} photo(s) taken'. */
export function photosTakenText(count: number): string {
  return `${count} photo(s) taken`;
}

function endValues(end: 'Inlet' | 'Outlet', point: GeoPoint | null): Record<string, string> {
  const [lng, lat] = point?.coordinates ?? [];
  const utm = lng === undefined || lat === undefined ? null : toUtm(lng, lat);
  const [latitude, longitude, zone, letter, easting, northing] = END_COLUMNS(end);
  return {
    [latitude]: lat === undefined ? EXPORT_EMPTY : formatCoordinate(lat),
    [longitude]: lng === undefined ? EXPORT_EMPTY : formatCoordinate(lng),
    [zone]: text(utm?.zone),
    [letter]: text(utm?.letter),
    [easting]: utm ? utm.easting.toFixed(2) : EXPORT_EMPTY,
    [northing]: utm ? utm.northing.toFixed(2) : EXPORT_EMPTY,
  };
}

/**
 * One culvert as export values (spec 2 §7): yes/no answers, diameter and length in metres ('N/A' when unknown),
 * ends to 6 decimals with UTM zone, letter, easting and northing; then its inspection: actions joined with
 * ' | ', dates in local time, '{n} photo(s) taken', the risk as text. Without an inspection, 'Has Culvert
 * Inspection?' says 'No inspection completed.' and the inspection's columns are 'N/A', like every missing value.
 */
export function culvertExportRow({ culvert, inspection }: ExportCulvert): CulvertExportRow {
  const i = inspection;
  const listed = (items: readonly string[] | undefined) => text(items?.join(EXPORT_LIST_SEPARATOR));
  const row: Record<string, string> = {
    'Site Culvert Id': text(culvert.site_culvert_id),
    'Road Name': text(culvert.road_name),
    'Fish Habitat': yesNo(culvert.is_fish_habitat),
    'Diameter (m)': measure(culvert.diameter),
    'Length (m)': measure(culvert.length),
    'Direction of Flow': text(culvert.direction_of_flow),
    ...endValues('Inlet', culvert.inlet_location),
    ...endValues('Outlet', culvert.outlet_location),
    'Has Markers?': yesNo(culvert.has_markers),
    'Has Culvert Inspection?': i ? 'Yes' : CULVERT_DETAIL_EMPTY.inspection,
    'Actions Required': listed(i?.actionsRequired),
    'Actions Taken': listed(i?.actionsTaken),
    Comments: text(i?.comments),
    'Culvert Status': text(i?.culvertStatus),
    'Inspection Date': i ? formatDateTime(i.inspection_date) : EXPORT_EMPTY,
    'Next Inspection Date': i ? formatDay(i.next_inspection_date) : EXPORT_EMPTY,
    'Photos Taken': i ? photosTakenText(i.photos.length) : EXPORT_EMPTY,
    'Risk Score': i ? riskLabel(i.risk_score) : EXPORT_EMPTY,
    User: text(i?.user),
  };
  return Object.fromEntries(CULVERT_EXPORT_COLUMNS.map((c) => [c, row[c]])) as CulvertExportRow;
}
