import type { HistoryByRecord, HistoryEntry, HistoryRecordKey } from '@verge/domain';
import { culvertsToCsv, issuesToCsv } from '@verge/domain/export/csv';
import type { ExportCulvert } from '@verge/domain/export/culvertFields';
import type { ExportIssue } from '@verge/domain/export/fields';
import type { ExportFormat, ExportSubject } from '@verge/domain/export/fileName';
import { issuesToGeoJson } from '@verge/domain/export/geojson';
import { culvertsToKml, issuesToKml } from '@verge/domain/export/kml';

/**
 * The rows of one download, by subject, and their records' history for a CSV 'with history'; plain data, so they
 * can be posted to the export worker.
 */
export type ExportJob =
  | { subject: 'issues'; rows: readonly ExportIssue[]; history?: HistoryByRecord }
  | { subject: 'culverts'; rows: readonly ExportCulvert[]; history?: HistoryByRecord };

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml',
  geojson: 'application/geo+json',
};

/** The formats each subject is offered in, in button order. */
export const SUBJECT_FORMATS: Record<ExportSubject, readonly ExportFormat[]> = {
  issues: ['csv', 'kml', 'geojson'],
  culverts: ['kml', 'csv'],
};

/** The file's text: the domain's export of the job's rows in the format (the export worker runs this). */
export function writeExport(job: ExportJob, format: ExportFormat, now: Date): string {
  if (job.subject === 'issues') {
    if (format === 'csv') return issuesToCsv(job.rows, job.history);
    if (format === 'kml') return issuesToKml(job.rows);
    return issuesToGeoJson(job.rows);
  }
  if (format === 'kml') return culvertsToKml(job.rows, now);
  if (format === 'csv') return culvertsToCsv(job.rows, job.history);
  throw new Error(`Culverts are not exported as ${format}`);
}

/** The records whose history each row of a job carries, by the row's record id. */
export function historyRecordsOf(job: ExportJob): Map<number, HistoryRecordKey[]> {
  if (job.subject === 'issues')
    return new Map(job.rows.map((row) => [row.id, [['vegetation-issue', row.id]]]));
  return new Map(
    job.rows.map(({ culvert, inspection }) => [
      culvert.id,
      [['culvert', culvert.id], ...(inspection ? [['culvert-inspection', inspection.id] as const] : [])],
    ]),
  );
}

/** The entries (newest first) each row carries, by the row's record id. */
export function historyByRow(
  rows: ReadonlyMap<number, readonly HistoryRecordKey[]>,
  entries: readonly HistoryEntry[],
): HistoryByRecord {
  const byRecord = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const key = `${entry.targetType}:${entry.recordId}`;
    byRecord.set(key, [...(byRecord.get(key) ?? []), entry]);
  }
  return Object.fromEntries(
    [...rows].map(([id, keys]) => [
      id,
      keys
        .flatMap(([target, recordId]) => byRecord.get(`${target}:${recordId}`) ?? [])
        .sort((a, b) => b.id - a.id),
    ]),
  );
}
