import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ExitConfirmDialog } from './ExitConfirmDialog';
import { armExit } from './exitGuard';

/**
 * Navigation state of the top bar's Exit button: the page's own question is asked even when nothing changed
 * (spec 1 §2: Exit opens a confirm dialog), so there is one exit dialog with the page's wording.
 */
export const EXIT_REQUESTED = { exitRequested: true } as const;

function exitRequested(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { exitRequested?: boolean }).exitRequested === true
  );
}

/**
 * Leaving a form with unsaved changes, or by the top bar's Exit button, asks first with the page's question
 * (Cancel stays, Exit leaves); closing the tab asks the browser's question. Call allowLeave() right before
 * navigating away after a successful save.
 */
export function useExitConfirmation(
  dirty: boolean,
  texts: { title: string; message: string },
): { dialog: ReactNode; allowLeave: () => void } {
  const leaving = useRef(false);
  useEffect(armExit, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (dirty || exitRequested(nextLocation.state)) &&
      !leaving.current &&
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
