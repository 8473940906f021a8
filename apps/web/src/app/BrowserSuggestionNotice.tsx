import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { dialogPaperSx } from '../components/dialogs/dialogPaper';

export default function BrowserSuggestionNotice({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: dialogPaperSx() }, transition: { onExited: onClose } }}
    >
      <DialogTitle>Browser Suggestion</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This tool works best on Chrome, Edge, Safari or Firefox. Some features may not work as expected in
          this browser.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
