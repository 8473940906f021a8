import Papa from 'papaparse';
import { EXPORT_COLUMNS, type ExportIssue, exportRow } from './fields';

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (names with accents stay intact). */
const UTF8_BOM = '\ufeff';

/** The issues as CSV: a header row of the export columns, then one row per issue. */
export function issuesToCsv(issues: readonly ExportIssue[]): string {
  const csv = Papa.unparse({
    fields: [...EXPORT_COLUMNS],
    data: issues.map((issue) => {
      const row = exportRow(issue);
      return EXPORT_COLUMNS.map((column) => row[column]);
    }),
  });
  return UTF8_BOM + csv;
}
