import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BROWSER_NOTICE_DAYS, DIALOG_WIDTH } from '@verge/domain';
import { useEffect, useState } from 'react';
import { getSetting, setSetting } from '../local/settings';
import { device } from './device';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shown when the browser is unsupported and the device is not mobile, at most once every 7 days. */
export function shouldSuggestBrowser(
  info: { supported: boolean; mobile: boolean },
  lastShownAt: number | null,
  nowMs = Date.now(),
): boolean {
  if (info.supported || info.mobile) return false;
  return lastShownAt === null || nowMs - lastShownAt >= BROWSER_NOTICE_DAYS * DAY_MS;
}

export function BrowserSuggestionDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [info, lastShownAt] = await Promise.all([device(), getSetting('browserNoticeAt')]);
      if (cancelled || !shouldSuggestBrowser(info, lastShownAt)) return;
      await setSetting('browserNoticeAt', Date.now());
      setOpen(true);
    })();
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
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
