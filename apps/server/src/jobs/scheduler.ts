import type { AppContext } from '../context';

/** Starts the periodic jobs; returns a function that stops them. */
export function startScheduledJobs(_app: AppContext): () => void {
  return () => {};
}
