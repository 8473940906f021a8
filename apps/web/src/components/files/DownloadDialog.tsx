import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { HISTORY_TEXT, MESSAGES } from '@verge/domain';
import { type ExportFormat, exportFileName } from '@verge/domain/export/fileName';
import { useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { readRecordHistory } from '../../core/history';
import { dialogPaperSx } from '../dialogs/dialogPaper';
import { exportInWorker } from './exportInWorker';
import { type ExportJob, historyByRow, historyRecordsOf, SUBJECT_FORMATS } from './exportWriters';
import { saveBlob } from './saveFile';

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', kml: 'KML', geojson: 'GeoJSON' };

export interface DownloadDialogProps {
  open: boolean;
  title: string;
  /** The records to download, by subject (its formats are offered). */
  job: ExportJob;
  /** The records' name in the singular and plural. */
  noun: readonly [string, string];
  /** Shown instead of the formats when there is nothing to download. */
  emptyMessage: string;
  /** What each format opens in. */
  hint: string;
  onClose: () => void;
}

/**
 * Downloads records in a chosen format under its dated file name, built from the local rows (works offline) by
 * the export worker; the dialog shows its progress and closes when the file is saved.
 */
export function DownloadDialog({ open, title, job, noun, emptyMessage, hint, onClose }: DownloadDialogProps) {
  const notify = useNotify();
  /** Share of the rows handed to the worker (0 to 1) while a file is being prepared; null when idle. */
  const [progress, setProgress] = useState<number | null>(null);
  const [withHistory, setWithHistory] = useState(false);
  const count = job.rows.length;
  const busy = progress !== null;

  /** The job as the format writes it: a CSV 'with history' carries each row's entries from the store. */
  const jobFor = async (format: ExportFormat): Promise<ExportJob> => {
    if (format !== 'csv' || !withHistory) return job;
    const rows = historyRecordsOf(job);
    const entries = await readRecordHistory([...rows.values()].flat());
    return { ...job, history: historyByRow(rows, entries) };
  };

  const download = async (format: ExportFormat) => {
    const now = new Date();
    setProgress(0);
    try {
      const file = await exportInWorker(await jobFor(format), format, now, setProgress);
      saveBlob(exportFileName(format, now, job.subject), file);
      onClose();
    } catch (error) {
      console.error('Preparing the download failed', error);
      notify(MESSAGES.exportError, 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {count === 0
            ? emptyMessage
            : `${count} ${count === 1 ? noun[0] : noun[1]} will be downloaded. Choose a format.`}
        </DialogContentText>
        {count > 0 && (
          <>
            <DialogContentText variant="body2" sx={{ mt: 1 }}>
              {hint}
            </DialogContentText>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={withHistory}
                  disabled={busy}
                  onChange={(event) => setWithHistory(event.target.checked)}
                />
              }
              label={HISTORY_TEXT.csvOption}
            />
          </>
        )}
        {busy && (
          <>
            <DialogContentText variant="body2" sx={{ mt: 2 }} role="status">
              {MESSAGES.preparingDownload}
            </DialogContentText>
            {/* Determinate while the rows are handed over, then indeterminate while the file is written. */}
            <LinearProgress
              aria-label={MESSAGES.preparingDownload}
              variant={progress < 1 ? 'determinate' : 'indeterminate'}
              value={progress * 100}
              sx={{ mt: 1 }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Cancel
        </Button>
        {SUBJECT_FORMATS[job.subject].map((format) => (
          <Button
            key={format}
            variant="contained"
            disabled={count === 0 || busy}
            onClick={() => void download(format)}
          >
            {LABELS[format]}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
