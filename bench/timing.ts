/** Milliseconds taken by `fn`, with its result. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Median times of `runs` rounds of the given calls, taken in turn within each round, so that a burst of
 * load from elsewhere on the machine falls on both sides of a comparison.
 */
export async function medianMsInTurn(runs: number, fns: (() => Promise<unknown>)[]): Promise<number[]> {
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [n, fn] of fns.entries()) times[n].push((await timed(fn)).ms);
  }
  return times.map(median);
}

/** Run `count` tasks, at most `concurrency` at a time. */
export async function pool(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
