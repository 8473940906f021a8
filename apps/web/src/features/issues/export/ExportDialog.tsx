import { MESSAGES } from '@verge/domain';
import { DownloadDialog } from '../../../components/files/DownloadDialog';
import type { LocalIssue } from '../../../core/issues';

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
      job={{ subject: 'issues', rows: issues }}
      noun={['issue', 'issues']}
      emptyMessage={MESSAGES.noIssuesSelected}
      hint="CSV opens in spreadsheets, KML in Google Earth, GeoJSON in GIS tools."
      onClose={onClose}
    />
  );
}
