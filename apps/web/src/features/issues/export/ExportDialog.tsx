import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@verge/domain';
import { issuesToCsv } from '@verge/domain/export/csv';
import { type ExportFormat, exportFileName } from '@verge/domain/export/fileName';
import { issuesToGeoJson } from '@verge/domain/export/geojson';
import { issuesToKml } from '@verge/domain/export/kml';
import { dialogPaperSx } from '../../../components/dialogs/dialogPaper';
import { saveText } from '../../../components/files/saveFile';
import type { LocalIssue } from '../../../local/db';

export interface ExportDialogProps {
  open: boolean;
  /** The rows to export (the caller picks the selected rows, else all interactive filtered issues). */
  issues: readonly LocalIssue[];
  onClose: () => void;
}

const FORMATS: {
  kind: ExportFormat;
  label: string;
  mimeType: string;
  write: (i: readonly LocalIssue[]) => string;
}[] = [
  { kind: 'csv', label: 'CSV', mimeType: 'text/csv;charset=utf-8', write: issuesToCsv },
  { kind: 'kml', label: 'KML', mimeType: 'application/vnd.google-earth.kml+xml', write: issuesToKml },
  { kind: 'geojson', label: 'GeoJSON', mimeType: 'application/geo+json', write: issuesToGeoJson },
];

/** Downloads the given issues as CSV, KML or GeoJSON, built from the local rows (works offline). */
export function ExportDialog({ open, issues, onClose }: ExportDialogProps) {
  const count = issues.length;
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>Download Issues</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {count === 0
            ? MESSAGES.noIssuesSelected
            : `${count} ${count === 1 ? 'issue' : 'issues'} will be downloaded. Choose a format.`}
        </DialogContentText>
        {count > 0 && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            CSV opens in spreadsheets, KML in Google Earth, GeoJSON in GIS tools.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        {FORMATS.map(({ kind, label, mimeType, write }) => (
          <Button
            key={kind}
            variant="contained"
            disabled={count === 0}
            onClick={() => {
              saveText(exportFileName(kind, new Date()), write(issues), mimeType);
              onClose();
            }}
          >
            {label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
