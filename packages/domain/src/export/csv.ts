import Papa from 'papaparse';
import { type HistoryByRecord, historyCellText } from '../historyText';
import { CULVERT_EXPORT_COLUMNS, culvertExportRow, type ExportCulvert } from './culvertFields';
import { EXPORT_COLUMNS, type ExportIssue, exportRow } from './fields';

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (names with accents stay intact). */
const UTF8_BOM = '\ufeff';

/** What a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ('-114.071900', '10'): a spreadsheet reads it as that number and runs nothing. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell's text made safe to open in a spreadsheet: text starting with '=', '+', '-', '@', a tab or a carriage
 * return gets a leading "'", so Excel, LibreOffice and Sheets show it as text instead of running it
 * ('=HYPERLINK(…)', '@SUM(…)', '-2+3+cmd|…'). A plain number passes unchanged, negative ones included, whether
 * it is a coordinate or a comment that is only '-12': as a number it cannot run anything, and the quote would
 * turn the export's coordinates into text. papaparse's own escapeFormulae is not used: its pattern misses a
 * formula followed by a line break.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * Rows as CSV: a header row of the columns, then each row's values in column order, each neutralised
 * (neutraliseFormula). Every CSV the app writes goes through here.
 */
export function rowsToCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Readonly<Record<C, string>>[],
): string {
  const csv = Papa.unparse({
    fields: [...columns],
    data: rows.map((row) => columns.map((column) => neutraliseFormula(row[column]))),
  });
  return UTF8_BOM + csv;
}

/** The last column of a download 'with history': each record's history in one cell. */
export const HISTORY_COLUMN = 'History';

/** Rows as CSV, with the History column after the others when `history` is given (keyed by `ids`). */
function csvWithHistory<C extends string>(
  columns: readonly C[],
  rows: readonly Readonly<Record<C, string>>[],
  ids: readonly number[],
  history: HistoryByRecord | undefined,
  withTarget = false,
): string {
  if (!history) return rowsToCsv(columns, rows);
  return rowsToCsv<C | typeof HISTORY_COLUMN>(
    [...columns, HISTORY_COLUMN],
    rows.map((row, i) => ({
      ...row,
      [HISTORY_COLUMN]: historyCellText(history[ids[i] ?? 0] ?? [], withTarget),
    })),
  );
}

/** The issues as CSV: a header row of the export columns, then one row per issue; with their history if given. */
export function issuesToCsv(issues: readonly ExportIssue[], history?: HistoryByRecord): string {
  const ids = issues.map((issue) => issue.id);
  return csvWithHistory(EXPORT_COLUMNS, issues.map(exportRow), ids, history);
}

/**
 * The culverts as CSV ('Culvert Export.csv'): the spec's columns, one row per culvert with its latest inspection;
 * with the culvert's and that inspection's history if given.
 */
export function culvertsToCsv(culverts: readonly ExportCulvert[], history?: HistoryByRecord): string {
  const ids = culverts.map((row) => row.culvert.id);
  return csvWithHistory(CULVERT_EXPORT_COLUMNS, culverts.map(culvertExportRow), ids, history, true);
}
