import { culvertsToCsv, issuesToCsv } from '@verge/domain/export/csv';
import type { ExportCulvert } from '@verge/domain/export/culvertFields';
import type { ExportIssue } from '@verge/domain/export/fields';
import type { ExportFormat, ExportSubject } from '@verge/domain/export/fileName';
import { issuesToGeoJson } from '@verge/domain/export/geojson';
import { culvertsToKml, issuesToKml } from '@verge/domain/export/kml';

/** The rows of one download, by subject; plain data, so they can be posted to the export worker. */
export type ExportJob =
  | { subject: 'issues'; rows: readonly ExportIssue[] }
  | { subject: 'culverts'; rows: readonly ExportCulvert[] };

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
    if (format === 'csv') return issuesToCsv(job.rows);
    if (format === 'kml') return issuesToKml(job.rows);
    return issuesToGeoJson(job.rows);
  }
  if (format === 'kml') return culvertsToKml(job.rows, now);
  if (format === 'csv') return culvertsToCsv(job.rows);
  throw new Error(`Culverts are not exported as ${format}`);
}
