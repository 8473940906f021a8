import type { CDPSession } from '@playwright/test';

/** The page's main-thread CPU profile (CDP Profiler), summed by self time: where a bench run's time went. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A long task as the page saw it: its start (the page's `performance.now()`) and its length, in ms. */
export type PageTask = readonly [at: number, ms: number];

const file = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

const list = (m: Map<string, number>, top: number, unit: 's' | 'ms') =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([k, ms]) =>
        `  ${(unit === 's' ? ms / 1000 : ms).toFixed(unit === 's' ? 1 : 0).padStart(6)} ${unit}  ${k}`,
    )
    .join('\n');

/**
 * Starts sampling; `stop` answers the top entries by self time, per script file and per function, and for each
 * of the given long tasks the functions it spent its time in (samples placed by the page's clock when sampling
 * began).
 */
export async function profileCpu(
  cdp: CDPSession,
): Promise<{ stop: (top?: number, tasks?: readonly PageTask[]) => Promise<string> }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  const { result } = (await cdp.send('Runtime.evaluate', { expression: 'performance.now()' })) as {
    result: { value: number };
  };
  const startedAt = result.value;
  return {
    stop: async (top = 12, tasks = []) => {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const byFile = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const byTask = tasks.map(() => new Map<string, number>());
      let total = 0;
      let at = startedAt;
      profile.samples.forEach((id, i) => {
        const frame = byId.get(id)?.callFrame;
        const ms = (profile.timeDeltas[i] ?? 0) / 1000;
        at += ms;
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
        total += ms;
        const name = `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber + 1}`;
        byFile.set(file(frame.url), (byFile.get(file(frame.url)) ?? 0) + ms);
        byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
        const task = tasks.findIndex(([start, length]) => at >= start && at <= start + length);
        const inTask = byTask[task];
        if (inTask) inTask.set(name, (inTask.get(name) ?? 0) + ms);
      });
      const perTask = tasks.map(
        ([start, length], i) =>
          `task at ${(start / 1000).toFixed(1)} s (page clock), ${length.toFixed(0)} ms:\n${list(byTask[i] ?? new Map(), 6, 'ms')}`,
      );
      return [
        `busy ${(total / 1000).toFixed(1)} s on the page's thread`,
        `by file:\n${list(byFile, top, 's')}`,
        `by function:\n${list(byFunction, top, 's')}`,
        ...perTask,
      ].join('\n');
    },
  };
}
