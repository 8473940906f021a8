import { useSyncExternalStore } from 'react';

/**
 * Whether a form that asks before leaving is mounted. The top bar's Exit button only works once one is: a form
 * still loading has no blocker yet, so a click then would leave without the page's question.
 */
let armed = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks a form's exit question as ready; the returned function takes it back (an effect's cleanup). */
export function armExit(): () => void {
  armed += 1;
  changed();
  return () => {
    armed -= 1;
    changed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useExitArmed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => armed > 0,
    () => false,
  );
}
