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

/** App-wide snackbar: 5000 ms by default, coloured by type (default info), with a Close button. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Note[]>([]);
  const [open, setOpen] = useState(true);
  const notify = useCallback<Notify>((message, type = 'info', durationMs = SNACKBAR_MS) => {
    setQueue((q) =>
      q.some((n) => n.message === message)
        ? q
        : [...q, { key: Date.now() + Math.random(), message, type, durationMs }],
    );
    setOpen(true);
  }, []);
  const current = queue[0];
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
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((q) => q.slice(1));
                setOpen(true);
              },
            },
          }}
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
