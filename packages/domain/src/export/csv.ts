import Papa from 'papaparse';
import { CULVERT_EXPORT_COLUMNS, culvertExportRow, type ExportCulvert } from './culvertFields';
import { EXPORT_COLUMNS, type ExportIssue, exportRow } from './fields';

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (names with accents stay intact). */
const UTF8_BOM = '\ufeff';

/** Rows as CSV: a header row of the columns, then each row's values in column order. */
export function rowsToCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Readonly<Record<C, string>>[],
): string {
  const csv = Papa.unparse({
    fields: [...columns],
    data: rows.map((row) => columns.map((column) => row[column])),
  });
  return UTF8_BOM + csv;
}

/** The issues as CSV: a header row of the export columns, then one row per issue. */
export function issuesToCsv(issues: readonly ExportIssue[]): string {
  return rowsToCsv(EXPORT_COLUMNS, issues.map(exportRow));
}

/** The culverts as CSV ('Culvert Export.csv'): the spec's columns, one row per culvert with its latest inspection. */
export function culvertsToCsv(culverts: readonly ExportCulvert[]): string {
  return rowsToCsv(CULVERT_EXPORT_COLUMNS, culverts.map(culvertExportRow));
}
