import { MESSAGES } from '@verge/domain';
import { issuesToCsv } from '@verge/domain/export/csv';
import { issuesToGeoJson } from '@verge/domain/export/geojson';
import { issuesToKml } from '@verge/domain/export/kml';
import { DownloadDialog } from '../../../components/files/DownloadDialog';
import type { LocalIssue } from '../../../local/db';

export interface ExportDialogProps {
  open: boolean;
  /** The rows to export (the caller picks the selected rows, else all interactive filtered issues). */
  issues: readonly LocalIssue[];
  onClose: () => void;
}

/** Downloads the given issues as CSV, KML or GeoJSON, built from the local rows (works offline). */
export function ExportDialog({ open, issues, onClose }: ExportDialogProps) {
  return (
    <DownloadDialog
      open={open}
      title="Download Issues"
      subject="issues"
      count={issues.length}
      noun={['issue', 'issues']}
      emptyMessage={MESSAGES.noIssuesSelected}
      hint="CSV opens in spreadsheets, KML in Google Earth, GeoJSON in GIS tools."
      formats={[
        { kind: 'csv', write: () => issuesToCsv(issues) },
        { kind: 'kml', write: () => issuesToKml(issues) },
        { kind: 'geojson', write: () => issuesToGeoJson(issues) },
      ]}
      onClose={onClose}
    />
  );
}
