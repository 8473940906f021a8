import type { DetailCulvert, DetailInspection } from '../culvertDetail';
import { formatDateTime, formatDay } from '../dates';
import { riskLabel } from '../risk';
import { rowsToCsv } from './csv';
import { EXPORT_EMPTY, EXPORT_LIST_SEPARATOR } from './fields';

/** What the export reads of an inspection's culvert. */
export type ExportInspectionCulvert = Pick<DetailCulvert, 'site_culvert_id' | 'road_name'>;

/**
 * The inspections table's CSV file (not named by the spec), named like the culvert export. Kept here, not in
 * constants.ts, so the login route does not carry it.
 */
export const INSPECTION_CSV_FILE = 'Culvert Inspection Export.csv';

/** The inspections CSV's columns: the culvert, then every inspection field in the culvert export's words. */
export const INSPECTION_EXPORT_COLUMNS = [
  'Site Culvert Id',
  'Road Name',
  'Culvert Status',
  'Inspection Date',
  'Next Inspection Date',
  'Risk Score',
  'Actions Taken',
  'Actions Required',
  'Comments',
  'Photos Taken',
  'User',
] as const;
export type InspectionExportColumn = (typeof INSPECTION_EXPORT_COLUMNS)[number];
export type InspectionExportRow = Record<InspectionExportColumn, string>;

function text(value: string | null | undefined): string {
  const s = value?.trim() ?? '';
  return s === '' ? EXPORT_EMPTY : s;
}

function list(values: readonly string[]): string {
  return text(values.join(EXPORT_LIST_SEPARATOR));
}

/**
 * One inspection as export values: its culvert's site id and road name (the inspection's own site id when the
 * culvert is not held); the inspection date 'MMMM d yyyy - H:mm' in local time and the next date 'MMMM d yyyy';
 * the risk as text ('High Risk'); actions as names joined with ' | '; photos as '{n} photo(s) taken'; every
 * empty value 'N/A'.
 */
export function inspectionExportRow(
  inspection: DetailInspection,
  culvert: ExportInspectionCulvert | undefined,
): InspectionExportRow {
  return {
    'Site Culvert Id': text(culvert?.site_culvert_id ?? inspection.culvert),
    'Road Name': text(culvert?.road_name),
    'Culvert Status': text(inspection.culvertStatus),
    'Inspection Date': formatDateTime(inspection.inspection_date),
    'Next Inspection Date': formatDay(inspection.next_inspection_date),
    'Risk Score': riskLabel(inspection.risk_score),
    'Actions Taken': list(inspection.actionsTaken),
    'Actions Required': list(inspection.actionsRequired),
    Comments: text(inspection.comments),
    'Photos Taken': `${inspection.photos.length} photo(s) taken`,
    User: text(inspection.user),
  };
}

/** The inspections as CSV, one row per inspection, each with its culvert looked up by id. */
export function inspectionsToCsv(
  inspections: readonly DetailInspection[],
  culverts: ReadonlyMap<number, ExportInspectionCulvert>,
): string {
  return rowsToCsv(
    INSPECTION_EXPORT_COLUMNS,
    inspections.map((inspection) => inspectionExportRow(inspection, culverts.get(inspection.culvertId))),
  );
}
