import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useState } from 'react';
import { dialogPaperSx } from './dialogPaper';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Returns true when done: only then does the dialog close. */
  onSubmit: () => Promise<boolean> | boolean;
  onClose: () => void;
  submitLabel?: string;
  children: ReactNode;
  maxWidth?: number;
  submitDisabled?: boolean;
}

/**
 * A form in a dialog: Cancel and a submit button (Create by default). It closes only when the submit action
 * returns true; when the action throws, the error is logged and the dialog stays open.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, onSubmit, onClose, submitLabel = 'Create', children } = props;
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (await onSubmit()) onClose();
    } catch (error) {
      console.error(`${title} failed`, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      slotProps={{
        paper: { component: 'form', onSubmit: submit, sx: dialogPaperSx(props.maxWidth) },
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || props.submitDisabled}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
