import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ExitConfirmDialog } from './ExitConfirmDialog';

/** Navigation state that says the user already confirmed leaving (the top bar's Exit button). */
export const EXIT_CONFIRMED = { exitConfirmed: true } as const;

function alreadyConfirmed(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { exitConfirmed?: boolean }).exitConfirmed === true
  );
}

/**
 * Leaving a form with unsaved changes asks first (Cancel stays, Exit leaves); closing the tab asks the
 * browser's question. Call allowLeave() right before navigating away after a successful save.
 */
export function useExitConfirmation(
  dirty: boolean,
  texts: { title?: string; message?: string } = {},
): { dialog: ReactNode; allowLeave: () => void } {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      !alreadyConfirmed(nextLocation.state) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  const dialog = (
    <ExitConfirmDialog
      open={blocker.state === 'blocked'}
      title={texts.title}
      message={texts.message}
      onExit={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, allowLeave };
}
