import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { dialogPaperSx } from '../components/dialogs/dialogPaper';

/** What a device may need to be told: an unsupported browser, or Safari's deletion of a site's data. */
export type DeviceNoticeKind = 'browser' | 'install';

export const DEVICE_NOTICES: Record<DeviceNoticeKind, { title: string; text: string[] }> = {
  browser: {
    title: 'Browser Suggestion',
    text: [
      'This tool works best on Chrome, Edge, Safari or Firefox. Some features may not work as expected in this browser.',
    ],
  },
  install: {
    title: 'Keep your work on this device',
    text: [
      'Safari deletes the data of a website that has not been opened for 7 days, changes not yet sent to the server included.',
      'Install Verge to keep it: on an iPhone or iPad tap Share, then Add to Home Screen; on a Mac choose File, then Add to Dock. Then open Verge from there.',
    ],
  },
};

export default function DeviceNotice({ kind, onClose }: { kind: DeviceNoticeKind; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const notice = DEVICE_NOTICES[kind];
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: dialogPaperSx() }, transition: { onExited: onClose } }}
    >
      <DialogTitle>{notice.title}</DialogTitle>
      <DialogContent>
        {notice.text.map((paragraph) => (
          <DialogContentText key={paragraph} sx={{ '& + &': { mt: 1.5 } }}>
            {paragraph}
          </DialogContentText>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
