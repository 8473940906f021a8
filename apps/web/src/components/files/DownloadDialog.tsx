import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ExportFormat, type ExportSubject, exportFileName } from '@verge/domain/export/fileName';
import { dialogPaperSx } from '../dialogs/dialogPaper';
import { saveText } from './saveFile';

const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml',
  geojson: 'application/geo+json',
};

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', kml: 'KML', geojson: 'GeoJSON' };

/** One offered format: the file's text, written at the moment of the click. */
export interface DownloadFormat {
  kind: ExportFormat;
  write: (now: Date) => string;
}

export interface DownloadDialogProps {
  open: boolean;
  title: string;
  subject: ExportSubject;
  /** How many records will be downloaded, and their name in the singular and plural. */
  count: number;
  noun: readonly [string, string];
  /** Shown instead of the formats when there is nothing to download. */
  emptyMessage: string;
  /** What each format opens in. */
  hint: string;
  formats: readonly DownloadFormat[];
  onClose: () => void;
}

/** Downloads records in a chosen format under its dated file name, built from the local rows (works offline). */
export function DownloadDialog({
  open,
  title,
  subject,
  count,
  noun,
  emptyMessage,
  hint,
  formats,
  onClose,
}: DownloadDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {count === 0
            ? emptyMessage
            : `${count} ${count === 1 ? noun[0] : noun[1]} will be downloaded. Choose a format.`}
        </DialogContentText>
        {count > 0 && (
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            {hint}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        {formats.map(({ kind, write }) => (
          <Button
            key={kind}
            variant="contained"
            disabled={count === 0}
            onClick={() => {
              const now = new Date();
              saveText(exportFileName(kind, now, subject), write(now), MIME_TYPES[kind]);
              onClose();
            }}
          >
            {LABELS[kind]}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
