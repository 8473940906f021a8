import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@verge/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type NotifyType = AlertColor;
export type Notify = (
  message: string,
  type?: NotifyType,
  durationMs?: number,
  /** A report of background work (sync): it does not cover a message the user's own action brought up. */
  options?: { background?: boolean },
) => void;

interface Note {
  key: number;
  message: string;
  type: NotifyType;
  durationMs: number;
  background: boolean;
}

const SnackbarContext = createContext<Notify>(() => {});

/**
 * App-wide snackbar: 5000 ms by default, coloured by type (default info), with a Close button. The newest message
 * replaces the one shown (a queued message would come up late, after the user has moved on). A background report
 * that is not an error leaves the answer to the user's own action in place (a save's 'edited successfully' is not
 * wiped by the sync run that follows it), and the same message while it shows is not shown again.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ note: Note; open: boolean } | null>(null);
  const notify = useCallback<Notify>((message, type = 'info', durationMs = SNACKBAR_MS, options) => {
    const background = options?.background ?? false;
    setShown((now) => {
      if (now?.open && now.note.message === message) return now;
      if (now?.open && background && type !== 'error' && !now.note.background) return now;
      return { note: { key: Date.now() + Math.random(), message, type, durationMs, background }, open: true };
    });
  }, []);
  // Closes only the message it was shown with: a Close pressed (or a timer ending) just as a newer message
  // replaces it must not close the newer one.
  const close = (key: number) => (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setShown((now) => (now?.note.key === key ? { ...now, open: false } : now));
  };
  const current = shown?.note;
  const open = shown?.open ?? false;
  const value = useMemo(() => notify, [notify]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={current.durationMs}
          onClose={close(current.key)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{
            transition: {
              // Like close: the end of an old message's exit must not remove a newer message.
              onExited: () => setShown((now) => (now?.note.key === current.key ? null : now)),
            },
          }}
        >
          <Alert
            severity={current.type}
            variant="filled"
            sx={{ width: '100%', alignItems: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={close(current.key)}>
                Close
              </Button>
            }
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(SnackbarContext);
}
