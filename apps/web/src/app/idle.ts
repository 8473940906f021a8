/**
 * Run a task when the main thread is next idle (at the latest after `timeoutMs`), so work nobody is waiting
 * for does not compete with rendering the page a person is looking at. Returns a cancel function.
 * Browsers without requestIdleCallback (Safari) wait for the timeout's turn after the current tasks.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
