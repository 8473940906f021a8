import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@verge/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type NotifyType = AlertColor;
export type Notify = (message: string, type?: NotifyType, durationMs?: number) => void;

interface Note {
  key: number;
  message: string;
  type: NotifyType;
  durationMs: number;
}

const SnackbarContext = createContext<Notify>(() => {});

/**
 * App-wide snackbar: 5000 ms by default, coloured by type (default info), with a Close button. The newest message
 * replaces the one shown (a queued message would come up late, after the user has moved on); the same message
 * again restarts its time.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Note | null>(null);
  const [open, setOpen] = useState(true);
  const notify = useCallback<Notify>((message, type = 'info', durationMs = SNACKBAR_MS) => {
    setCurrent({ key: Date.now() + Math.random(), message, type, durationMs });
    setOpen(true);
  }, []);
  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const value = useMemo(() => notify, [notify]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={current.durationMs}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: () => setCurrent(null) } }}
        >
          <Alert
            severity={current.type}
            variant="filled"
            sx={{ width: '100%', alignItems: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={() => close()}>
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
