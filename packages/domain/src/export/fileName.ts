import { format } from 'date-fns';
import { DOWNLOAD_DATE_FORMAT, EXPORT_FILES } from '../constants';

export type ExportFormat = 'csv' | 'kml' | 'geojson';
/** What is exported: vegetation issues or culverts. */
export type ExportSubject = 'issues' | 'culverts';

/** The spec's file names per subject and format; GeoJSON (not in the spec) shares the KML's stem. */
const BASE_NAMES: Record<ExportSubject, Record<ExportFormat, string>> = {
  issues: {
    csv: EXPORT_FILES.issueCsv,
    kml: EXPORT_FILES.issueKml,
    geojson: EXPORT_FILES.issueKml.replace(/\.kml$/, '.geojson'),
  },
  culverts: {
    csv: EXPORT_FILES.culvertCsv,
    kml: EXPORT_FILES.culvertKml,
    geojson: EXPORT_FILES.culvertKml.replace(/\.kml$/, '.geojson'),
  },
};

/**
 * A download's file name: the spec's name with the moment of export (MMMM-do-yyyy_HH-mm, local time) before the
 * extension, e.g. 'Vegetation Issue Export November-22nd-2026_05-30.csv' or 'culvert November-22nd-2026_05-30.kml'.
 */
export function exportFileName(kind: ExportFormat, now: Date, subject: ExportSubject = 'issues'): string {
  return stampedFileName(BASE_NAMES[subject][kind], now);
}

/** A file name (e.g. 'Culvert Inspection Export.csv') with the moment of export before its extension. */
export function stampedFileName(base: string, now: Date): string {
  const dot = base.lastIndexOf('.');
  return `${base.slice(0, dot)} ${format(now, DOWNLOAD_DATE_FORMAT)}${base.slice(dot)}`;
}
