import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { dialogPaperSx } from './dialogPaper';

export interface DuplicateWarningDialogProps {
  open: boolean;
  title: string;
  /** 'A similar issue was recorded 12 m away on 3 November by J. Smith (Verge Id 204)'. */
  message: string;
  onShow: () => void;
  /** Offered only where the similar record can be followed up (an issue the user may work on). */
  onFollowUp?: () => void;
  onSaveAnyway: () => void;
  /** Closed without a choice (Escape, outside): back to the form, nothing saved. */
  onClose: () => void;
}

/**
 * The question before saving a record that probably repeats one already recorded (issue 39): look at it first,
 * follow it up instead, or save anyway. The buttons stack on a phone, where the three do not fit in a row.
 */
export function DuplicateWarningDialog(props: DuplicateWarningDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      // Wide enough for the three answers on one line each beside one another.
      slotProps={{ paper: { sx: dialogPaperSx(600) } }}
      aria-describedby="duplicate-warning-text"
    >
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="duplicate-warning-text">{props.message}</DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
          '& > .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        <Button color="inherit" onClick={props.onShow}>
          Show it
        </Button>
        {props.onFollowUp && (
          <Button variant="outlined" onClick={props.onFollowUp}>
            Add a follow-up to it instead
          </Button>
        )}
        <Button variant="contained" onClick={props.onSaveAnyway}>
          Save anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
